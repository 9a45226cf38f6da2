import type { Db } from '../../db/client';
import { isEnrolled } from './activity.repository';

/** SPEC §4 per-user flags of one activity. */
export interface UserFlags {
  joined: boolean;
  uploaded: boolean;
  voted: boolean;
}

/**
 * What this user has done in the activity; a visitor (0) has done nothing. Works and votes
 * arrive with the contest slice of issue 16, so until their tables exist nobody has
 * uploaded or voted: the flags are wired here so the endpoints and the button keep their
 * shape when they do.
 */
export async function userFlags(db: Db, activeId: number, userId: number): Promise<UserFlags> {
  if (userId <= 0) return { joined: false, uploaded: false, voted: false };
  return { joined: await isEnrolled(db, activeId, userId), uploaded: false, voted: false };
}
