import { MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isCreativeMaster } from './spec.repository';

/**
 * 403 unless `userId` is a creative master (users.x_up = 1, SPEC §1): the `creator` role of a
 * contract policy (contract-route.ts) and the spec service's own check are this one function.
 */
export async function assertCreativeMaster(
  db: Db,
  userId: number,
  refusal: string = MSG.creatorOnly,
): Promise<void> {
  if (!(await isCreativeMaster(db, userId))) throw AppError.forbidden(refusal);
}
