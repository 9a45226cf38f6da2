import { JoinForm } from '../../features/liulang/JoinForm';
import { MemberGate } from '../../features/liulang/MemberGate';
import { RoundCard } from '../../features/liulang/RoundCard';

/** /app/V2-signup (SPEC §2): the sign-up form, only while sign-up is open and not yet applied. */
export default function V2SignupPage() {
  return (
    <MemberGate pages={['signup']} testId="v2-signup">
      {(info) => (
        <>
          <RoundCard round={info.round} full={false} />
          <JoinForm roundId={info.round.id} />
        </>
      )}
    </MemberGate>
  );
}
