import type { MessageRow } from '@xinke/shared';
import type { MessageListRow } from './message.repository';

/** A stored message on the wire (SPEC §3 names, Unix seconds). */
export function toMessageRow(row: MessageListRow): MessageRow {
  return {
    id: row.id,
    category: row.category,
    // A deleted actor leaves the message without a face rather than failing the list.
    from_user:
      row.fromUserId !== null && row.nickname !== null
        ? { id: row.fromUserId, nickname: row.nickname, image_url: row.imageUrl ?? '' }
        : null,
    title: row.title,
    content: row.content,
    target_type: row.targetType,
    target_id: row.targetId,
    is_read: row.isRead,
    create_time: Math.floor(row.createTime.getTime() / 1000),
  };
}
