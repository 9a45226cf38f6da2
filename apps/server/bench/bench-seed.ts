import { indexDocument } from '../src/search';
import { circleSearchDocument, itemSearchDocument } from '../src/modules/search/search-documents';
import type { BenchDatabase } from './bench-db';

/**
 * Bulk data for the load test: N items, N/20 users, ~2 comments per item, 10 circles,
 * 5 tags, N page views over the last 30 days. Bodies and their tsvectors come from a few dozen templates tokenized once in
 * JS; rows are generated inside the database (INSERT … SELECT over generate_series), so
 * 100,000 items take seconds rather than minutes and the tokenizer is not what is timed.
 */

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
const CHUNK = 20_000;
const COMMENT_TYPE_POST = 1;

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
  return Array.from({ length: TEMPLATES }, (_, k) => {
    const title = `${TITLES[k % TITLES.length]}（第${k + 1}篇）`;
    const parts = Array.from({ length: 4 }, () => SENTENCES[next(SENTENCES.length)] ?? '');
    const body = parts.map((p) => `<p>${p}</p>`).join('');
    const summary = parts.join('').slice(0, 80);
    return { k, title, body, summary, sv: indexDocument(itemSearchDocument({ title, body })) };
  });
}

export interface SeedCounts {
  items: number;
  users: number;
  comments: number;
  seconds: number;
}

export async function seedBench(b: BenchDatabase, n: number): Promise<SeedCounts> {
  const started = Date.now();
  const userCount = Math.max(100, Math.floor(n / 20));
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
       values ($1, $2, $3, $4, $5::tsvector)`,
      [name, `${name}爱好者的圈子`, i, 100 * (i + 1), sv],
    );
  }
  await b.query(
    `insert into tags (name, slug, flag, sort) select '标签' || g, 'bench-' || g, 1, g from generate_series(1, 5) g`,
  );
  await b.query(
    `create table bench_templates (k int primary key, title text, body text, summary text, sv tsvector)`,
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
  const [firstCircle] = await b.query<{ id: number }>(`select min(id)::int as id from circles`);
  // GIN is built once after the load (as for any bulk load) instead of entry by entry.
  await b.query(`drop index if exists items_search_idx`);
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    await b.query(
      `insert into items (user_id, circle_id, title, body, summary, item_type, item_status, is_top,
         is_recommend, thumb_count, comment_count, collect_count, visit_count, hot_score,
         search_vector, publish_time, create_time, update_time)
       select 1 + (g * 7919) % $3::int, $4::int + g % 10, t.title || ' #' || g, t.body, t.summary,
         (array[3,3,3,3,2,2,0,1])[1 + g % 8], case when g % 50 = 0 then 4 else 2 end,
         case when g % 9973 = 0 then 1 else 0 end, case when g % 5 = 0 then 1 else 0 end,
         g % 40, g % 5, g % 7, g % 900,
         -- modules/forum/hot-score.ts: 0 without a like, comment or collection.
         case when (g % 40) + (g % 5) + (g % 7) > 0
           then log(greatest((g % 40) * 3 + (g % 5) * 5 + (g % 7) * 4 + (g % 900) / 20.0, 1))
             + extract(epoch from x.ts) / 45000
           else 0 end,
         t.sv, x.ts, x.ts, x.ts
       from generate_series($1::int, $2::int) g
       join bench_templates t on t.k = g % ${TEMPLATES}
       cross join lateral (select now() - ($5::int - g) * interval '315 seconds' as ts) x`,
      [from, to, userCount, firstCircle?.id ?? 1, n],
    );
  }
  await b.query(`create index items_search_idx on items using gin (search_vector)`);
  await b.query(`drop table bench_templates`);
  await b.query(
    `insert into item_tags (item_id, tag_id)
     select i.id, t.id from items i join tags t on t.slug = 'bench-' || (1 + i.id % 5)`,
  );
  for (let from = 1; from <= n; from += CHUNK) {
    await b.query(
      `insert into comments (type, type_id, user_id, content, create_time)
       select ${COMMENT_TYPE_POST}, i.id, 1 + (i.id * 31 + k) % $3::int, '学到了，感谢分享！第' || k || '楼',
         i.create_time + k * interval '1 hour'
       from items i cross join lateral generate_series(1, i.comment_count) k
       where i.id between $1 and $2`,
      [from, Math.min(n, from + CHUNK - 1), userCount],
    );
  }
  // Page views over the dashboard's window (N of them, 30 days back from now), so today's
  // live figures and the aggregate job have a realistic range to count.
  for (let from = 1; from <= n; from += CHUNK) {
    await b.query(
      `insert into page_views (path, source, channel, create_time)
       select '/app/new-version/featured', 1 + g % 3, (array['', '', 'wx', 'bd', 'zhihu'])[1 + g % 5],
         now() - (g * 2592000.0 / $3::int) * interval '1 second'
       from generate_series($1::int, $2::int) g`,
      [from, Math.min(n, from + CHUNK - 1), n],
    );
  }
  await b.query(
    `update circles set item_count = (select count(*) from items where items.circle_id = circles.id and item_status = 2)`,
  );
  // Fresh statistics and visibility map, as autovacuum would leave them on a live site.
  await b.query(`vacuum analyze`);
  const [c] = await b.query<{ n: number }>(`select count(*)::int as n from comments`);
  return {
    items: n,
    users: userCount,
    comments: c?.n ?? 0,
    seconds: (Date.now() - started) / 1000,
  };
}
