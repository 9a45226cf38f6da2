import { ITEM_STATUS, ITEM_TYPE, MSG, VOTE_SELECT_TYPE, type VoteBlock } from '@xinke/shared';
import { z } from 'zod';
import type { giftVote } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { findItem, lockItem } from '../item/item.repository';
import {
  countBallots,
  deleteSubject,
  deleteSubjects,
  findMyBallots,
  findOptions,
  findSubjectItemId,
  findSubjects,
  hasBallots,
  insertBallots,
  insertSubjects,
  setExpireTime,
  type SubjectData,
} from './vote.repository';

export type GiftVoteBody = z.output<NonNullable<(typeof giftVote)['body']>>;

/** A draft's vote may have no expire time yet; the column needs one, so the epoch stands in. */
export const NO_EXPIRE_TIME = new Date(0);

const structureOf = (subjects: SubjectData[]) =>
  JSON.stringify(
    subjects.map((s) => [s.subject, s.selectType, s.options.map((o) => [o.text, o.image])]),
  );

/**
 * Writes the subjects of a vote item. Once anyone has voted, the questions and options are
 * fixed (changing them would misattribute ballots): an unchanged vote may still move its
 * expire time, a changed one is refused.
 */
export async function saveVoteSubjects(
  tx: Db,
  itemId: number,
  subjects: SubjectData[],
  expireTime: Date,
): Promise<void> {
  const existing = await findSubjects(tx, itemId, true);
  if (existing.some((s) => s.voterCount > 0)) {
    const options = await findOptions(
      tx,
      existing.map((s) => s.id),
    );
    const current: SubjectData[] = existing.map((s) => ({
      subject: s.subject,
      selectType: s.selectType,
      options: options.filter((o) => o.subjectId === s.id),
    }));
    if (structureOf(current) !== structureOf(subjects)) throw AppError.conflict(MSG.voteLocked);
    await setExpireTime(tx, itemId, expireTime);
    return;
  }
  await deleteSubjects(tx, itemId);
  await insertSubjects(tx, itemId, subjects, expireTime);
}

/** The publishing form's view of a vote: what was entered, with counts. */
export async function loadVoteEdit(db: Db, itemId: number) {
  const subjects = await findSubjects(db, itemId);
  const options = await findOptions(
    db,
    subjects.map((s) => s.id),
  );
  const expire = subjects[0]?.expireTime;
  return {
    expire_time:
      expire && expire.getTime() !== NO_EXPIRE_TIME.getTime()
        ? toUnixSeconds(expire.getTime())
        : null,
    voteArr: subjects.map((s) => ({
      id: s.id,
      subject: s.subject,
      select_type: s.selectType,
      options: options
        .filter((o) => o.subjectId === s.id)
        .map((o) => ({
          id: o.id,
          text: o.text,
          image: o.image,
          description: o.description,
          num: o.num,
        })),
    })),
  };
}

/**
 * The vote block of a detail page (helper B's /web/forum/detail uses it). Counts are shown
 * per subject once the viewer voted in it or the vote has ended, so early results cannot
 * sway the vote; before that `num`, `percent` and `voter_count` are null. Null when the
 * item has no vote.
 */
export async function loadVoteBlock(
  db: Db,
  itemId: number,
  viewerId: number | null,
  now: number = Date.now(),
): Promise<VoteBlock | null> {
  const subjects = await findSubjects(db, itemId);
  const first = subjects[0];
  if (!first) return null;
  const ids = subjects.map((s) => s.id);
  const [options, mine] = await Promise.all([
    findOptions(db, ids),
    viewerId === null ? Promise.resolve([]) : findMyBallots(db, ids, viewerId),
  ]);
  const isExpired = first.expireTime.getTime() <= now;
  const myChoice = new Map(mine.map((b) => [b.subjectId, new Set(b.optionIds)]));
  return {
    item_id: itemId,
    expire_time: toUnixSeconds(first.expireTime.getTime()),
    is_expired: isExpired,
    subjects: subjects.map((s) => {
      const chosen = myChoice.get(s.id);
      const show = isExpired || chosen !== undefined;
      return {
        id: s.id,
        subject: s.subject,
        select_type: s.selectType,
        voter_count: show ? s.voterCount : null,
        has_voted: chosen !== undefined,
        show_result: show,
        options: options
          .filter((o) => o.subjectId === s.id)
          .map((o) => ({
            id: o.id,
            text: o.text,
            image: o.image,
            description: o.description,
            num: show ? o.num : null,
            percent: show
              ? s.voterCount > 0
                ? Math.round((o.num / s.voterCount) * 1000) / 10
                : 0
              : null,
            is_chosen: chosen?.has(o.id) ?? false,
          })),
      };
    }),
  };
}

