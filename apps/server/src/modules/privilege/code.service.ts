import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  CODE_REVIEW_ACTION,
  CODE_STATUS,
  CodeType,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  type CodeRow,
  type CodeTypeState,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { privilegeCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import { assertCodeTransition } from './code-transition';
import { toCodeRow } from './code.mapper';
import { CODE_PREFIX, randomCode } from './random-code';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Codes a member is using: claimed or submitted, not yet past expire_time. */
const inUse = (now: Date) =>
  and(
    inArray(privilegeCodes.status, [CODE_STATUS.claimed, CODE_STATUS.redeeming]),
    gt(privilegeCodes.expireTime, now),
  );

/** Pool codes a member could still take (expired ones stay in the table, status 0). */
const inPool = (now: Date) =>
  and(
    eq(privilegeCodes.status, CODE_STATUS.available),
    isNull(privilegeCodes.userId),
    gt(privilegeCodes.expireTime, now),
  );

async function lockCode(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(privilegeCodes)
    .where(eq(privilegeCodes.id, id))
    .limit(1)
    .for('update');
  if (!row) throw AppError.notFound(MSG.codeNotFound);
  return row;
}

/**
 * GET /web/user/prerogative/codes: my codes newest first (index user_id, id desc), plus
 * for every code type whether I may claim one now and why not.
 */
export async function listMyCodes(
  db: Db,
  clock: Clock,
  userId: number,
  q: { page: number; page_size: number },
) {
  const now = clock();
  const mine = eq(privilegeCodes.userId, userId);
  const [rows, [total], held, pool] = await Promise.all([
    db
      .select()
      .from(privilegeCodes)
      .where(mine)
      .orderBy(desc(privilegeCodes.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(privilegeCodes).where(mine),
    db
      .selectDistinct({ type: privilegeCodes.type })
      .from(privilegeCodes)
      .where(and(mine, inUse(new Date(now)))),
    db
      .selectDistinct({ type: privilegeCodes.type })
      .from(privilegeCodes)
      .where(inPool(new Date(now))),
  ]);
  const heldTypes = new Set(held.map((r) => r.type));
  const poolTypes = new Set(pool.map((r) => r.type));
  const types: CodeTypeState[] = CodeType.options.map(({ value, label }) => {
    const reason = heldTypes.has(value)
      ? MSG.codeAlreadyHeld
      : poolTypes.has(value)
        ? ''
        : MSG.codePoolEmpty;
    return { type: value, type_text: label, can_claim: reason === '', reason };
  });
  return {
    data: rows.map((r) => toCodeRow(r, now)),
    paginate: paginate(total?.n ?? 0, q.page, q.page_size),
    types,
  };
}

/**
 * 可用 → 已领取: the member takes the pool code of `type` that expires first. One code of a
 * type in use at a time (claimed or submitted, not expired): the member's users row is
 * locked so two tabs cannot both pass that check, and SKIP LOCKED lets two members claim
 * at once without taking the same code or waiting on each other.
 */
export async function claimCode(
  db: Db,
  clock: Clock,
  userId: number,
  type: number,
): Promise<CodeRow> {
  const now = clock();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ id: privilegeCodes.id })
      .from(privilegeCodes)
      .where(
        and(eq(privilegeCodes.userId, userId), eq(privilegeCodes.type, type), inUse(new Date(now))),
      )
      .limit(1);
    if (held) throw AppError.conflict(MSG.codeAlreadyHeld);
    const [code] = await tx
      .select()
      .from(privilegeCodes)
      .where(and(eq(privilegeCodes.type, type), inPool(new Date(now))))
      .orderBy(asc(privilegeCodes.expireTime), asc(privilegeCodes.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!code) throw AppError.conflict(MSG.codePoolEmpty);
    assertCodeTransition('member', code, CODE_STATUS.claimed, now);
    const [row] = await tx
      .update(privilegeCodes)
      .set({ status: CODE_STATUS.claimed, userId, claimTime: new Date(now) })
      .where(eq(privilegeCodes.id, code.id))
      .returning();
    return toCodeRow(row ?? code, now);
  });
}

