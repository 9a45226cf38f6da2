import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { MessageCounts } from '@xinke/shared';
import { InProcessHub } from '../../realtime/hub';
import { Realtime, type LiveConnection } from '../../realtime/realtime';
import { hubBus } from '../../../test/bus-hub';
import { pushMessageCounts } from './message-push';

const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const zero = {} as MessageCounts;

function socketOf(userId: number, frames: string[]): LiveConnection {
  return {
    id: `n1:${userId}`,
    userId,
    sessionId: 1,
    send: (data) => frames.push(String(data)),
    close: () => undefined,
  };
}

/** Flushes the push's promise chain (counts, then publish). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('message counters push', () => {
  it('one node: counted and pushed only for a member with a socket here', async () => {
    const realtime = new Realtime(new InProcessHub(), log);
    const counts = vi.fn(async () => zero);
    const events = pushMessageCounts(realtime, counts, () => undefined);

    events.onMessageWritten(7);
    await settle();
    expect(counts).not.toHaveBeenCalled();

    const frames: string[] = [];
    await realtime.attach(socketOf(7, frames));
    events.onMessageWritten(7);
    await settle();
    expect(counts).toHaveBeenCalledWith(7);
    expect(frames.map((f) => JSON.parse(f) as { type: string })).toEqual([
      { type: 'counts', counts: {} },
    ]);
  });

  it('several nodes: counted even with no socket here (it may be on another node)', async () => {
    const bus = hubBus();
    const realtime = new Realtime(bus.node(), log);
    const counts = vi.fn(async () => zero);
    pushMessageCounts(realtime, counts, () => undefined).onMessageWritten(7);
    await settle();
    expect(counts).toHaveBeenCalledWith(7);
  });
});
