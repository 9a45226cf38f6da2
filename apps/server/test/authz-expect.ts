import type { AuthzPolicy } from '@xinke/shared';
import type { Actor } from './authz-world';

/** Why a cell is refused: the caller's role, the thing's owner, or the owner's blacklist. */
export type RefusalReason = 'login' | 'role' | 'ownership' | 'block';

export type Expectation =
  | { refused: true; statuses: readonly number[]; reason: RefusalReason }
  /** `succeeds`: the cell must answer code 0 — the proof that a refusal beside it is the rule's. */
  | { refused: false; succeeds: boolean };

const refused = (statuses: readonly number[], reason: RefusalReason): Expectation => ({
  refused: true,
  statuses,
  reason,
});
const allowed = (succeeds = false): Expectation => ({ refused: false, succeeds });

/** What `actor` must get from an endpoint with `policy`: derived, never written per endpoint. */
export function expectationOf(policy: AuthzPolicy, actor: Actor): Expectation {
  const { role, target } = policy;
  if (actor === 'visitor') return role === 'public' ? allowed() : refused([401], 'login');
  if (role === 'moderator' && actor !== 'moderator' && actor !== 'admin')
    return refused([403], 'role');
  if (role === 'admin' && actor !== 'admin') return refused([403], 'role');
  // Only the owner is a creative master in the fixture world (authz-world.ts).
  if (role === 'creator') return actor === 'owner' ? allowed(true) : refused([403], 'role');
  if (target?.ownerOnly)
    // Staff are not owners: no service lets them act on a member's own things.
    return actor === 'owner' ? allowed(true) : refused([target.ownerOnly], 'ownership');
  if (target?.blockable) {
    if (actor === 'blocked') return refused([403], 'block');
    if (actor === 'other') return allowed(true);
  }
  return allowed();
}
