import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { nextNo, person } from '../../test/letters';
import { liveTabs } from '../../test/socket-client';
import { letters } from '../db/schema';

/** Issue 12: socket frames refuse the same unsafe text as every HTTP contract. */

let t: TestApp;
const { tab, closeAll } = liveTabs(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(closeAll);
afterAll(() => t.close());

const letterCount = async () => (await t.db.select({ n: count() }).from(letters))[0]?.n ?? 0;

describe('/ws hostile text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape sequence', '\u001b[2J'],
    ['lone surrogate', 'x\ud800'],
  ])('a letter with %s → error frame 422, nothing stored', async (_name, msg) => {
    const a = await person(t);
    const b = await person(t);
    const aTab = await tab(a);
    const before = await letterCount();
    const no = nextNo();
    aTab.send({ type: 'chat', touid: b.user.id, no, msg });
    expect(await aTab.next('error')).toEqual({
      type: 'error',
      no,
      code: ERROR_CODE.validation,
      msg: MSG.textUnsafe,
    });
    expect(await letterCount()).toBe(before);
    // The socket stays usable.
    aTab.send({ type: 'ping' });
    await aTab.next('pong');
  });
});
