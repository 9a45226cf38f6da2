import { eq } from 'drizzle-orm';
import {
  MESSAGE_CATEGORY,
  MSG,
  SPEC_ENTRY_STATUS,
  SPEC_STATUS,
  STAFF_ACTION,
  SpecEntryStatus,
  SpecStatus,
  type AdminSpec,
  type AdminSpecEntry,
  type CreatorTakedownKindValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertStaffRole } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import { toCreatorUser } from './spec.mapper';
import { findSpecRow } from './spec.repository';
import { entriesForStaff, pageSpecsForStaff, TAKEDOWN_TABLES } from './takedown.repository';

const LABEL: Record<CreatorTakedownKindValue, string> = {
  spec: '规格书',
  challenge: '挑战',
  design: '设计稿',
};

/** What a take-down needs of its target: who owns it, what to call it, where it stands. */
interface Target {
  ownerId: number;
  name: string;
  status: number;
  removedFrom: number | null;
}

/**
 * 内容 › 研究室 (docs/creator.md "Take-down"): staff take down a spec, challenge or design
 * that breaks the rules — its status becomes 已被管理员下架, so every public read hides it as
 * it hides a draft, and its owner sees it with the reason — and restore it to the status it
 * had. Moderators and up, checked here; each write is one audit row and one message to the
 * owner, in one transaction.
 */
export class CreatorTakedownService {
  constructor(private readonly db: Db) {}

  async specs(
    staffId: number,
    query: { keyword?: string | undefined; status?: number | undefined },
    page: number,
    pageSize: number,
  ): Promise<{ data: AdminSpec[]; paginate: ReturnType<typeof paginate> }> {
    await assertStaffRole(this.db, staffId, 'moderator');
    const { rows, total } = await pageSpecsForStaff(this.db, query, page, pageSize);
    return {
      data: rows.map((r) => ({
        id: r.spec.id,
        title: r.spec.title,
        status: r.spec.status,
        status_text: SpecStatus.label(r.spec.status),
        creator: toCreatorUser(r.creator),
        challenge_count: r.challengeCount,
        design_count: r.designCount,
        remove_reason: r.spec.removeReason,
        create_time: toUnixSeconds(r.spec.createTime.getTime()),
      })),
      paginate: paginate(total, page, pageSize),
    };
  }

  async entries(staffId: number, specId: number): Promise<AdminSpecEntry[]> {
    await assertStaffRole(this.db, staffId, 'moderator');
    // A spec that is not there is 404 as everywhere else, not an empty list that reads as
    // "nothing brought to it yet".
    if (!(await findSpecRow(this.db, specId))) throw AppError.notFound(MSG.specNotFound);
    const { challenges, designs } = await entriesForStaff(this.db, specId);
    const common = (
      e: (typeof challenges)[number]['entry'] | (typeof designs)[number]['entry'],
    ) => ({
      id: e.id,
      status: e.status,
      status_text: SpecEntryStatus.label(e.status),
      remove_reason: e.removeReason,
      create_time: toUnixSeconds(e.createTime.getTime()),
    });
    return [
      ...challenges.map(({ entry, user }) => ({
        kind: 'challenge' as const,
        ...common(entry),
        user: toCreatorUser(user),
        text: entry.title,
        images: [],
      })),
      ...designs.map(({ entry, user }) => ({
        kind: 'design' as const,
        ...common(entry),
        user: toCreatorUser(user),
        text: entry.description,
        images: entry.images,
      })),
    ].sort((a, b) => b.create_time - a.create_time || b.id - a.id);
  }

  async takedown(actor: StaffActor, kind: CreatorTakedownKindValue, id: number, reason: string) {
    await assertStaffRole(this.db, actor.id, 'moderator');
    const removed = removedStatus(kind);
    await this.db.transaction(async (tx) => {
      const t = await lockTarget(tx, kind, id);
      if (t.status === removed) throw AppError.conflict(MSG.creatorAlreadyRemoved);
      await setStatus(tx, kind, id, {
        status: removed,
        removedFrom: t.status,
        removeReason: reason,
      });
      await this.tell(
        tx,
        t.ownerId,
        `你的${LABEL[kind]}已被管理员下架`,
        `你的${LABEL[kind]}「${t.name}」已被管理员下架，原因：${reason}。如有疑问请联系管理员。`,
      );
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.creatorTakedown,
        target: `${kind}:${id}`,
        before: { status: t.status },
        after: { status: removed },
        details: { reason },
      });
    });
  }

  async restore(actor: StaffActor, kind: CreatorTakedownKindValue, id: number) {
    await assertStaffRole(this.db, actor.id, 'moderator');
    await this.db.transaction(async (tx) => {
      const t = await lockTarget(tx, kind, id);
      if (t.status !== removedStatus(kind)) throw AppError.conflict(MSG.creatorNotRemoved);
      // Back to where it stood; a row without a remembered status goes back unpublished.
      const status =
        t.removedFrom ?? (kind === 'spec' ? SPEC_STATUS.draft : SPEC_ENTRY_STATUS.pending);
      await setStatus(tx, kind, id, { status, removedFrom: null, removeReason: '' });
      await this.tell(
        tx,
        t.ownerId,
        `你的${LABEL[kind]}已恢复`,
        `你的${LABEL[kind]}「${t.name}」经复核已恢复。`,
      );
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.creatorRestore,
        target: `${kind}:${id}`,
        before: { status: t.status },
        after: { status },
      });
    });
  }

  private tell(tx: Db, userId: number, title: string, content: string) {
    return writeMessage(tx, {
      userId,
      category: MESSAGE_CATEGORY.system,
      fromUserId: null,
      targetType: 0,
      targetId: 0,
      title,
      content,
    });
  }
}

const removedStatus = (kind: CreatorTakedownKindValue) =>
  kind === 'spec' ? SPEC_STATUS.removed : SPEC_ENTRY_STATUS.removed;

/** The target row, locked for the transaction; a missing one is its kind's 404. */
async function lockTarget(tx: Db, kind: CreatorTakedownKindValue, id: number): Promise<Target> {
  if (kind === 'spec') {
    const [s] = await tx
      .select()
      .from(TAKEDOWN_TABLES.spec)
      .where(eq(TAKEDOWN_TABLES.spec.id, id))
      .for('update');
    if (!s) throw AppError.notFound(MSG.specNotFound);
    return { ownerId: s.creatorId, name: s.title, status: s.status, removedFrom: s.removedFrom };
  }
  if (kind === 'challenge') {
    const [c] = await tx
      .select()
      .from(TAKEDOWN_TABLES.challenge)
      .where(eq(TAKEDOWN_TABLES.challenge.id, id))
      .for('update');
    if (!c) throw AppError.notFound(MSG.challengeNotFound);
    return { ownerId: c.userId, name: c.title, status: c.status, removedFrom: c.removedFrom };
  }
  const [d] = await tx
    .select()
    .from(TAKEDOWN_TABLES.design)
    .where(eq(TAKEDOWN_TABLES.design.id, id))
    .for('update');
  if (!d) throw AppError.notFound(MSG.designNotFound);
  const name = d.description.length > 20 ? `${d.description.slice(0, 20)}…` : d.description;
  return { ownerId: d.userId, name, status: d.status, removedFrom: d.removedFrom };
}

async function setStatus(
  tx: Db,
  kind: CreatorTakedownKindValue,
  id: number,
  values: { status: number; removedFrom: number | null; removeReason: string },
) {
  const table = TAKEDOWN_TABLES[kind];
  await tx.update(table).set(values).where(eq(table.id, id));
}
