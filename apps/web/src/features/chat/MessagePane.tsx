import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import { LETTER_IMAGE_FIELD, LETTER_KIND, letterImage, MSG } from '@xinke/shared';
import { uploadFile } from '../../lib/upload';
import type { ChatTarget } from './chat-dialog-context';
import { scrollTopAfterPrepend, shouldLoadOlder } from './chat-pane-state';
import { ChatInput } from './ChatInput';
import { MessageBubble } from './MessageBubble';
import type { MessageAction } from './message-menu';
import { useChatPane } from './use-chat-pane';
import styles from './ChatDialog.module.css';

export interface Me {
  id: number;
  nickname: string;
  image_url: string;
}

/**
 * The right pane (SPEC §2/§4): the letters with one person, oldest first, scrolled to the
 * bottom; scrolling to the top loads the previous page in front without moving what the
 * reader sees; the input below.
 */
export function MessagePane({ me, other, onBack }: { me: Me; other: ChatTarget; onBack(): void }) {
  const pane = useChatPane(me, other);
  const { state } = pane;
  const list = useRef<HTMLUListElement>(null);
  /** Set just before older letters are asked for: where the reader was. */
  const beforePrepend = useRef<{ scrollHeight: number; scrollTop: number } | null>(null);
  const lastKey = useRef<string>('');
  const [uploading, setUploading] = useState(false);

  const first = state.messages[0];
  const last = state.messages[state.messages.length - 1];
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const key = last ? `${last.id}:${last.letter_no}` : '';
    if (beforePrepend.current && !state.loading) {
      el.scrollTop = scrollTopAfterPrepend(beforePrepend.current, el.scrollHeight);
      beforePrepend.current = null;
    } else if (key !== lastKey.current) {
      el.scrollTop = el.scrollHeight; // page 1 or a new letter at the bottom
    }
    lastKey.current = key;
  }, [first, last, state.loading]);

  const onScroll = () => {
    const el = list.current;
    if (!el || !shouldLoadOlder(el.scrollTop, state)) return;
    beforePrepend.current = { scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
    pane.loadOlder();
  };

  // Stable, so a store update elsewhere (a frame, the list read again) does not re-render
  // the rows: an open message menu stays put under the pointer (issue 13 point 6).
  const { recall, remove } = pane;
  const onAction = useCallback(
    (action: MessageAction, message: { id: number }) =>
      void (action === 'recall' ? recall(message.id) : remove(message.id)),
    [recall, remove],
  );

  const sendImage = async (file: File) => {
    setUploading(true);
    try {
      const answer = await uploadFile<{ item_image: string }>(
        letterImage.path,
        LETTER_IMAGE_FIELD,
        file,
      );
      pane.send(answer.item_image, LETTER_KIND.image);
    } catch {
      // uploadFile showed the server's message
    } finally {
      setUploading(false);
    }
  };

  return (
    <section
      className={styles.pane}
      data-testid="chat-pane"
      aria-label={`与${other.nickname}的对话`}
    >
      <header className={styles.paneHeader}>
        <button
          type="button"
          className={styles.backButton}
          onClick={onBack}
          aria-label="返回对话列表"
        >
          <LeftOutlined />
        </button>
        <strong data-testid="chat-with">{other.nickname}</strong>
      </header>
      <ul className={styles.messages} ref={list} onScroll={onScroll} data-testid="chat-messages">
        {state.loading && <li className={styles.loadingRow}>加载中…</li>}
        {state.page > 0 && state.messages.length === 0 && (
          <li className={styles.loadingRow}>{MSG.chatNoMessages}</li>
        )}
        {state.messages.map((message) => (
          <MessageBubble
            // The sender's number names a letter from the moment it is typed: a row is not
            // rebuilt (nor its menu closed) when the server's id arrives.
            key={message.letter_no ? `${message.user_id}:${message.letter_no}` : message.id}
            message={message}
            onAction={onAction}
          />
        ))}
      </ul>
      <ChatInput
        onSendText={(text) => pane.send(text, LETTER_KIND.text)}
        onSendImage={(file) => void sendImage(file)}
        uploading={uploading}
      />
    </section>
  );
}
