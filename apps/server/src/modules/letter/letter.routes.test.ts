import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { LETTER_RECALL_WINDOW_MS, LETTER_SEND_LIMIT, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { callAs, testClock } from '../../../test/factories';
import { expectExactUnread, letterCalls, nextNo, person } from '../../../test/letters';
import { letters } from '../../db/schema';

const clock = testClock();
let t: TestApp;
let L: ReturnType<typeof letterCalls>;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  L = letterCalls();
});
afterAll(() => t.close());

const letterCount = async () => (await t.db.select({ n: count() }).from(letters))[0]?.n ?? 0;

describe('/web/letter/* auth and input', () => {
  it('every call needs a login', async () => {
    const visitor = callAs(t.app);
    for (const [method, url] of [
      ['GET', '/web/letter/box'],
      ['GET', '/web/letter/list?letter_user_id=1'],
      ['GET', '/web/letter/read?user_type=all'],
      ['POST', '/web/letter/delete'],
      ['POST', '/web/letter/reback'],
      ['POST', '/web/letter/box_delete'],
      ['POST', '/web/letter/send'],
      ['POST', '/web/letter/image'],
    ] as const) {
      const res = await visitor(method, url, method === 'POST' ? { id: 1 } : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses an empty or too long message, myself, an unknown person and a bad no', async () => {
    const a = await person(t);
    const b = await person(t);
    const before = await letterCount();
    for (const blank of ['', '   ', '\n\t ']) {
      const res = await L.send(a, b, blank);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe(MSG.messageEmpty);
    }
    const long = await L.send(a, b, '长'.repeat(1001));
    expect(long.statusCode).toBe(422);
    expect(long.json().msg).toBe(MSG.letterTooLong);
    expect((await L.send(a, b, ` ${'长'.repeat(1000)} `)).statusCode).toBe(200);
    const self = await L.send(a, a, '自言自语');
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe(MSG.letterSelf);
    const ghost = await a.as('POST', '/web/letter/send', {
      to_user_id: 99_999_999,
      no: nextNo(),
      msg: '在吗',
    });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().msg).toBe(MSG.userNotFound);
    for (const no of ['', 'has space', 'x'.repeat(65)]) {
      const res = await L.send(a, b, '你好', { no });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain(MSG.letterNoInvalid);
    }
    const kind = await L.send(a, b, '你好', { kind: 3 });
    expect(kind.json().msg).toContain(MSG.letterKindInvalid);
    expect(await letterCount()).toBe(before + 1);
  });
});

describe('sending and reading a conversation', () => {
  it('stores escaped text with line breaks and shows it to both sides', async () => {
    const a = await person(t, { nickname: '焊台老王' });
    const b = await person(t);
    const res = await L.send(
      a,
      b,
      '  <b>你好</b> & "引号" \'单引号\'\r\n<script>x()</script>第二行 ',
    );
    expect(res.statusCode).toBe(200);
    const sent = res.json().data;
    const html =
      '&lt;b&gt;你好&lt;/b&gt; &amp; &quot;引号&quot; &#39;单引号&#39;<br>&lt;script&gt;x()&lt;/script&gt;第二行';
    expect(sent).toMatchObject({
      content: html,
      kind: 1,
      pfrom: 'right',
      user_id: a.user.id,
      nickname: '焊台老王',
      image_url: a.user.imageUrl,
      is_read: 0,
      recalled: 0,
    });
    expect(sent.create_time).toBe(Math.floor(clock() / 1000));

    const theirs = await L.list(b, a);
    expect(theirs.data).toEqual([{ ...sent, pfrom: 'left' }]);
    const mine = await L.list(a, b);
    expect(mine.data).toEqual([sent]);
    const listRes = await b.as('GET', `/web/letter/list?letter_user_id=${a.user.id}`);
    expect(listRes.json().data.letter_user).toEqual({
      id: a.user.id,
      nickname: '焊台老王',
      image_url: a.user.imageUrl,
    });

    const boxB = await L.box(b);
    expect(boxB.data).toEqual([
      {
        id: expect.any(Number),
        letter_user_id: a.user.id,
        nickname: '焊台老王',
        image_url: a.user.imageUrl,
        last_message: html,
        number: 1,
        update_time: sent.create_time,
      },
    ]);
    expect(boxB.unread_total).toBe(1);
    const boxA = await L.box(a);
    expect(boxA.data[0]).toMatchObject({ letter_user_id: b.user.id, number: 0 });
    expect(boxA.unread_total).toBe(0);
    await expectExactUnread(t.db);
  });

  it('a resend of the same no is the same letter: nothing new stored or counted', async () => {
    const a = await person(t);
    const b = await person(t);
    const no = nextNo();
    const first = await L.send(a, b, '只发一次', { no });
    const again = await L.send(a, b, '只发一次', { no });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect((await L.list(b, a)).data).toHaveLength(1);
    expect((await L.box(b)).unread_total).toBe(1);
    const reused = await L.send(a, await person(t), '别人', { no });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().msg).toBe(MSG.letterNoReused);
    // A number is the sender's own: someone else may use the same one.
    expect((await L.send(b, a, '回复', { no })).statusCode).toBe(200);
  });

  it('pages newest first, each page oldest first, with paginate', async () => {
    const a = await person(t);
    const b = await person(t);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await L.say(i % 2 ? a : b, i % 2 ? b : a, `第${i}条`)).id);
    const page = async (n: number) => L.list(a, b, `&page=${n}&page_size=2`);
    const p1 = await page(1);
    expect(p1.data.map((m) => m.id)).toEqual([ids[3], ids[4]]);
    expect(p1.data.map((m) => m.pfrom)).toEqual(['left', 'right']);
    expect(p1.paginate).toMatchObject({ current_page: 1, last_page: 3, total: 5 });
    expect((await page(2)).data.map((m) => m.id)).toEqual([ids[1], ids[2]]);
    expect((await page(3)).data.map((m) => m.id)).toEqual([ids[0]]);
    // A page past the end still says the total (read alone: no row carries it).
    const past = await page(4);
    expect(past.data).toEqual([]);
    expect(past.paginate).toMatchObject({ current_page: 4, total: 5 });
    const ghost = await a.as('GET', '/web/letter/list?letter_user_id=99999999');
    expect(ghost.statusCode).toBe(404);
  });

  it('the box lists the latest conversation first', async () => {
    const me = await person(t);
    const x = await person(t);
    const y = await person(t);
    await L.say(x, me, '早');
    clock.advance(1000);
    await L.say(me, y, '晚');
    expect((await L.box(me)).data.map((c) => c.letter_user_id)).toEqual([y.user.id, x.user.id]);
    clock.advance(1000);
    await L.say(x, me, '又来了');
    const box = await L.box(me);
    expect(box.data.map((c) => [c.letter_user_id, c.number, c.last_message])).toEqual([
      [x.user.id, 2, '又来了'],
      [y.user.id, 0, '晚'],
    ]);
    // Its total and the unread letters, on a page and past the end (no row to carry them).
    const pageOne = (await me.as('GET', '/web/letter/box?page=1&page_size=1')).json().data;
    expect(pageOne.data).toHaveLength(1);
    expect(pageOne.paginate).toMatchObject({ total: 2, last_page: 2 });
    expect(pageOne.unread_total).toBe(2);
    const past = (await me.as('GET', '/web/letter/box?page=3&page_size=1')).json().data;
    expect(past.data).toEqual([]);
    expect(past.paginate).toMatchObject({ total: 2 });
    expect(past.unread_total).toBe(2);
  });
});

