import {
  COLLECT_SOURCE_TYPE,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
  LETTER_KIND,
  MESSAGE_CATEGORY,
} from '@xinke/shared';
import { findCounterDrift } from '../src/db/consistency';
import { indexDocument } from '../src/search';
import { circleSearchDocument, itemSearchDocument } from '../src/modules/search/search-documents';
import { withIndexesDeferred } from './bench-bulk';
import type { BenchDatabase } from './bench-db';

/**
 * Bulk data for the load test, in proportion to N items: N/20 users, ~2 comments, ~3 likes
 * and ~1 collection per item, a message to the author for every comment, N/10 private
 * letters with their conversations, 10 circles, 5 tags, N page views over the last 30 days.
 * User 1 (the logged-in reader of the bench) writes one post in 500, so their message list
 * and homepage have depth. Every stored counter equals its rows (checked after the seed
 * with findCounterDrift, the same check as the tests').
 *
 * Bodies and their tsvectors come from a few dozen templates tokenized once in JS; rows are
 * generated inside the database (multi-row INSERT … SELECT over generate_series, in chunks),
 * with the secondary indexes built once after the load (bench-bulk.ts): a million posts
 * take minutes, not hours, and the tokenizer is not what is timed. One template in 4,999
 * posts carries a rare word (RARE_WORD) for the rare-word search.
 */

/** In 1 post of 4,999 (≈ 200 of a million): the rare-word search's target. */
export const RARE_WORD = '氮化镓';
const SENTENCES = [
  '最近给家里的台式机升级了一下，换了新的显卡，功耗和温度都比预想的低。',
  '主板是 B650M，内存条用的是 DDR5 6000 双通道，开了 EXPO 很稳定。',
  '散热器一开始用风冷，后来换成了 360 一体式水冷，噪音小了很多。',
  '机箱是海景房，走线花了一个下午，背线整理得还算满意。',
  '固态硬盘选了两块 PCIe4.0 的 M.2 盘，读写速度跑分很好看。',
  '客制化机械键盘的轴体换成了线性轴，键帽是 PBT 热升华的。',
  '定位板用的铝，手感比原来的薄膜键盘好太多，打字声音也更清脆。',
  '周末用树莓派 4B 装了 Home Assistant，配合传感器做智能家居。',
  '几个 ESP32-S3 开发板通过 MQTT 上报温湿度，断电重连也没问题。',
  '焊接的时候用万用表量了一下电源模块的输出，电压很稳。',
  '示波器上看纹波还可以，单片机的串口日志也正常。',
  '下一步打算用 3D 打印机给它们做外壳，图纸已经画好了。',
  'STM32 的定时器中断配置了好几遍才对，时钟树一定要看清楚。',
  '无人机的飞控换成了开源固件，调参之后悬停非常稳。',
  '给老笔记本换了电池和硅脂，又能再战三年。',
  '路由器刷了 OpenWrt，旁路由跑得很顺，家里网络终于不掉线了。',
  '这次组装 NAS 用了四块机械硬盘，组了 RAID5，备份照片很安心。',
  '机箱风扇有点异响，拆开清灰加油后安静多了。',
  '用面包板搭了一个简单的放大电路，声音效果出乎意料。',
  '电烙铁的温度不要调太高，否则焊盘很容易脱落。',
  '最后说一下成本，整套下来比买成品便宜了将近一半。',
  '有问题欢迎在评论区交流，我会尽量回复大家。',
];

const TITLES = [
  '装机记录分享',
  '键盘改造心得',
  '树莓派折腾日记',
  '单片机入门笔记',
  '智能家居方案',
  '显卡升级体验',
  '焊接新手求助',
  '无人机调参经验',
  'NAS 组装记录',
  '开发板点灯教程',
];

const CIRCLES = [
  '装机',
  '机械键盘',
  '显卡',
  '树莓派',
  '智能家居',
  '单片机',
  '无人机',
  'NAS',
  '焊接',
  '3D 打印',
];
const TEMPLATES = 48;
const CHUNK = 50_000;

