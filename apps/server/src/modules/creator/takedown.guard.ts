import { MSG, SPEC_STATUS } from '@xinke/shared';
import { AppError } from '../../lib/app-error';

/**
 * A spec staff took down is not its creator's to edit, price, re-tag or publish again
 * (docs/creator.md "Take-down"): only staff's 恢复 brings it back, so the creator cannot undo
 * the take-down by saving it.
 */
export function assertSpecNotRemoved(status: number): void {
  if (status === SPEC_STATUS.removed) throw AppError.forbidden(MSG.specRemovedNotEditable);
}
