import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MessageCounts, ServerFrameMap, ServerFrameType } from '@xinke/shared';
import { announceLogout, isSocketLive } from '../../../lib/socket-status';
import { messageKeys } from '../../message/queries';

/** The tab's socket, replaced by one the test pushes frames through. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(frame: unknown) => void>>();
  const statusListeners = new Set<(status: string) => void>();
  return {
    handlers,
    statusListeners,
    socket: {
      start: vi.fn(),
      stop: vi.fn(),
      subscribe: (type: string, handler: (frame: unknown) => void) => {
        if (!handlers.has(type)) handlers.set(type, new Set());
        handlers.get(type)!.add(handler);
        return () => handlers.get(type)!.delete(handler);
      },
      onStatus: (listener: (status: string) => void) => {
        statusListeners.add(listener);
        return () => statusListeners.delete(listener);
      },
    },
  };
});
vi.mock('./app-socket', () => ({ appSocket: () => fake.socket }));

const { default: RealtimeBridge } = await import('./RealtimeBridge');

function push<T extends ServerFrameType>(frame: ServerFrameMap[T]) {
  act(() => fake.handlers.get(frame.type)?.forEach((handler) => handler(frame)));
}

const counts = (over: Partial<MessageCounts> = {}): MessageCounts => ({
  achieve: 0,
  comment: 1,
  thumb: 0,
  follow: 0,
  system: 0,
  active: 0,
  letter: 2,
  user: 1,
  allMessage: 3,
  ...over,
});

describe('live counters (issue 5 point 4: counters update live over the socket)', () => {
  it('a counts frame replaces the counters; letters move the letter count and the total', () => {
    const client = new QueryClient();
    client.setQueryData(messageKeys.counts, counts());
    const view = render(
      <QueryClientProvider client={client}>
        <RealtimeBridge />
      </QueryClientProvider>,
    );
    expect(fake.socket.start).toHaveBeenCalled();

    act(() => fake.statusListeners.forEach((listener) => listener('open')));
    expect(isSocketLive()).toBe(true);

    push<'counts'>({ type: 'counts', counts: counts({ follow: 1, user: 2, allMessage: 4 }) });
    expect(client.getQueryData<MessageCounts>(messageKeys.counts)?.allMessage).toBe(4);

    push<'chat'>({
      type: 'chat',
      id: 9,
      user_id: 5,
      touid: 7,
      letter_user_id: 5,
      pfrom: 'left',
      msg: 'hi',
      kind: 1,
      no: 'n1',
      create_time: 1,
      nickname: 'B',
      image_url: '',
      number: 1,
    });
    expect(client.getQueryData<MessageCounts>(messageKeys.counts)).toMatchObject({
      letter: 3,
      allMessage: 5,
    });

    push<'unread'>({ type: 'unread', letter_user_id: 0, number: 0, unread_total: 0 });
    expect(client.getQueryData<MessageCounts>(messageKeys.counts)).toMatchObject({
      letter: 0,
      allMessage: 2,
    });

    // Logging out here closes the socket before the server revokes the session.
    announceLogout();
    expect(fake.socket.stop).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(fake.socket.stop).toHaveBeenCalledTimes(2);
    expect(isSocketLive()).toBe(false);
  });
});
