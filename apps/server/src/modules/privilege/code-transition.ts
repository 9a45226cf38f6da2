import {
  CODE_REFUSAL_MSG,
  MSG,
  canCodeTransition,
  effectiveCodeStatus,
  type CodeActorValue,
  type CodeStatusValue,
} from '@xinke/shared';
import { AppError } from '../../lib/app-error';

/** The stored columns a transition looks at. */
export interface CodeState {
  status: number;
  expireTime: Date;
}

/**
 * THE check of every code status change: the shared table (constants/privilege.ts) decides,
 * from the status the member sees — a code past expire_time and not yet redeemed is
 * 已过期 whatever its row still says, so no transition happens after expiry. A refusal
 * says why in the words of the current status (409).
 */
export function assertCodeTransition(
  actor: CodeActorValue,
  code: CodeState,
  to: number,
  now: number,
): void {
  const current = effectiveCodeStatus(code.status, code.expireTime.getTime(), now);
  if (!canCodeTransition(actor, current, to)) {
    throw AppError.conflict(
      CODE_REFUSAL_MSG[current as CodeStatusValue] ?? MSG.statusTransitionRefused,
    );
  }
}
