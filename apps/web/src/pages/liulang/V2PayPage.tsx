import { DepositPanel } from '../../features/liulang/DepositPanel';
import { MemberGate } from '../../features/liulang/MemberGate';

/**
 * /app/V2-pay (SPEC §2): the deposit of a selected member. get_join_info sends selected members
 * to V2-success, so this page accepts that state too.
 */
export default function V2PayPage() {
  return (
    <MemberGate pages={['success']} testId="v2-pay">
      {({ round, mine }) => (mine ? <DepositPanel round={round} mine={mine} /> : null)}
    </MemberGate>
  );
}
