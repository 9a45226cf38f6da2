import { FOLLOW_STATUS, type SocialUser } from '@xinke/shared';
import type { Db } from '../../db/client';
import { followEdges, followEdgesOf, type PersonRow } from './follow.repository';

export type FollowFlag = (typeof FOLLOW_STATUS)[keyof typeof FOLLOW_STATUS];

/** SPEC §4 follow status from the two directed edges between me and someone else. */
export function flagOf(iFollow: boolean, theyFollow: boolean): FollowFlag {
  if (!iFollow) return FOLLOW_STATUS.notFollowed;
  return theyFollow ? FOLLOW_STATUS.mutual : FOLLOW_STATUS.followed;
}

/**
 * SPEC §4 follow status of `otherId` as `viewerId` sees it: -1 self, 0 not followed,
 * 1 followed, 2 mutual; 0 for visitors. One statement (two primary-key probes); the post
 * detail calls it for the author box.
 */
export async function followFlag(
  db: Db,
  viewerId: number | null,
  otherId: number,
): Promise<FollowFlag> {
  if (viewerId === null || viewerId === 0 || viewerId === otherId)
    return followFlagFrom(viewerId, otherId, false, false);
  const { aToB, bToA } = await followEdges(db, viewerId, otherId);
  return flagOf(aToB, bToA);
}

/**
 * The same status from edges already read (the homepage reads them with the person, in
 * one statement): -1 self, 0 for visitors, else from the two edges.
 */
export function followFlagFrom(
  viewerId: number | null,
  otherId: number,
  iFollow: boolean,
  theyFollow: boolean,
): FollowFlag {
  if (viewerId === null || viewerId === 0) return FOLLOW_STATUS.notFollowed;
  if (viewerId === otherId) return FOLLOW_STATUS.self;
  return flagOf(iFollow, theyFollow);
}

/** The follow status of each of `ids` for `viewerId`, in one statement. */
export async function followFlags(
  db: Db,
  viewerId: number | null,
  ids: number[],
): Promise<(id: number) => FollowFlag> {
  if (viewerId === null || viewerId === 0) return () => FOLLOW_STATUS.notFollowed;
  const { following, followers } = await followEdgesOf(
    db,
    viewerId,
    ids.filter((id) => id !== viewerId),
  );
  return (id) =>
    id === viewerId ? FOLLOW_STATUS.self : flagOf(following.has(id), followers.has(id));
}

/** A list row on the wire (SPEC §3 field names). */
export function toSocialUser(row: PersonRow, flag: FollowFlag): SocialUser {
  return {
    id: row.id,
    nickname: row.nickname,
    image_url: row.imageUrl,
    user_sign: row.userSign,
    level_name: row.levelName,
    fan_count: row.fanCount,
    follow_flag: flag,
  };
}

/** Rows with their follow status for `viewerId`. */
export async function withFlags(
  db: Db,
  viewerId: number | null,
  rows: PersonRow[],
): Promise<SocialUser[]> {
  const flag = await followFlags(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSocialUser(r, flag(r.id)));
}
