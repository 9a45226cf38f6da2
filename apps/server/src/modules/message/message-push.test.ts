import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CATEGORY } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { letterCalls, person } from '../../../test/letters';
import { liveTabs } from '../../../test/socket-client';

/**
 * SPEC §4 "counters update live" and SPEC §3 message counters: a notification stored or read
 * reaches every open tab of its owner as a `counts` frame, and the counters' `letter` is the
 * owner's unread private letters.
 */
let t: TestApp;
const L = letterCalls();
const { tab, closeAll } = liveTabs(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(closeAll);
afterAll(() => t.close());

describe('live message counters', () => {
  it('a new fans message and reading it reach every tab of its owner, nobody else', async () => {
    const fan = await person(t);
    const star = await person(t);
    const [first, second, bystander] = [await tab(star), await tab(star), await tab(fan)];

    const follow = await fan.as('POST', '/web/user/follow', {
      follow_id: star.user.id,
      follow_status: 1,
    });
    expect(follow.json().code).toBe(0);
    for (const socket of [first, second]) {
      const frame = await socket.next('counts', (f) => f.counts.follow === 1);
      expect(frame.counts).toMatchObject({ follow: 1, user: 1, allMessage: 1 });
    }
    await bystander.none('counts');

    const read = await star.as('GET', `/web/message/read?category=${MESSAGE_CATEGORY.fans}`);
    expect(read.json().code).toBe(0);
    const cleared = await first.next('counts', (f) => f.counts.follow === 0);
    expect(cleared.counts.allMessage).toBe(0);
  });

  it('counts unread private letters in letter and allMessage until they are read', async () => {
    const writer = await person(t);
    const reader = await person(t);
    await L.say(writer, reader, '周末一起去电子市场吗？');
    await L.say(writer, reader, '顺便看看新出的开发板');
    const counts = async () => (await reader.as('GET', '/web/message/count')).json().data;
    expect(await counts()).toMatchObject({ letter: 2, allMessage: 2 });
    await reader.as('GET', `/web/letter/read?user_type=${writer.user.id}`);
    expect(await counts()).toMatchObject({ letter: 0, allMessage: 0 });
  });
});