/**
 * POST /web/common/gift_vote. All subjects of one request are cast together or not at all:
 * if any of them was already voted by this user (even by a racing request), the whole
 * ballot is refused with 你已经投过票了 and nothing is counted.
 */
export async function castVote(
  db: Db,
  clock: Clock,
  userId: number,
  body: GiftVoteBody,
): Promise<VoteBlock> {
  const item = await findItem(db, body.item_id);
  if (!item || item.itemStatus !== ITEM_STATUS.published) throw AppError.notFound(MSG.itemNotFound);
  if (item.itemType !== ITEM_TYPE.vote) throw AppError.badRequest(MSG.voteNotAVote);
  const subjects = await findSubjects(db, item.id);
  const options = await findOptions(
    db,
    subjects.map((s) => s.id),
  );
  const first = subjects[0];
  if (!first) throw AppError.badRequest(MSG.voteNotAVote);
  if (first.expireTime.getTime() <= clock()) throw AppError.conflict(MSG.voteEnded);

  const ballots = new Map<number, number[]>();
  for (const entry of body.vote) {
    const subject = subjects.find((s) => s.id === entry.subject_id);
    if (!subject || ballots.has(subject.id)) throw AppError.badRequest(MSG.voteOptionInvalid);
    const chosen = [...new Set(entry.option_ids)];
    const valid = new Set(options.filter((o) => o.subjectId === subject.id).map((o) => o.id));
    if (!chosen.every((id) => valid.has(id))) throw AppError.badRequest(MSG.voteOptionInvalid);
    if (subject.selectType === VOTE_SELECT_TYPE.single && chosen.length !== 1)
      throw AppError.badRequest(MSG.voteSingleChoice);
    ballots.set(subject.id, chosen);
  }

  await db.transaction(async (tx) => {
    const list = [...ballots].map(([subjectId, optionIds]) => ({ subjectId, optionIds }));
    const inserted = await insertBallots(tx, userId, list);
    if (inserted.length !== list.length) throw AppError.conflict(MSG.voteAlreadyCast);
    await countBallots(
      tx,
      inserted,
      list.flatMap((b) => b.optionIds),
    );
  });
  const block = await loadVoteBlock(db, item.id, userId, clock());
  if (!block) throw AppError.notFound(MSG.itemNotFound);
  return block;
}

/**
 * DELETE /web/item/subtitle_delete/:id (SPEC §7): the author removes one subject of their
 * vote post, with its options. Subjects are locked once the vote is published, and a
 * ballot (none can exist before publishing) locks them too; a post that is not a draft keeps
 * at least one subject, since review and publishing need a vote to show. The post row is
 * locked first, then its subjects, in the order every vote write takes them.
 */
export async function deleteVoteSubject(db: Db, userId: number, subjectId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const itemId = await findSubjectItemId(tx, subjectId);
    const item = itemId === undefined ? undefined : await lockItem(tx, itemId);
    if (!item) throw AppError.notFound(MSG.voteSubjectNotFound);
    if (item.userId !== userId) throw AppError.forbidden(MSG.notYourItem);
    const subjects = await findSubjects(tx, item.id, true);
    const subject = subjects.find((s) => s.id === subjectId);
    // Gone between the first read and the lock (a racing delete or resave).
    if (!subject) throw AppError.notFound(MSG.voteSubjectNotFound);
    if (item.itemStatus === ITEM_STATUS.published)
      throw AppError.conflict(MSG.voteSubjectPublished);
    if (subject.voterCount > 0 || (await hasBallots(tx, subject.id)))
      throw AppError.conflict(MSG.voteLocked);
    if (item.itemStatus !== ITEM_STATUS.draft && subjects.length <= 1)
      throw AppError.conflict(MSG.voteSubjectLast);
    await deleteSubject(tx, subject.id);
    return null;
  });
}