describe('GET /web/letter/read', () => {
  it('marks one conversation or all read, with exact counts', async () => {
    const me = await person(t);
    const b = await person(t);
    const c = await person(t);
    for (const n of [1, 2]) await L.say(b, me, `b${n}`);
    for (const n of [1, 2, 3]) await L.say(c, me, `c${n}`);
    await L.say(me, b, '我发的不算未读');
    expect((await L.box(me)).unread_total).toBe(5);

    const one = await L.read(me, b.user.id);
    expect(one.json()).toMatchObject({ code: 0, data: { read: 2, unread_total: 3 } });
    const numbers = (await L.box(me)).data.map((x) => [x.letter_user_id, x.number]);
    expect(numbers).toEqual(
      expect.arrayContaining([
        [b.user.id, 0],
        [c.user.id, 3],
      ]),
    );
    expect(
      (await L.list(b, me)).data.filter((m) => m.pfrom === 'right').map((m) => m.is_read),
    ).toEqual([1, 1]);
    expect((await L.read(me, b.user.id)).json().data).toEqual({ read: 0, unread_total: 3 });

    await L.say(b, me, 'b3');
    const all = await L.read(me, 'all');
    expect(all.json().data).toEqual({ read: 4, unread_total: 0 });
    expect((await L.box(me)).data.every((x) => x.number === 0)).toBe(true);
    await expectExactUnread(t.db);

    const bad = await L.read(me, 'some' as 'all');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.letterUserTypeInvalid);
  });

  it('concurrent letters and reads leave every counter equal to the unread letters', async () => {
    const me = await person(t);
    const b = await person(t);
    const c = await person(t);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => L.say(i % 2 ? b : c, me, `并发${i}`)),
      L.read(me, b.user.id),
      L.read(me, 'all'),
      L.say(me, b, '回'),
    ]);
    await expectExactUnread(t.db);
    const box = await L.box(me);
    expect(box.unread_total).toBe(box.data.reduce((s, x) => s + x.number, 0));
  });
});

