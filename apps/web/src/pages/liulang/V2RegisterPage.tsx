import { MemberGate } from '../../features/liulang/MemberGate';
import { MyApplication } from '../../features/liulang/MyApplication';

/** /app/V2-register (SPEC §2): my registration, waiting for review. */
export default function V2RegisterPage() {
  return (
    <MemberGate pages={['register']} testId="v2-register">
      {(info) => (info.mine ? <MyApplication round={info.round} mine={info.mine} /> : null)}
    </MemberGate>
  );
}
