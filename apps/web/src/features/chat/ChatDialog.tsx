import { useEffect, useState } from 'react';
import Modal from 'antd/es/modal';
import { DIALOG_Z_INDEX, LETTER_READ_ALL, MSG, type Conversation } from '@xinke/shared';
import { getUserId } from '../../lib/credentials';
import { useIsNarrow } from '../../lib/use-media';
import { useUserInfo } from '../account/queries';
import type { ChatTarget } from './chat-dialog-context';
import { useConversations, useDeleteConversation, useMarkRead } from './chat-queries';
import { ConversationList } from './ConversationList';
import { MessagePane } from './MessagePane';
import { appSocket } from './socket/app-socket';
import styles from './ChatDialog.module.css';

export interface ChatDialogProps {
  open: boolean;
  /** Who to chat with when opened (a homepage's 私信); null opens the list. */
  target: ChatTarget | null;
  onClose(): void;
}

/**
 * The chat dialog (SPEC §2 "my private messages", §4 chat), opened by the shared flag of
 * chat-dialog-context: conversations on the left, the open chat on the right. On a phone
 * it fills the screen and shows one side at a time.
 */
export default function ChatDialog({ open, target, onClose }: ChatDialogProps) {
  const isNarrow = useIsNarrow();
  const [active, setActive] = useState<ChatTarget | null>(target);
  const conversations = useConversations(open);
  const markRead = useMarkRead();
  const deleteConversation = useDeleteConversation();
  const { data: info } = useUserInfo();
  const me = {
    id: Number(getUserId()) || 0,
    nickname: info?.nickname ?? '',
    image_url: info?.image_url ?? '',
  };

  // A new target (another homepage's 私信) opens that chat.
  useEffect(() => {
    if (open && target) setActive(target);
  }, [open, target]);

  // SPEC §4: selecting a conversation with unread letters marks it read.
  const list = conversations.data?.data;
  const activeUnread = active ? list?.find((c) => c.letter_user_id === active.id)?.number : 0;
  useEffect(() => {
    if (active && activeUnread) markRead(active.id);
  }, [active, activeUnread, markRead]);

  // Deleted here or in another tab of mine (box_delete frame): that open chat closes.
  useEffect(
    () =>
      appSocket().subscribe('box_delete', (frame) =>
        setActive((current) => (current?.id === frame.letter_user_id ? null : current)),
      ),
    [],
  );

  const onDelete = (conversation: Conversation) =>
    deleteConversation.mutate(conversation, {
      // SPEC §4: deleting a conversation clears the open chat (only on code 0).
      onSuccess: () =>
        setActive((current) => (current?.id === conversation.letter_user_id ? null : current)),
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="我的私信"
      width={isNarrow ? '100vw' : 920}
      zIndex={DIALOG_Z_INDEX}
      centered={!isNarrow}
      className={isNarrow ? styles.modalNarrow : undefined}
    >
      <div className={styles.dialog} data-testid="chat-dialog" data-view={active ? 'pane' : 'list'}>
        <ConversationList
          conversations={list}
          activeUserId={active?.id}
          onSelect={(c) =>
            setActive({ id: c.letter_user_id, nickname: c.nickname, image_url: c.image_url })
          }
          onSelectUser={setActive}
          onDelete={onDelete}
          onMarkAllRead={() => markRead(LETTER_READ_ALL)}
        />
        {active ? (
          <MessagePane key={active.id} me={me} other={active} onBack={() => setActive(null)} />
        ) : (
          <section className={styles.paneEmpty} data-testid="chat-pane-empty">
            {MSG.chatPickConversation}
          </section>
        )}
      </div>
    </Modal>
  );
}
