import { MSG, type ChatMessage } from '@xinke/shared';
import { isMine } from './chat-pane-state';

export type MessageAction = 'recall' | 'delete';

/** SPEC §2: a received letter can be deleted; a sent one recalled or deleted. */
export function messageActions(message: ChatMessage): MessageAction[] {
  return isMine(message) ? ['recall', 'delete'] : ['delete'];
}

export const MESSAGE_ACTION_LABELS: Record<MessageAction, string> = {
  recall: '撤回',
  delete: '删除',
};

/** What a recalled letter shows, to each side (SPEC; docs/letters.md). */
export function recallTombstone(message: ChatMessage): string {
  return isMine(message) ? MSG.letterRecalledByMe : MSG.letterRecalledByThem;
}
