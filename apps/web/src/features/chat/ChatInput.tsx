import { useRef, useState, type KeyboardEvent } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { CHAT_TEXT_ROWS, LETTER_IMAGE_MAX_BYTES, MSG } from '@xinke/shared';
import { toast } from '../../lib/toast';
import { checkImageFile } from '../account/image-check';
import { EmojiPicker } from './emoji/EmojiPicker';
import styles from './ChatDialog.module.css';

export interface ChatInputProps {
  /** A non-empty trimmed text: the caller shows it at once and sends it. */
  onSendText(text: string): void;
  /** An image that passed the SPEC §5 checks (type, ≤ 5120 KB). */
  onSendImage(file: File): void;
  uploading?: boolean;
}

/**
 * SPEC §2 chat input: 3-row text box, emoji picker, image button, send. An empty (trimmed)
 * message says 消息不能为空 and sends nothing; Enter sends, Shift+Enter is a new line.
 */
export function ChatInput({ onSendText, onSendImage, uploading }: ChatInputProps) {
  const [text, setText] = useState('');
  const area = useRef<TextAreaRef>(null);
  const file = useRef<HTMLInputElement>(null);

  const send = () => {
    if (!text.trim()) {
      toast.warning(MSG.messageEmpty);
      return;
    }
    onSendText(text);
    setText('');
  };

  const insert = (char: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const at = el ? el.selectionStart : text.length;
    const end = el ? el.selectionEnd : text.length;
    setText(text.slice(0, at) + char + text.slice(end));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onPickFile = (picked: File | undefined) => {
    if (file.current) file.current.value = ''; // the same file again still fires
    if (!picked) return;
    const problem = checkImageFile(picked, LETTER_IMAGE_MAX_BYTES);
    if (problem) {
      toast.error(problem);
      return;
    }
    onSendImage(picked);
  };

  return (
    <div className={styles.input} data-testid="chat-input">
      <div className={styles.toolbar}>
        <EmojiPicker onPick={insert} />
        <button
          type="button"
          className={styles.toolButton}
          aria-label="发送图片"
          data-testid="image-button"
          disabled={uploading}
          onClick={() => file.current?.click()}
        >
          <PictureOutlined />
        </button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          data-testid="image-input"
          onChange={(e) => onPickFile(e.target.files?.[0])}
        />
      </div>
      <Input.TextArea
        ref={area}
        rows={CHAT_TEXT_ROWS}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="输入消息，Enter 发送，Shift+Enter 换行"
        aria-label="输入消息"
        className={styles.textarea}
      />
      <div className={styles.sendRow}>
        <Button type="primary" onClick={send} loading={uploading} data-testid="send-button">
          发送
        </Button>
      </div>
    </div>
  );
}