describe('a third person', () => {
  it('cannot read, recall or delete our letters, or see or delete our conversations', async () => {
    const a = await person(t);
    const b = await person(t);
    const intruder = await person(t);
    const letter = await L.say(a, b, '只给你看');
    const boxOfB = (await L.box(b)).data[0];
    if (!boxOfB) throw new Error('no conversation');

    expect((await L.list(intruder, a)).data).toEqual([]);
    expect((await L.list(intruder, b)).data).toEqual([]);
    expect((await L.box(intruder)).data).toEqual([]);
    for (const res of [
      await L.remove(intruder, letter.id),
      await L.recall(intruder, letter.id),
      await L.removeBox(intruder, boxOfB.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect([MSG.letterNotFound, MSG.conversationNotFound]).toContain(res.json().msg);
    }
    expect((await L.read(intruder, a.user.id)).json().data.read).toBe(0);

    expect((await L.list(b, a)).data).toEqual([{ ...letter, pfrom: 'left' }]);
    expect((await L.list(a, b)).data).toEqual([letter]);
    const still = await L.box(b);
    expect(still.data).toHaveLength(1);
    expect(still.unread_total).toBe(1);
  });
});

describe('POST /web/letter/delete', () => {
  it('removes a letter for me only; an unread one stops counting; the box shows the one before', async () => {
    const me = await person(t);
    const b = await person(t);
    const first = await L.say(b, me, '第一条');
    const second = await L.say(b, me, '第二条');
    const res = await L.remove(me, second.id);
    expect(res.json()).toMatchObject({ code: 0, msg: MSG.deleteSuccess, data: { id: second.id } });
    expect((await L.list(me, b)).data.map((m) => m.id)).toEqual([first.id]);
    expect((await L.list(b, me)).data.map((m) => m.id)).toEqual([first.id, second.id]);
    const box = await L.box(me);
    expect(box.data[0]).toMatchObject({ last_message: '第一条', number: 1 });
    expect(box.unread_total).toBe(1);
    // The sender may delete their copy too; the other side keeps it.
    expect((await L.remove(b, first.id)).statusCode).toBe(200);
    expect((await L.list(b, me)).data.map((m) => m.id)).toEqual([second.id]);
    expect((await L.list(me, b)).data.map((m) => m.id)).toEqual([first.id]);
    // Gone for me: a second delete or a recall finds nothing.
    expect((await L.remove(me, second.id)).statusCode).toBe(404);
    expect((await L.recall(b, first.id)).statusCode).toBe(404);
    await expectExactUnread(t.db);
  });
});

describe('POST /web/letter/reback', () => {
  it('recalls my own letter within 2 minutes into a tombstone both sides see', async () => {
    const a = await person(t);
    const b = await person(t);
    const letter = await L.say(a, b, '发错了');
    const theirs = await L.recall(b, letter.id);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().msg).toBe(MSG.letterRecallNotOwn);

    clock.advance(LETTER_RECALL_WINDOW_MS - 1000);
    const res = await L.recall(a, letter.id);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: MSG.letterRecallSuccess,
      data: { id: letter.id, content: '', recalled: 1, pfrom: 'right' },
    });
    expect((await L.list(b, a)).data).toEqual([
      expect.objectContaining({ id: letter.id, content: '', recalled: 1, pfrom: 'left' }),
    ]);
    expect((await L.list(a, b)).data[0]).toMatchObject({ content: '', recalled: 1 });
    const [row] = await t.db.select().from(letters).where(eq(letters.id, letter.id));
    expect(row?.content).toBe('');
    expect((await L.box(a)).data[0]?.last_message).toBe(MSG.letterRecalledByMe);
    const boxB = await L.box(b);
    expect(boxB.data[0]).toMatchObject({ last_message: MSG.letterRecalledByThem, number: 0 });
    expect(boxB.unread_total).toBe(0);
    expect((await L.recall(a, letter.id)).statusCode).toBe(200);
    await expectExactUnread(t.db);
  });

  it('refuses a recall after the window and leaves the letter as it was', async () => {
    const a = await person(t);
    const b = await person(t);
    const letter = await L.say(a, b, '太晚了');
    clock.advance(LETTER_RECALL_WINDOW_MS + 1000);
    const res = await L.recall(a, letter.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.letterRecallExpired);
    expect((await L.list(b, a)).data[0]).toMatchObject({ content: '太晚了', recalled: 0 });
    expect((await L.box(b)).unread_total).toBe(1);
  });
});

