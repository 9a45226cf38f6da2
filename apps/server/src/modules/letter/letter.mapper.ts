import {
  LETTER_FROM,
  MSG,
  type ChatMessage,
  type ChatUser,
  type Conversation,
  type ServerFrameMap,
} from '@xinke/shared';
import { toUnixSeconds } from '../../lib/clock';
import type { BoxRow, LetterRow } from './letter.repository';

export interface ChatUserRow {
  id: number;
  nickname: string;
  imageUrl: string;
}

export const toChatUser = (u: ChatUserRow): ChatUser => ({
  id: u.id,
  nickname: u.nickname,
  image_url: u.imageUrl,
});

const pfromFor = (viewer: number, senderId: number) =>
  senderId === viewer ? LETTER_FROM.me : LETTER_FROM.other;

/** What a chat message is made of (a stored row, or a letter just inserted). */
export type LetterView = Pick<
  LetterRow,
  'id' | 'content' | 'kind' | 'senderId' | 'no' | 'createTime' | 'isRead' | 'recallTime'
>;

/** SPEC §3 chat message as `viewer` sees it; a recalled letter is an empty tombstone. */
export function toChatMessage(row: LetterView, viewer: number, sender: ChatUserRow): ChatMessage {
  const recalled = row.recallTime !== null;
  return {
    id: row.id,
    content: recalled ? '' : row.content,
    kind: row.kind,
    pfrom: pfromFor(viewer, row.senderId),
    user_id: row.senderId,
    image_url: sender.imageUrl,
    nickname: sender.nickname,
    letter_no: row.no,
    create_time: toUnixSeconds(row.createTime.getTime()),
    is_read: row.isRead ? 1 : 0,
    recalled: recalled ? 1 : 0,
  };
}

/** A box row: its last letter as HTML, or the tombstone text when it was recalled. */
export function toConversation(row: BoxRow, viewer: number): Conversation {
  let last = row.content ?? '';
  if (row.recallTime)
    last = row.senderId === viewer ? MSG.letterRecalledByMe : MSG.letterRecalledByThem;
  return {
    id: row.id,
    letter_user_id: row.otherId,
    nickname: row.nickname,
    image_url: row.imageUrl,
    last_message: last,
    number: row.unread,
    update_time: toUnixSeconds(new Date(row.updateTime).getTime()),
  };
}

/** The chat frame of a new letter for one side: the recipient (`left`) or the sender's tabs. */
export function chatFrame(
  letter: { id: number; senderId: number; recipientId: number; kind: number; content: string },
  meta: { no: string; createTime: Date; sender: ChatUserRow },
  receiver: number,
  number: number,
): ServerFrameMap['chat'] {
  const isSender = receiver === letter.senderId;
  return {
    type: 'chat',
    id: letter.id,
    user_id: letter.senderId,
    touid: letter.recipientId,
    letter_user_id: isSender ? letter.recipientId : letter.senderId,
    pfrom: pfromFor(receiver, letter.senderId),
    msg: letter.content,
    kind: letter.kind,
    no: meta.no,
    create_time: toUnixSeconds(meta.createTime.getTime()),
    nickname: meta.sender.nickname,
    image_url: meta.sender.imageUrl,
    number,
  };
}
