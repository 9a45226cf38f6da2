import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MSG, type ChatMessage, type Conversation, type LetterBoxPage } from '@xinke/shared';
import { chatKeys } from './chat-keys';
import type { PaneState } from './chat-pane-state';
import { applyChatFrame, updatePane } from './chat-store';

/*
 * Issue 13 point 6: every live change (new, recalled, deleted, read) updates the
 * conversation list and the open chat together, from the one store.
 */
const conv = (letterUserId: number, over: Partial<Conversation> = {}): Conversation => ({
  id: letterUserId * 10,
  letter_user_id: letterUserId,
  nickname: `u${letterUserId}`,
  image_url: '',
  last_message: '旧消息',
  number: 0,
  update_time: 1,
  ...over,
});
const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  content: `第${id}条`,
  kind: 1,
  pfrom: 'left',
  user_id: 5,
  image_url: '',
  nickname: 'u5',
  letter_no: `n${id}`,
  create_time: id,
  is_read: 0,
  recalled: 0,
  ...over,
});

function store() {
  const client = new QueryClient();
  client.setQueryData<LetterBoxPage>(chatKeys.boxes, {
    data: [conv(6), conv(5, { last_message: '第2条', number: 2 })],
    paginate: { total: 2, per_page: 10, current_page: 1, last_page: 1 },
    unread_total: 2,
  });
  updatePane(
    client,
    5,
    {
      type: 'loaded',
      data: [msg(1), msg(2)],
      paginate: { total: 2, per_page: 10, current_page: 1, last_page: 1 },
    },
    true,
  );
  const list = () => client.getQueryData<LetterBoxPage>(chatKeys.boxes)!.data;
  const pane = () => client.getQueryData<PaneState>(chatKeys.pane(5))!.messages;
  return { client, list, pane };
}

describe('the chat store: list and open chat change together', () => {
  it('a new letter: appended to the chat, its conversation on top with it as preview', () => {
    const { client, list, pane } = store();
    applyChatFrame(client, {
      type: 'chat',
      id: 3,
      user_id: 5,
      touid: 7,
      letter_user_id: 5,
      pfrom: 'left',
      msg: '新的',
      kind: 1,
      no: 'n3',
      create_time: 3,
      nickname: 'u5',
      image_url: '',
      number: 3,
    });
    expect(pane().map((m) => m.id)).toEqual([1, 2, 3]);
    expect(list()[0]).toMatchObject({ letter_user_id: 5, last_message: '新的', number: 3 });
  });

  it('a recall of the last letter: tombstone in the chat and in the preview', () => {
    const { client, list, pane } = store();
    applyChatFrame(client, { type: 'recall', id: 2, user_id: 5, letter_user_id: 5, pfrom: 'left' });
    expect(pane()[1]).toMatchObject({ id: 2, recalled: 1, content: '' });
    expect(list()[1]!.last_message).toBe(MSG.letterRecalledByThem);
  });

  it('a delete of the last letter: gone from the chat; the preview steps back', () => {
    const { client, list, pane } = store();
    applyChatFrame(client, { type: 'delete', id: 2, letter_user_id: 5 });
    expect(pane().map((m) => m.id)).toEqual([1]);
    expect(list()[1]!.last_message).toBe('第1条');
  });

  it('read: the unread number and the chat letters; all read clears every conversation', () => {
    const { client, list, pane } = store();
    applyChatFrame(client, { type: 'unread', letter_user_id: 5, number: 0, unread_total: 0 });
    expect(list()[1]!.number).toBe(0);
    expect(pane().every((m) => m.is_read === 1)).toBe(true);
    applyChatFrame(client, { type: 'unread', letter_user_id: 0, number: 0, unread_total: 0 });
    expect(list().every((c) => c.number === 0)).toBe(true);
  });

  it('a deleted conversation leaves the list and its chat', () => {
    const { client, list, pane } = store();
    applyChatFrame(client, { type: 'box_delete', id: 50, letter_user_id: 5 });
    expect(list().map((c) => c.letter_user_id)).toEqual([6]);
    expect(pane()).toEqual([]);
  });

  it('frames for a chat this tab has not opened touch only the list', () => {
    const { client } = store();
    applyChatFrame(client, { type: 'delete', id: 9, letter_user_id: 6 });
    expect(client.getQueryData(chatKeys.pane(6))).toBeUndefined();
  });
});