describe('POST /web/letter/box_delete', () => {
  it('hides the conversation and its history for me only, until a new letter comes', async () => {
    const me = await person(t);
    const b = await person(t);
    const old = await L.say(b, me, '旧消息');
    await L.say(me, b, '旧回复');
    const box = (await L.box(me)).data[0];
    if (!box) throw new Error('no conversation');
    const res = await L.removeBox(me, box.id);
    expect(res.json()).toMatchObject({ code: 0, data: { id: box.id } });
    const after = await L.box(me);
    expect(after.data).toEqual([]);
    expect(after.unread_total).toBe(0);
    const cleared = await L.list(me, b);
    expect(cleared.data).toEqual([]);
    expect(cleared.paginate.total).toBe(0);
    const theirs = await L.list(b, me);
    expect(theirs.data).toHaveLength(2);
    expect(theirs.paginate.total).toBe(2);
    expect((await L.box(b)).data).toHaveLength(1);
    // The cleared letters stay hidden even for a delete or recall by id.
    expect((await L.remove(me, old.id)).statusCode).toBe(404);

    const fresh = await L.say(b, me, '新消息');
    const back = await L.box(me);
    expect(back.data).toEqual([
      expect.objectContaining({ id: box.id, number: 1, last_message: '新消息' }),
    ]);
    expect((await L.list(me, b)).data.map((m) => m.id)).toEqual([fresh.id]);
    await expectExactUnread(t.db);
  });
});

describe('blacklist and rate limit', () => {
  it('refuses letters between people when either has blocked the other', async () => {
    const me = await person(t);
    const x = await person(t);
    await me.as('POST', '/web/user/black', { black_user_id: x.user.id });
    const before = await letterCount();
    const theirs = await L.send(x, me, '在吗');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().msg).toBe(MSG.letterBlockedByThem);
    const mine = await L.send(me, x, '在吗');
    expect(mine.statusCode).toBe(403);
    expect(mine.json().msg).toBe(MSG.letterBlockedByMe);
    expect(await letterCount()).toBe(before);
    expect((await L.box(me)).data).toEqual([]);
    await me.as('POST', '/web/user/black_cancel', { black_user_id: x.user.id });
    expect((await L.send(x, me, '解除了')).statusCode).toBe(200);
  });

  it(`allows ${LETTER_SEND_LIMIT} letters per 10 s per sender, then 429`, async () => {
    const a = await person(t);
    const b = await person(t);
    for (let i = 0; i < LETTER_SEND_LIMIT; i++)
      expect((await L.send(a, b, `${i}`)).statusCode).toBe(200);
    const res = await L.send(a, b, '再来一条');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(MSG.letterSendTooFast);
    // Someone else is not slowed down by it.
    expect((await L.send(b, a, '我还能发')).statusCode).toBe(200);
  });
});
