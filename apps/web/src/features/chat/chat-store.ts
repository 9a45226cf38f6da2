import type { QueryClient } from '@tanstack/react-query';
import {
  LETTER_FROM,
  MSG,
  type ChatMessage,
  type Conversation,
  type LetterBoxPage,
  type ServerFrameMap,
} from '@xinke/shared';
import { chatKeys } from './chat-keys';
import { EMPTY_PANE, paneReducer, type PaneAction, type PaneState } from './chat-pane-state';

/*
 * The tab's one store of chat data (issue 13 point 6): the conversation list
 * (chatKeys.boxes, GET /web/letter/box) and the messages of each chat opened in this tab
 * (chatKeys.pane(userId)), both in the query cache. Socket frames (RealtimeBridge) and this
 * tab's own HTTP answers (use-chat-pane, chat-queries) go through the functions below, so
 * one change moves the list's preview, its unread numbers and the open chat together, in
 * every tab of the member. Where the server alone knows the answer (the preview after a
 * recall or delete of an older letter), the list is read again as well.
 */

/** Applies `action` to the chat with `userId`; `create` starts it when this tab has none. */
export function updatePane(
  queryClient: QueryClient,
  userId: number,
  action: PaneAction,
  create = false,
): void {
  queryClient.setQueryData<PaneState>(chatKeys.pane(userId), (old) =>
    old || create ? paneReducer(old ?? EMPTY_PANE, action) : old,
  );
}

export const paneOf = (queryClient: QueryClient, userId: number): PaneState =>
  queryClient.getQueryData<PaneState>(chatKeys.pane(userId)) ?? EMPTY_PANE;

function patchBoxes(
  queryClient: QueryClient,
  change: (list: Conversation[]) => Conversation[],
): void {
  queryClient.setQueryData<LetterBoxPage>(
    chatKeys.boxes,
    (old) => old && { ...old, data: change(old.data) },
  );
}

/** Reads the list again (the server's preview and order); the patch before it shows at once. */
export const rereadBoxes = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: chatKeys.boxes });

/** A letter stored (mine or theirs): its conversation goes to the top with it as preview. */
export function letterStored(
  queryClient: QueryClient,
  letterUserId: number,
  letter: { content: string; create_time: number },
  unread?: number,
): void {
  patchBoxes(queryClient, (list) => {
    const row = list.find((c) => c.letter_user_id === letterUserId);
    if (!row) return list; // a new conversation: only the server has its row
    const moved: Conversation = {
      ...row,
      last_message: letter.content,
      update_time: letter.create_time,
      number: unread ?? row.number,
    };
    return [moved, ...list.filter((c) => c !== row)];
  });
  rereadBoxes(queryClient);
}

/** The newest letter this tab shows of a chat, when it has loaded the newest page. */
function newestShown(queryClient: QueryClient, userId: number): ChatMessage | undefined {
  const pane = paneOf(queryClient, userId);
  return pane.page >= 1 ? pane.messages[pane.messages.length - 1] : undefined;
}

/** Letter `id` was recalled: tombstone in the chat, and in the preview if it was the last. */
export function letterRecalled(
  queryClient: QueryClient,
  letterUserId: number,
  id: number,
  byMe: boolean,
): void {
  const wasLast = newestShown(queryClient, letterUserId)?.id === id;
  updatePane(queryClient, letterUserId, { type: 'recalled', id });
  if (wasLast)
    patchBoxes(queryClient, (list) =>
      list.map((c) =>
        c.letter_user_id === letterUserId
          ? { ...c, last_message: byMe ? MSG.letterRecalledByMe : MSG.letterRecalledByThem }
          : c,
      ),
    );
  rereadBoxes(queryClient);
}

/** Letter `id` was deleted for me: gone from the chat; the preview steps back to the one before. */
export function letterDeleted(queryClient: QueryClient, letterUserId: number, id: number): void {
  const wasLast = newestShown(queryClient, letterUserId)?.id === id;
  updatePane(queryClient, letterUserId, { type: 'removed', id });
  const before = newestShown(queryClient, letterUserId);
  if (wasLast)
    patchBoxes(queryClient, (list) =>
      list.map((c) =>
        c.letter_user_id === letterUserId
          ? {
              ...c,
              last_message: before ? previewOf(before) : '',
            }
          : c,
      ),
    );
  rereadBoxes(queryClient);
}

const previewOf = (m: ChatMessage) =>
  m.recalled === 1
    ? m.pfrom === LETTER_FROM.me
      ? MSG.letterRecalledByMe
      : MSG.letterRecalledByThem
    : m.content;

/** The whole conversation was deleted for me: out of the list, its chat emptied. */
export function conversationDeleted(queryClient: QueryClient, letterUserId: number): void {
  patchBoxes(queryClient, (list) => list.filter((c) => c.letter_user_id !== letterUserId));
  updatePane(queryClient, letterUserId, { type: 'cleared' });
  rereadBoxes(queryClient);
}

/** My unread letters of one conversation (or all: 0) are now `number`. */
export function unreadChanged(queryClient: QueryClient, letterUserId: number, number: number) {
  patchBoxes(queryClient, (list) =>
    list.map((c) =>
      letterUserId === 0 || c.letter_user_id === letterUserId ? { ...c, number } : c,
    ),
  );
  if (number === 0) {
    if (letterUserId !== 0) updatePane(queryClient, letterUserId, { type: 'read' });
    else
      for (const [key] of queryClient.getQueriesData<PaneState>({ queryKey: ['chat', 'pane'] }))
        updatePane(queryClient, Number(key[2]), { type: 'read' });
  }
}

/** A chat frame as a message of the pane. */
export function incoming(frame: ServerFrameMap['chat']): ChatMessage {
  return {
    id: frame.id,
    content: frame.msg,
    kind: frame.kind,
    pfrom: frame.pfrom,
    user_id: frame.user_id,
    image_url: frame.image_url,
    nickname: frame.nickname,
    letter_no: frame.no,
    create_time: frame.create_time,
    is_read: 0,
    recalled: 0,
  };
}

type ChatFrame = ServerFrameMap['chat' | 'recall' | 'delete' | 'box_delete' | 'unread'];

/** One socket frame into the store (RealtimeBridge subscribes; every tab does the same). */
export function applyChatFrame(queryClient: QueryClient, frame: ChatFrame): void {
  switch (frame.type) {
    case 'chat':
      updatePane(queryClient, frame.letter_user_id, { type: 'append', message: incoming(frame) });
      letterStored(
        queryClient,
        frame.letter_user_id,
        { content: frame.msg, create_time: frame.create_time },
        frame.number,
      );
      return;
    case 'recall':
      letterRecalled(queryClient, frame.letter_user_id, frame.id, frame.pfrom === LETTER_FROM.me);
      return;
    case 'delete':
      letterDeleted(queryClient, frame.letter_user_id, frame.id);
      return;
    case 'box_delete':
      conversationDeleted(queryClient, frame.letter_user_id);
      return;
    case 'unread':
      unreadChanged(queryClient, frame.letter_user_id, frame.number);
      return;
  }
}
