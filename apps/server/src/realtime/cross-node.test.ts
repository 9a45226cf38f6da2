import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { nextNo, person } from '../../test/letters';
import { listeningUrl, liveSockets } from '../../test/socket-client';

/*
 * A real listening server and real WebSocket clients (in-process hub on the embedded
 * database, the Redis hub when REDIS_URL is set). Two nodes: cross-node.pg.test.ts.
 */

const { online, closeAll } = liveSockets();

afterAll(closeAll);

describe('one node, real sockets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('delivers a letter between two clients connected to the same server', async () => {
    const a = await person(t);
    const b = await person(t);
    const url = listeningUrl(t.app);
    const [aTab, bTab] = [await online(url, a.token), await online(url, b.token)];
    const no = nextNo();
    aTab.send({ touid: b.user.id, no, msg: '同一节点' });
    const ack = await aTab.next('ack');
    expect(await bTab.next('chat')).toMatchObject({
      id: ack.id,
      no,
      msg: '同一节点',
      pfrom: 'left',
    });
  });
});
