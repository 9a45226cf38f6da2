import { LIULANG_APPLY_STATUS, LIULANG_DEPOSIT_STATUS, LIULANG_ROUND_STATUS } from '@xinke/shared';
import { liulangApplications, liulangDeposits, liulangRounds } from '../../src/db/schema';
import { uniq, type StaffWorld } from './world';
import type { StaffCall } from './scenarios';

const DAY = 86_400_000;

/** A published 流浪计划 round open for sign-up. */
async function walkRound(w: StaffWorld): Promise<number> {
  const now = Date.now();
  const [round] = await w.t.db
    .insert(liulangRounds)
    .values({
      title: `走查流浪计划 ${uniq()}`,
      device: 'ESP32-S3 开发板',
      depositFen: 19_900,
      signupStart: new Date(now - DAY),
      signupEnd: new Date(now + 7 * DAY),
      experienceDays: 7,
      places: 3,
      status: LIULANG_ROUND_STATUS.published,
    })
    .returning({ id: liulangRounds.id });
  return round!.id;
}

/** The walk member's application to a fresh round: pending, or selected and shipped on. */
async function walkApplication(w: StaffWorld, shipped = false): Promise<number> {
  const now = Date.now();
  const [application] = await w.t.db
    .insert(liulangApplications)
    .values({
      roundId: await walkRound(w),
      userId: w.member.id,
      reason: '想用它做一个桌面气象站',
      receiver: '走查',
      phone: '13800000000',
      address: '广东省深圳市南山区科技园',
      ...(shipped
        ? {
            status: LIULANG_APPLY_STATUS.selected,
            chainOrder: 1,
            selectedAt: new Date(now - 3 * DAY),
            startTime: new Date(now - 2 * DAY),
            shipTime: new Date(now - DAY),
          }
        : {}),
    })
    .returning({ id: liulangApplications.id });
  if (shipped)
    await w.t.db.insert(liulangDeposits).values({
      applicationId: application!.id,
      userId: w.member.id,
      amount: 19_900,
      status: LIULANG_DEPOSIT_STATUS.paid,
      paidAt: new Date(now - 3 * DAY),
    });
  return application!.id;
}

const ROUND = {
  title: '流浪地球计划 · 走查期',
  device: 'ESP32-S3 开发板',
  deposit_fen: 19_900,
  experience_days: 7,
  places: 3,
  reward_ele: 50,
  status: LIULANG_ROUND_STATUS.published,
};

/* The console's 流浪计划 actions (docs/liulang.md): rounds, selection, deposit refunds. */
export const LIULANG_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/liulang/create': async () => {
    const now = Math.floor(Date.now() / 1000);
    return { body: { ...ROUND, signup_start: now, signup_end: now + 7 * 86_400 } };
  },
  'POST /web/admin/liulang/save/:id': async (w) => {
    const [round] = await w.t.db.select({ id: liulangRounds.id }).from(liulangRounds).limit(1);
    const now = Math.floor(Date.now() / 1000);
    return {
      params: { id: round?.id ?? 0 },
      body: { ...ROUND, title: '流浪地球计划 · 改名', signup_start: now, signup_end: now + 86_400 },
    };
  },
  'POST /web/admin/liulang/select': async (w) => ({
    body: { application_id: await walkApplication(w) },
  }),
  'POST /web/admin/liulang/reject': async (w) => ({
    body: { application_id: await walkApplication(w), reason: '本期名额已满' },
  }),
  'POST /web/admin/liulang/refund': async (w) => ({
    body: { application_id: await walkApplication(w, true) },
  }),
};
