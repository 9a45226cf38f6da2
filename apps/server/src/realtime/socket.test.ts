import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MSG, SOCKET_CLOSE } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { letterCalls, nextNo, person } from '../../test/letters';
import { injectSocket, liveTabs } from '../../test/socket-client';
import { letters } from '../db/schema';

let t: TestApp;
const L = letterCalls();
const { tab, track, closeAll } = liveTabs(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(closeAll);
afterAll(() => t.close());

const letterCount = async () => (await t.db.select({ n: count() }).from(letters))[0]?.n ?? 0;

describe('/ws authentication', () => {
  it('takes the token from the query or a first auth frame, and answers hello', async () => {
    const a = await person(t);
    const byQuery = await tab(a);
    expect(byQuery.frames[0]).toEqual({ type: 'hello', user_id: a.user.id });
    const byFrame = track(await injectSocket(t.app));
    byFrame.send({ type: 'auth', token: a.token });
    expect(await byFrame.next('hello')).toEqual({ type: 'hello', user_id: a.user.id });
    // SPEC §7 open frame with my own id, as an object or the bare id: the socket stays.
    byFrame.send({ type: 'open', user_id: a.user.id });
    byFrame.send(String(a.user.id));
    byFrame.send({ type: 'ping' });
    await byFrame.next('pong');
  });

  it('closes 4001 without a token, with a dead token, or on any frame before auth', async () => {
    const dead = await injectSocket(t.app, 'A'.repeat(43));
    expect(await dead.closed).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: MSG.unauthorized,
    });
    const early = await injectSocket(t.app);
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    const wrongAuth = await injectSocket(t.app);
    wrongAuth.send({ type: 'auth', token: 'not-a-token' });
    expect((await wrongAuth.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect(dead.frames.concat(early.frames, wrongAuth.frames)).toEqual([]);
  });

  it('closes 4003 when the open frame names another user, before anything reaches them', async () => {
    const a = await person(t);
    const b = await person(t);
    const bTab = await tab(b);
    const impostor = await injectSocket(t.app, a.token);
    impostor.send({ type: 'open', user_id: b.user.id });
    impostor.send({ touid: a.user.id, no: nextNo(), msg: '冒充的消息' });
    expect(await impostor.closed).toEqual({
      code: SOCKET_CLOSE.forbidden,
      reason: MSG.socketUserMismatch,
    });
    expect(impostor.frames.filter((f) => f.type === 'ack')).toEqual([]);
    const bare = await injectSocket(t.app, a.token);
    bare.send(String(b.user.id));
    expect((await bare.closed).code).toBe(SOCKET_CLOSE.forbidden);
    await bTab.none('chat');
    expect((await L.list(a, b)).data).toEqual([]);
  });
});

describe('/ws frames', () => {
  it('answers every ping with a pong', async () => {
    const socket = await tab(await person(t));
    for (let i = 0; i < 3; i++) socket.send({ type: 'ping' });
    for (let i = 0; i < 3; i++) await socket.next('pong');
  });

  it('stores a letter, then delivers it to every tab of both people but the sending one, and acks it', async () => {
    const a = await person(t);
    const b = await person(t);
    const [a1, a2, b1, b2] = [await tab(a), await tab(a), await tab(b), await tab(b)];
    const no = nextNo();
    a1.send({ touid: b.user.id, no, msg: '你好 <b>B</b>' });
    const ack = await a1.next('ack');
    expect(ack).toEqual({
      type: 'ack',
      no,
      id: expect.any(Number),
      create_time: expect.any(Number),
      msg: '你好 &lt;b&gt;B&lt;/b&gt;',
    });
    const common = {
      type: 'chat',
      id: ack.id,
      user_id: a.user.id,
      touid: b.user.id,
      msg: ack.msg,
      kind: 1,
      no,
      create_time: ack.create_time,
      nickname: a.user.nickname,
      image_url: a.user.imageUrl,
    };
    const toB = { ...common, pfrom: 'left', letter_user_id: a.user.id, number: 1 };
    expect(await b1.next('chat')).toEqual(toB);
    // Stored before it was delivered: the list already has it.
    expect((await L.list(b, a)).data.map((m) => m.id)).toEqual([ack.id]);
    expect(await b2.next('chat')).toEqual(toB);
    expect(await a2.next('chat')).toEqual({
      ...common,
      pfrom: 'right',
      letter_user_id: b.user.id,
      number: 0,
    });
    await a1.none('chat');

    // The HTTP fallback takes the same path: every tab of both hears of it.
    const viaHttp = await L.say(b, a, '收到');
    for (const s of [a1, a2]) expect((await s.next('chat')).id).toBe(viaHttp.id);
    for (const s of [b1, b2]) expect(await s.next('chat')).toMatchObject({ pfrom: 'right' });
  });

  it('a resend of the same no is acked again with the same id and delivered once', async () => {
    const a = await person(t);
    const b = await person(t);
    const [a1, b1] = [await tab(a), await tab(b)];
    const before = await letterCount();
    const frame = { type: 'chat', touid: b.user.id, no: nextNo(), msg: '网络不好重发' };
    a1.send(frame);
    a1.send(frame);
    const first = await a1.next('ack');
    const second = await a1.next('ack');
    expect(second).toEqual(first);
    await b1.next('chat');
    await b1.none('chat');
    expect(await letterCount()).toBe(before + 1);
    expect((await L.box(b)).unread_total).toBe(1);
  });

  it('refuses a letter with an error frame naming its no: empty, blocked, malformed', async () => {
    const a = await person(t);
    const b = await person(t);
    const [a1, b1] = [await tab(a), await tab(b)];
    const blank = nextNo();
    a1.send({ touid: b.user.id, no: blank, msg: '  \n ' });
    expect(await a1.next('error')).toEqual({
      type: 'error',
      no: blank,
      code: 422,
      msg: MSG.messageEmpty,
    });
    await b.as('POST', '/web/user/black', { black_user_id: a.user.id });
    const blocked = nextNo();
    a1.send({ touid: b.user.id, no: blocked, msg: '还在吗' });
    expect(await a1.next('error')).toEqual({
      type: 'error',
      no: blocked,
      code: 403,
      msg: MSG.letterBlockedByThem,
    });
    a1.send('{not json');
    expect(await a1.next('error')).toMatchObject({ code: 422, msg: MSG.socketFrameInvalid });
    a1.send({ type: 'subscribe', channel: 'main' });
    expect(await a1.next('error')).toMatchObject({ code: 422, msg: MSG.socketFrameInvalid });
    a1.send({ touid: 'abc', no: 'n-1', msg: 'x' });
    expect(await a1.next('error')).toMatchObject({ no: 'n-1', code: 422, msg: MSG.userIdInvalid });
    await b1.none('chat');
    expect(a1.frames.filter((f) => f.type === 'ack')).toEqual([]);
    // The socket is still usable afterwards.
    a1.send({ type: 'ping' });
    await a1.next('pong');
  });

  it('pushes recalls to both sides and unread counters to my tabs', async () => {
    const a = await person(t);
    const b = await person(t);
    const [a1, a2, b1, b2] = [await tab(a), await tab(a), await tab(b), await tab(b)];
    const letter = await L.say(a, b, '撤回我');
    for (const s of [a1, a2, b1, b2]) await s.next('chat');
    expect((await L.recall(a, letter.id)).statusCode).toBe(200);
    const mine = { type: 'recall', id: letter.id, user_id: a.user.id };
    for (const s of [a1, a2])
      expect(await s.next('recall')).toEqual({
        ...mine,
        letter_user_id: b.user.id,
        pfrom: 'right',
      });
    for (const s of [b1, b2]) {
      expect(await s.next('recall')).toEqual({ ...mine, letter_user_id: a.user.id, pfrom: 'left' });
      expect(await s.next('unread')).toEqual({
        type: 'unread',
        letter_user_id: a.user.id,
        number: 0,
        unread_total: 0,
      });
    }

    await L.say(a, b, '一');
    await L.say(a, b, '二');
    expect((await L.read(b, a.user.id)).json().data).toEqual({ read: 2, unread_total: 0 });
    for (const s of [b1, b2])
      expect(await s.next('unread', (f) => f.letter_user_id === a.user.id)).toMatchObject({
        number: 0,
        unread_total: 0,
      });
    await L.say(a, b, '三');
    await L.read(b, 'all');
    expect(await b1.next('unread', (f) => f.letter_user_id === 0)).toEqual({
      type: 'unread',
      letter_user_id: 0,
      number: 0,
      unread_total: 0,
    });
    await a1.none('unread');
  });

  it('deleting a letter or a conversation tells every tab of mine, and nobody else', async () => {
    // Issue 13 point 6: list and open chat change together in every tab of the member.
    const a = await person(t);
    const b = await person(t);
    const [a1, a2, b1] = [await tab(a), await tab(a), await tab(b)];
    const letter = await L.say(a, b, '删掉我');
    for (const s of [a1, a2, b1]) await s.next('chat');
    expect((await L.remove(b, letter.id)).statusCode).toBe(200);
    expect(await b1.next('delete')).toEqual({
      type: 'delete',
      id: letter.id,
      letter_user_id: a.user.id,
    });
    expect(await b1.next('unread')).toMatchObject({ letter_user_id: a.user.id, number: 0 });
    await a1.none('delete');

    const [conversation] = (await L.box(a)).data;
    expect((await L.removeBox(a, conversation!.id)).statusCode).toBe(200);
    for (const s of [a1, a2])
      expect(await s.next('box_delete')).toEqual({
        type: 'box_delete',
        id: conversation!.id,
        letter_user_id: b.user.id,
      });
    await b1.none('box_delete');
  });

  it('realtime.publish reaches every socket of that user and nobody else', async () => {
    const a = await person(t);
    const b = await person(t);
    const [a1, b1, b2] = [await tab(a), await tab(b), await tab(b)];
    const frame = { type: 'unread', letter_user_id: 0, number: 0, unread_total: 7 } as const;
    await t.app.realtime.publish(b.user.id, frame);
    expect(await b1.next('unread')).toEqual(frame);
    expect(await b2.next('unread')).toEqual(frame);
    await a1.none('unread');
  });
});
