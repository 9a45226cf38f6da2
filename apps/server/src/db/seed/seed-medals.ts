import { sql } from 'drizzle-orm';
import { MEDAL_KIND, MEDAL_TRIGGER, USER_ROLE, type MedalTriggerValue } from '@xinke/shared';
import { selectRows, type Db } from '../client';
import { userMedals } from '../schema';
import { listMedalDefs } from '../../modules/medal/medal-defs';

const DAY_MS = 86_400_000;

interface MemberFacts {
  id: number;
  role: string;
  xUp: number;
  ele: number;
  itemCount: number;
  praiseCount: number;
  streak: number;
  comments: number;
}

/** What each automatic medal counts, read from the seeded member. */
const VALUE_OF: Record<MedalTriggerValue, (m: MemberFacts) => number> = {
  [MEDAL_TRIGGER.posts]: (m) => m.itemCount,
  [MEDAL_TRIGGER.signInStreak]: (m) => m.streak,
  [MEDAL_TRIGGER.likesReceived]: (m) => m.praiseCount,
  [MEDAL_TRIGGER.commentsWritten]: (m) => m.comments,
  [MEDAL_TRIGGER.ele]: (m) => m.ele,
};

/**
 * The demo's medals, derived from the seeded community so every medal shown is one its
 * holder really earned: the automatic ones by their conditions (the medals table), the honour
 * ones from the site account (the admin): 优秀创作者 to the creative masters, 社区贡献者
 * to the three members with the most electricity. Seeded awards are old news (seen), and
 * write no messages.
 */
export async function seedMedals(db: Db, now: number): Promise<void> {
  const members = await selectRows<MemberFacts>(
    db,
    sql`select u.id, u.role, u.x_up as "xUp", u.ele, u.item_count as "itemCount",
        u.praise_count as "praiseCount",
        coalesce((select max(s.streak) from sign_ins s where s.user_id = u.id), 0)::int as streak,
        ((select count(*) from comments c where c.user_id = u.id and c.status = 1)
          + (select count(*) from replies r where r.user_id = u.id and r.status = 1))::int as comments
      from users u order by u.id`,
  );
  const admin = members.find((m) => m.role === USER_ROLE.admin);
  const topByEle = members
    .filter((m) => m.role !== USER_ROLE.admin)
    .sort((a, b) => b.ele - a.ele)
    .slice(0, 3)
    .map((m) => m.id);
  const defs = await listMedalDefs(db, true);
  const rows: (typeof userMedals.$inferInsert)[] = [];
  for (const m of members) {
    defs.forEach((medal, i) => {
      const earned =
        medal.kind === MEDAL_KIND.auto
          ? VALUE_OF[medal.trigger as MedalTriggerValue](m) >= (medal.threshold ?? Infinity)
          : admin !== undefined &&
            (medal.key === 'great_creator' ? m.xUp === 1 : topByEle.includes(m.id));
      if (!earned) return;
      rows.push({
        userId: m.id,
        medalKey: medal.key,
        awardedBy: medal.kind === MEDAL_KIND.manual ? (admin?.id ?? null) : null,
        seen: 1,
        createTime: new Date(now - (((m.id * 7 + i * 3) % 40) + 1) * DAY_MS),
      });
    });
  }
  if (rows.length > 0) await db.insert(userMedals).values(rows);
}