/** A small deterministic generator: the same N always gives the same data. */
function lcg(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

function templates() {
  const next = lcg(7);
  // Template TEMPLATES (one past the common ones) is the rare one.
  return Array.from({ length: TEMPLATES + 1 }, (_, k) => {
    const title = `${TITLES[k % TITLES.length]}（第${k + 1}篇）`;
    const parts = Array.from({ length: 4 }, () => SENTENCES[next(SENTENCES.length)] ?? '');
    if (k === TEMPLATES) parts[1] = `换了一颗${RARE_WORD}充电头，体积小，满载温度也不高。`;
    const body = parts.map((p) => `<p>${p}</p>`).join('');
    const summary = parts.join('').slice(0, 80);
    return { k, title, body, summary, sv: indexDocument(itemSearchDocument({ title, body })) };
  });
}

export interface SeedCounts {
  items: number;
  users: number;
  comments: number;
  likes: number;
  collections: number;
  messages: number;
  letters: number;
  seconds: number;
}

/** The tables bulk-loaded with their secondary indexes built afterwards. */
const BULK_TABLES = ['items', 'item_tags', 'comments', 'thumbs', 'collections', 'messages'];
/** The bench's logged-in reader writes the posts whose number is ≡ 1 (mod this). */
const READER_POST_EVERY = 500;

/** Runs `statement` over item numbers [from, to] in chunks ($1, $2; `params` from $3). */
async function inChunks(b: BenchDatabase, n: number, statement: string, params: unknown[] = []) {
  for (let from = 1; from <= n; from += CHUNK) {
    await b.query(statement, [from, Math.min(n, from + CHUNK - 1), ...params]);
  }
}

async function seedUsersCirclesTags(b: BenchDatabase, userCount: number): Promise<number> {
  await b.query(
    `insert into users (nickname, level_name, user_sign)
     select 'bench用户' || g, 'Lv2', '热爱硬件' from generate_series(1, $1::int) g`,
    [userCount],
  );
  for (const [i, name] of CIRCLES.entries()) {
    const sv = indexDocument(
      circleSearchDocument({ name, description: `${name}爱好者的圈子`, circleTag: '' }),
    );
    await b.query(
      `insert into circles (name, description, sort, member_count, search_vector)
       values ($1, $2, $3, 0, $4::tsvector)`,
      [name, `${name}爱好者的圈子`, i, sv],
    );
  }
  await b.query(
    `insert into tags (name, slug, flag, sort) select '标签' || g, 'bench-' || g, 1, g from generate_series(1, 5) g`,
  );
  const [firstCircle] = await b.query<{ id: number }>(`select min(id)::int as id from circles`);
  return firstCircle?.id ?? 1;
}

async function seedItems(b: BenchDatabase, n: number, userCount: number, firstCircle: number) {
  await b.query(
    `create temporary table bench_templates (k int primary key, title text, body text, summary text, sv tsvector)`,
  );
  for (const t of templates()) {
    await b.query(`insert into bench_templates values ($1, $2, $3, $4, $5::tsvector)`, [
      t.k,
      t.title,
      t.body,
      t.summary,
      t.sv,
    ]);
  }
  // Likes g % 7, comments g % 5, collections g % 3: the rows below are generated from them.
  await inChunks(
    b,
    n,
    `insert into items (user_id, circle_id, title, body, summary, item_type, item_status, is_top,
       is_recommend, thumb_count, comment_count, collect_count, visit_count, hot_score,
       search_vector, publish_time, create_time, update_time)
     select case when g % ${READER_POST_EVERY} = 1 then 1 else 1 + (g::bigint * 7919) % $3::int end,
       $4::int + g % 10, t.title || ' #' || g, t.body, t.summary,
       (array[3,3,3,3,2,2,0,1])[1 + g % 8],
       case when g % 50 = 0 then 4 else ${ITEM_STATUS.published} end,
       case when g % 9973 = 0 then 1 else 0 end, case when g % 5 = 0 then 1 else 0 end,
       g % 7, g % 5, g % 3, g % 900,
       -- modules/forum/hot-score.ts: 0 without a like, comment or collection.
       case when (g % 7) + (g % 5) + (g % 3) > 0
         then log(greatest((g % 7) * 3 + (g % 5) * 5 + (g % 3) * 4 + (g % 900) / 20.0, 1))
           + extract(epoch from x.ts) / 45000
         else 0 end,
       t.sv, x.ts, x.ts, x.ts
     from generate_series($1::int, $2::int) g
     join bench_templates t on t.k = case when g % 4999 = 7 then ${TEMPLATES} else g % ${TEMPLATES} end
     cross join lateral (select now() - ($5::int - g) * interval '315 seconds' as ts) x`,
    [userCount, firstCircle, n],
  );
  await b.query(`drop table bench_templates`);
  await b.query(
    `insert into item_tags (item_id, tag_id)
     select i.id, t.id from items i join tags t on t.slug = 'bench-' || (1 + i.id % 5)`,
  );
}

/** Comments, likes and collections as each item's counters say, and a message per comment. */
async function seedInteractions(b: BenchDatabase, n: number, userCount: number) {
  await inChunks(
    b,
    n,
    `insert into comments (type, type_id, user_id, content, status, create_time)
     select ${COMMENT_TYPE.post}, i.id, 1 + (i.id * 31 + k) % $3::int, '学到了，感谢分享！第' || k || '楼',
       ${COMMENT_STATUS.visible}, i.create_time + k * interval '1 hour'
     from items i cross join lateral generate_series(1, i.comment_count) k
     where i.id between $1 and $2`,
    [userCount],
  );
  // Distinct members per item: k * 7919 differs mod the user count for k < 7.
  await inChunks(
    b,
    n,
    `insert into thumbs (user_id, type, type_id, target_user_id, create_time)
     select 1 + (i.id * 131 + k * 7919) % $3::int, ${COMMENT_TARGET_TYPE.post}, i.id, i.user_id,
       i.create_time + k * interval '10 minutes'
     from items i cross join lateral generate_series(1, i.thumb_count) k
     where i.id between $1 and $2`,
    [userCount],
  );
  await inChunks(
    b,
    n,
    `insert into collections (user_id, source_type, source_id, create_time)
     select 1 + (i.id * 17 + k * 104729) % $3::int, ${COLLECT_SOURCE_TYPE.item}, i.id,
       i.create_time + k * interval '20 minutes'
     from items i cross join lateral generate_series(1, i.collect_count) k
     where i.id between $1 and $2`,
    [userCount],
  );
  // The author hears of each comment by someone else (message.writer); two in three read.
  await inChunks(
    b,
    n,
    `insert into messages (user_id, category, from_user_id, target_type, target_id, title, content,
       is_read, create_time)
     select i.user_id, ${MESSAGE_CATEGORY.commentReply}, c.user_id, ${COMMENT_TARGET_TYPE.post}, i.id,
       i.title, c.content, case when c.id % 3 = 0 then 0 else 1 end, c.create_time
     from comments c join items i on i.id = c.type_id
     where c.type = ${COMMENT_TYPE.post} and c.type_id between $1 and $2 and c.user_id <> i.user_id`,
  );
}

/**
 * N/10 letters: one in four between user 1 and one of 200 others (the reader's letter box
 * and chats), the rest between pairs spread over everyone; one in five unread. Then each
 * side's conversation, its unread count and last letter derived from the letters.
 */
async function seedLetters(b: BenchDatabase, n: number, userCount: number) {
  const letters = Math.max(1000, Math.floor(n / 10));
  await inChunks(
    b,
    letters,
    `insert into letters (sender_id, recipient_id, pair_low, pair_high, kind, content, no, is_read,
       create_time)
     select case when g % 2 = 0 then p.a else p.b end, case when g % 2 = 0 then p.b else p.a end,
       least(p.a, p.b), greatest(p.a, p.b), ${LETTER_KIND.text}, '你好，这是第' || g || '条私信',
       'bench-' || g, g % 5 <> 0, now() - ($4::int - g) * interval '30 seconds'
     from generate_series($1::int, $2::int) g
     cross join lateral (
       select q.a, case when q.b = q.a then q.a % $3::int + 1 else q.b end as b
       from (select
         case when g % 4 = 0 then 1 else 1 + (g::bigint * 7919) % $3::int end as a,
         case when g % 4 = 0 then 2 + (g / 4) % least(200, $3::int - 1)
           else 1 + (g::bigint * 104729 + 13) % $3::int end as b) q
     ) p`,
    [userCount, letters],
  );
  await b.query(
    `insert into conversations (owner_id, other_id, unread, last_letter_id, update_time)
     select owner, other, count(*) filter (where incoming and not is_read), max(id), max(create_time)
     from (
       select sender_id as owner, recipient_id as other, false as incoming, is_read, id, create_time from letters
       union all
       select recipient_id, sender_id, true, is_read, id, create_time from letters
     ) sides
     group by owner, other`,
  );
  return letters;
}

export async function seedBench(b: BenchDatabase, n: number): Promise<SeedCounts> {
  const started = Date.now();
  const userCount = Math.max(100, Math.floor(n / 20));
  const firstCircle = await seedUsersCirclesTags(b, userCount);
  let letters = 0;
  await withIndexesDeferred(b, BULK_TABLES, async () => {
    await seedItems(b, n, userCount, firstCircle);
    await seedInteractions(b, n, userCount);
    letters = await seedLetters(b, n, userCount);
  });
  // Page views over the dashboard's window (N of them, 30 days back from now), so today's
  // live figures and the aggregate job have a realistic range to count.
  await inChunks(
    b,
    n,
    `insert into page_views (path, source, channel, create_time)
     select '/app/new-version/featured', 1 + g % 3, (array['', '', 'wx', 'bd', 'zhihu'])[1 + g % 5],
       now() - (g * 2592000.0 / $3::int) * interval '1 second'
     from generate_series($1::int, $2::int) g`,
    [n],
  );
  // The counters of users and circles, from the rows just written (one grouped pass each).
  await b.query(
    `update users u set item_count = s.published, praise_count = s.likes
     from (select user_id, count(*) filter (where item_status = ${ITEM_STATUS.published}) as published,
             sum(thumb_count) as likes
           from items group by user_id) s
     where s.user_id = u.id`,
  );
  await b.query(
    `update circles set item_count = (select count(*) from items
       where items.circle_id = circles.id and item_status = ${ITEM_STATUS.published})`,
  );
  // Fresh statistics and visibility map, as autovacuum would leave them on a live site.
  await b.query(`vacuum analyze`);
  const [c] = await b.query<Record<string, number>>(
    `select (select count(*) from comments)::int as comments, (select count(*) from thumbs)::int as likes,
       (select count(*) from collections)::int as collections, (select count(*) from messages)::int as messages`,
  );
  return {
    items: n,
    users: userCount,
    comments: c?.comments ?? 0,
    likes: c?.likes ?? 0,
    collections: c?.collections ?? 0,
    messages: c?.messages ?? 0,
    letters,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Every stored counter against its rows (db/consistency.ts): the seed's own check. */
export async function checkSeedCounters(b: BenchDatabase): Promise<string> {
  const started = Date.now();
  const drift = await findCounterDrift(b.database.db);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  if (drift.length === 0) return `every counter equals its rows (checked in ${took} s)`;
  const first = drift
    .slice(0, 5)
    .map((d) => `${d.table}.${d.column} #${d.id} ${d.stored}≠${d.actual}`)
    .join(', ');
  throw new Error(`seed counters drift: ${drift.length} (${first})`);
}