/** 已领取 → 兑换中: only the holder submits their code; an admin decides next. */
export async function redeemCode(
  db: Db,
  clock: Clock,
  userId: number,
  id: number,
): Promise<CodeRow> {
  const now = clock();
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, id);
    if (code.userId !== userId) throw AppError.forbidden(MSG.notYourCode);
    assertCodeTransition('member', code, CODE_STATUS.redeeming, now);
    const [row] = await tx
      .update(privilegeCodes)
      .set({ status: CODE_STATUS.redeeming, redeemTime: new Date(now) })
      .where(eq(privilegeCodes.id, id))
      .returning();
    return toCodeRow(row ?? code, now);
  });
}

/**
 * An admin's decision on a submitted code: confirm 兑换中 → 已兑换, reject 兑换中 → 已领取
 * (the member holds it again and may resubmit before it expires), through the transition
 * table. The holder gets a system notice with the admin's note, and the audit row commits
 * with the decision.
 */
export async function reviewCode(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  id: number,
  input: { action: string; reason: string },
): Promise<CodeRow> {
  await assertAdmin(db, actor.id);
  const now = clock();
  const confirm = input.action === CODE_REVIEW_ACTION.confirm;
  const to = confirm ? CODE_STATUS.redeemed : CODE_STATUS.claimed;
  return db.transaction(async (tx) => {
    const code = await lockCode(tx, id);
    assertCodeTransition('admin', code, to, now);
    const [row] = await tx
      .update(privilegeCodes)
      .set(confirm ? { status: to } : { status: to, redeemTime: null })
      .where(eq(privilegeCodes.id, id))
      .returning();
    if (code.userId !== null) {
      const what = `${CodeType.label(code.type)} ${code.code}`;
      const note = input.reason ? `，说明：${input.reason}` : '';
      await writeMessage(tx, {
        userId: code.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: confirm ? `你的${what}已兑换成功` : `你的${what}兑换申请被驳回`,
        content: confirm
          ? `管理员已确认你的兑换申请${note}。`
          : `管理员驳回了你的兑换申请${note}。码已退回给你，可在过期前重新提交兑换。`,
      });
    }
    await recordStaffAction(tx, {
      actor,
      action: confirm ? STAFF_ACTION.codeConfirm : STAFF_ACTION.codeReject,
      target: `code:${id}`,
      before: { status: code.status },
      after: { status: to },
      reason: input.reason,
      details: { code: code.code, holder: code.userId },
    });
    return toCodeRow(row ?? code, now);
  });
}

export interface IssueInput {
  type: number;
  title: string;
  count: number;
  expire_time: number;
}

/**
 * An admin generates `count` new random codes of a type into the pool (可用, no holder),
 * in one transaction with the audit row.
 */
export async function issueCodes(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  input: IssueInput,
): Promise<CodeRow[]> {
  await assertAdmin(db, actor.id);
  const now = clock();
  const expireTime = new Date(input.expire_time * 1000);
  if (expireTime.getTime() <= now) throw AppError.badRequest(MSG.codeExpireInvalid);
  const prefix = CODE_PREFIX[input.type] ?? 'XC';
  return db.transaction(async (tx) => {
    const issued: (typeof privilegeCodes.$inferSelect)[] = [];
    // A random code that already exists is skipped by the unique index and made again.
    while (issued.length < input.count) {
      const values = Array.from({ length: input.count - issued.length }, () => ({
        type: input.type,
        code: randomCode(prefix),
        title: input.title,
        expireTime,
      }));
      issued.push(
        ...(await tx.insert(privilegeCodes).values(values).onConflictDoNothing().returning()),
      );
    }
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.codeIssue,
      target: `codes:${CodeType.label(input.type)}`,
      after: { ...input },
      details: { first_id: issued[0]?.id, last_id: issued.at(-1)?.id },
    });
    return issued.map((r) => toCodeRow(r, now));
  });
}
