import { and, eq, ilike, ne, type SQL } from 'drizzle-orm';
import {
  MSG,
  proposerMayDeleteChallenge,
  SPEC_ENTRY_STATUS,
  SPEC_STATUS,
  type Challenge,
  type Design,
  type Paginate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { specChallenges, specDesigns, specs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { containsPattern } from '../../lib/like-pattern';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { isBlocked } from '../social/black.repository';
import { assertCreativeMaster } from './creator-role';
import { noticeReview } from './entry-notice';
import { toChallenge, toDesign } from './entry.mapper';
import {
  challengeOfSpec,
  challengePage,
  deleteChallenge,
  deleteDesign,
  designPage,
  findChallengeRow,
  findDesignRow,
  insertChallenge,
  insertDesign,
  lockChallenge,
  lockDesign,
  updateChallenge,
  updateDesign,
  type PageArgs,
} from './entry.repository';
import { findSpecRow, lockSpec, updateSpec } from './spec.repository';
import { assertSpecNotRemoved } from './takedown.guard';

type Page<T> = { data: T[]; paginate: Paginate };

interface ChallengeInput {
  spec_id: number;
  title: string;
  content: string;
  tags: string[];
}
interface DesignInput {
  spec_id: number;
  challenge_id: number;
  description: string;
  images: string[];
}

/**
 * Challenges (挑战) and designs (设计稿), docs/creator.md. A member brings one to someone
 * else's published spec (not their own, not when its creator blocked them, not while muted);
 * the spec's creator — and only they — reviews it, pending → approved / rejected with a reason,
 * and the proposer is told. The proposer may withdraw a pending challenge and delete any of
 * theirs that is not approved (an approved one belongs to the spec's record, also while staff
 * have it taken down: `proposerMayDeleteChallenge`). Anyone but the one entitled is told it
 * does not exist (404), so pending entries stay private.
 */
export class EntryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The published spec a member is bringing something to, with the refusals in order. */
  private async openSpecFor(userId: number, specId: number, ownRefusal: string) {
    const row = await findSpecRow(this.db, specId);
    if (!row || row.spec.status !== SPEC_STATUS.published)
      throw AppError.notFound(MSG.specNotFound);
    if (row.spec.creatorId === userId) throw AppError.conflict(ownRefusal);
    if (await isBlocked(this.db, row.spec.creatorId, userId))
      throw AppError.forbidden(MSG.specBlocked);
    await assertNotMuted(this.db, userId, this.clock());
    return row.spec;
  }

  async createChallenge(userId: number, body: ChallengeInput): Promise<Challenge> {
    const spec = await this.openSpecFor(userId, body.spec_id, MSG.challengeOwnSpec);
    if (body.tags.some((tag) => !spec.challengeTags.includes(tag)))
      throw AppError.badRequest(MSG.challengeTagNotOffered);
    const id = await insertChallenge(this.db, {
      specId: spec.id,
      userId,
      title: body.title,
      content: body.content,
      tags: body.tags,
      status: SPEC_ENTRY_STATUS.pending,
      createTime: new Date(this.clock()),
    });
    return this.challenge(id);
  }

  /** approve (reason null) or reject a pending challenge on the caller's spec. */
  async reviewChallenge(userId: number, id: number, reason: string | null): Promise<Challenge> {
    await this.db.transaction(async (tx) => {
      const row = await lockChallenge(tx, id);
      if (!row || row.spec.creatorId !== userId) throw AppError.notFound(MSG.challengeNotFound);
      if (row.challenge.status !== SPEC_ENTRY_STATUS.pending)
        throw AppError.conflict(MSG.challengeNotPending);
      await updateChallenge(tx, id, {
        status: reason === null ? SPEC_ENTRY_STATUS.approved : SPEC_ENTRY_STATUS.rejected,
        reason: reason ?? '',
        auditTime: new Date(this.clock()),
      });
      await noticeReview(tx, row.challenge.userId, '挑战', row.spec, reason);
    });
    return this.challenge(id);
  }

  /** The spec's creator removes a challenge on it, whatever its state. */
  async deleteChallengeAsCreator(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockChallenge(tx, id);
      if (!row || row.spec.creatorId !== userId) throw AppError.notFound(MSG.challengeNotFound);
      await deleteChallenge(tx, id);
    });
  }

  async cancelMyChallenge(userId: number, id: number): Promise<Challenge> {
    await this.db.transaction(async (tx) => {
      const row = await lockChallenge(tx, id);
      if (!row || row.challenge.userId !== userId) throw AppError.notFound(MSG.challengeNotFound);
      if (row.challenge.status !== SPEC_ENTRY_STATUS.pending)
        throw AppError.conflict(MSG.challengeNotPending);
      await updateChallenge(tx, id, { status: SPEC_ENTRY_STATUS.cancelled });
    });
    return this.challenge(id);
  }

  async deleteMyChallenge(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockChallenge(tx, id);
      if (!row || row.challenge.userId !== userId) throw AppError.notFound(MSG.challengeNotFound);
      // An approved one is the spec's — also while taken down (judged by removed_from).
      if (!proposerMayDeleteChallenge(row.challenge.status, row.challenge.removedFrom))
        throw AppError.conflict(MSG.challengeApprovedNotDeletable);
      await deleteChallenge(tx, id);
    });
  }

  /** Choosing a spec's challenge tags is writing the spec: its creator, still a master. */
  async setChallengeTags(userId: number, specId: number, tags: string[]) {
    await this.db.transaction(async (tx) => {
      const spec = await lockSpec(tx, specId);
      if (!spec || spec.creatorId !== userId) throw AppError.notFound(MSG.specNotFound);
      await assertCreativeMaster(tx, userId);
      if (spec.status === SPEC_STATUS.cancelled)
        throw AppError.conflict(MSG.specCancelledNotEditable);
      assertSpecNotRemoved(spec.status);
      await updateSpec(tx, specId, { challengeTags: tags, updateTime: new Date(this.clock()) });
    });
    return { tags };
  }

  /** A spec the viewer may see: published, or their own. */
  private async visibleSpec(viewerId: number, specId: number) {
    const row = await findSpecRow(this.db, specId);
    const mine = row !== undefined && viewerId !== 0 && row.spec.creatorId === viewerId;
    if (!row || !(mine || row.spec.status === SPEC_STATUS.published))
      throw AppError.notFound(MSG.specNotFound);
    return row.spec;
  }

  async specTags(viewerId: number, specId: number) {
    return { tags: (await this.visibleSpec(viewerId, specId)).challengeTags };
  }

  async specChallenges(viewerId: number, specId: number, paging: PageArgs) {
    await this.visibleSpec(viewerId, specId);
    return this.challenges(
      and(eq(specChallenges.specId, specId), eq(specChallenges.status, SPEC_ENTRY_STATUS.approved)),
      paging,
    );
  }

  /** Entries on the caller's specs; status -1 is every state. */
  async challengesOnMySpecs(userId: number, status: number, paging: PageArgs) {
    const state = status < 0 ? undefined : eq(specChallenges.status, status);
    return this.challenges(and(eq(specs.creatorId, userId), state), paging);
  }

  async myChallenges(userId: number, paging: PageArgs) {
    return this.challenges(eq(specChallenges.userId, userId), paging);
  }

  /** Published specs a member may bring a challenge or design to (not their own). */
  async specsToChallenge(userId: number, keyword: string) {
    const rows = await this.db
      .select({ id: specs.id, title: specs.title, tags: specs.challengeTags })
      .from(specs)
      .where(
        and(
          eq(specs.status, SPEC_STATUS.published),
          ne(specs.creatorId, userId),
          keyword ? ilike(specs.title, containsPattern(keyword)) : undefined,
        ),
      )
      .orderBy(specs.id)
      .limit(50);
    return rows;
  }

  async uploadDesign(userId: number, body: DesignInput): Promise<Design> {
    const spec = await this.openSpecFor(userId, body.spec_id, MSG.designOwnSpec);
    if (
      body.challenge_id !== 0 &&
      !(await challengeOfSpec(this.db, body.challenge_id, spec.id, SPEC_ENTRY_STATUS.approved))
    )
      throw AppError.badRequest(MSG.designChallengeInvalid);
    const id = await insertDesign(this.db, {
      specId: spec.id,
      challengeId: body.challenge_id || null,
      userId,
      description: body.description,
      images: body.images,
      status: SPEC_ENTRY_STATUS.pending,
      createTime: new Date(this.clock()),
    });
    return this.design(id);
  }

  async reviewDesign(userId: number, id: number, reason: string | null): Promise<Design> {
    await this.db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      if (!row || row.spec.creatorId !== userId) throw AppError.notFound(MSG.designNotFound);
      if (row.design.status !== SPEC_ENTRY_STATUS.pending)
        throw AppError.conflict(MSG.designNotPending);
      await updateDesign(tx, id, {
        status: reason === null ? SPEC_ENTRY_STATUS.approved : SPEC_ENTRY_STATUS.rejected,
        reason: reason ?? '',
        auditTime: new Date(this.clock()),
      });
      await noticeReview(tx, row.design.userId, '设计稿', row.spec, reason);
    });
    return this.design(id);
  }

  async deleteDesignAsCreator(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      if (!row || row.spec.creatorId !== userId) throw AppError.notFound(MSG.designNotFound);
      await deleteDesign(tx, id);
    });
  }

  async specDesigns(viewerId: number, specId: number, paging: PageArgs) {
    await this.visibleSpec(viewerId, specId);
    return this.designs(
      and(eq(specDesigns.specId, specId), eq(specDesigns.status, SPEC_ENTRY_STATUS.approved)),
      paging,
    );
  }

  async designsOnMySpecs(userId: number, status: number, paging: PageArgs) {
    const state = status < 0 ? undefined : eq(specDesigns.status, status);
    return this.designs(and(eq(specs.creatorId, userId), state), paging);
  }

  async myDesigns(userId: number, paging: PageArgs) {
    return this.designs(eq(specDesigns.userId, userId), paging);
  }

  private async challenges(where: SQL | undefined, paging: PageArgs): Promise<Page<Challenge>> {
    const { rows, total } = await challengePage(this.db, where, paging);
    return { data: rows.map(toChallenge), paginate: paginate(total, paging.page, paging.pageSize) };
  }

  private async designs(where: SQL | undefined, paging: PageArgs): Promise<Page<Design>> {
    const { rows, total } = await designPage(this.db, where, paging);
    return { data: rows.map(toDesign), paginate: paginate(total, paging.page, paging.pageSize) };
  }

  private async challenge(id: number): Promise<Challenge> {
    const row = await findChallengeRow(this.db, id);
    if (!row) throw AppError.notFound(MSG.challengeNotFound);
    return toChallenge(row);
  }

  private async design(id: number): Promise<Design> {
    const row = await findDesignRow(this.db, id);
    if (!row) throw AppError.notFound(MSG.designNotFound);
    return toDesign(row);
  }
}
