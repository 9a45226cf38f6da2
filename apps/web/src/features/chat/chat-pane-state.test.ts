import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@xinke/shared';
import {
  EMPTY_PANE,
  paneReducer,
  scrollTopAfterPrepend,
  shouldLoadOlder,
  type PaneState,
} from './chat-pane-state';
import { messageActions, recallTombstone } from './message-menu';

const letter = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  content: `第${id}条`,
  kind: 1,
  pfrom: 'left',
  user_id: 5,
  image_url: '',
  nickname: 'B',
  letter_no: `n${id}`,
  create_time: 1_700_000_000 + id,
  is_read: 1,
  recalled: 0,
  ...over,
});
const paginate = (current: number, last: number) => ({
  current_page: current,
  last_page: last,
  total: 0,
  per_page: 20,
});
const ids = (state: PaneState) => state.messages.map((m) => m.id);

describe('chat pane (SPEC §4 chat)', () => {
  it('loads page 1 oldest first, and "scrolling to top with more pages loads the next and prepends"', () => {
    let state = paneReducer(EMPTY_PANE, {
      type: 'loaded',
      data: [letter(21), letter(22)],
      paginate: paginate(1, 2),
    });
    expect(ids(state)).toEqual([21, 22]);
    expect(shouldLoadOlder(0, state)).toBe(true);
    expect(shouldLoadOlder(40, state)).toBe(false);
    state = paneReducer(state, { type: 'loading' });
    expect(shouldLoadOlder(0, state)).toBe(false); // one page at a time
    state = paneReducer(state, {
      type: 'loaded',
      data: [letter(1), letter(2), letter(21)],
      paginate: paginate(2, 2),
    });
    expect(ids(state)).toEqual([1, 2, 21, 22]); // a letter already shown is not doubled
    expect(shouldLoadOlder(0, state)).toBe(false); // no more pages
  });

  it('prepending keeps the reader where they were (same distance from the bottom)', () => {
    // 1000 px of letters, reader at the top; 600 px of older letters go in front.
    expect(scrollTopAfterPrepend({ scrollHeight: 1000, scrollTop: 0 }, 1600)).toBe(600);
    expect(scrollTopAfterPrepend({ scrollHeight: 1000, scrollTop: 5 }, 1600)).toBe(605);
  });

  it('"sending appends at once as right-side message"; the ack turns it into the stored letter', () => {
    let state = paneReducer(EMPTY_PANE, {
      type: 'loaded',
      data: [letter(1)],
      paginate: paginate(1, 1),
    });
    state = paneReducer(state, {
      type: 'append',
      message: { ...letter(0, { pfrom: 'right', user_id: 7, letter_no: 'mine-1' }), pending: true },
    });
    expect(state.messages.at(-1)).toMatchObject({ pfrom: 'right', pending: true });
    // My other tab's copy of the same letter (same no) arriving first is not doubled.
    state = paneReducer(state, { type: 'acked', no: 'mine-1', id: 2, createTime: 5, content: 'x' });
    expect(state.messages.at(-1)).toMatchObject({ id: 2, pending: false, content: 'x' });
    state = paneReducer(state, {
      type: 'append',
      message: letter(2, { pfrom: 'right', user_id: 7, letter_no: 'mine-1' }),
    });
    expect(ids(state)).toEqual([1, 2]);
  });

  it('a refused letter is marked failed; recall leaves a tombstone; delete removes', () => {
    let state = paneReducer(EMPTY_PANE, {
      type: 'loaded',
      data: [letter(1), letter(2, { pfrom: 'right', user_id: 7 })],
      paginate: paginate(1, 1),
    });
    state = paneReducer(state, {
      type: 'append',
      message: { ...letter(0, { pfrom: 'right', letter_no: 'x1' }), pending: true },
    });
    state = paneReducer(state, { type: 'failed', no: 'x1' });
    expect(state.messages.at(-1)).toMatchObject({ failed: true, pending: false });
    state = paneReducer(state, { type: 'recalled', id: 2 });
    expect(state.messages[1]).toMatchObject({ recalled: 1, content: '' });
    expect(recallTombstone(state.messages[1]!)).toBe('你撤回了一条消息');
    expect(recallTombstone(letter(1, { recalled: 1 }))).toBe('对方撤回了一条消息');
    state = paneReducer(state, { type: 'removed', id: 1 });
    expect(ids(state)).toEqual([2, 0]);
  });

  it('"received message can be deleted; sent one can be recalled or deleted"', () => {
    expect(messageActions(letter(1))).toEqual(['delete']);
    expect(messageActions(letter(1, { pfrom: 'right' }))).toEqual(['recall', 'delete']);
  });
});
