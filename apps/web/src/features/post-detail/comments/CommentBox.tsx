import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { COMMENT_MAX_LENGTH, MSG } from '@xinke/shared';
import { useLoginDialog } from '../../auth/login-dialog-context';
import { hasToken } from '../../../lib/credentials';
import styles from '../PostDetail.module.css';

/**
 * The text box of a comment or a reply. Visitors see 请登录后再试 with a login button
 * instead (SPEC §5). Empty text after trimming is not sent.
 */
export function CommentBox({
  placeholder = '写下你的评论…',
  submitText = '发表评论',
  pending,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  placeholder?: string;
  submitText?: string;
  pending: boolean;
  autoFocus?: boolean;
  onSubmit(content: string): Promise<unknown>;
  onCancel?(): void;
}) {
  const { openLoginDialog } = useLoginDialog();
  const [text, setText] = useState('');
  if (!hasToken())
    return (
      <div className={styles.loginPrompt} data-testid="comment-login-prompt">
        <span>{MSG.loginToComment}</span>
        <Button type="link" onClick={openLoginDialog}>
          登录
        </Button>
      </div>
    );
  const submit = async () => {
    if (text.trim() === '') return;
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      // the http client showed the server's msg; keep the text so nothing is lost
    }
  };
  return (
    <div className={styles.commentBox}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 6 }}
        autoFocus={autoFocus}
        aria-label={placeholder}
        data-testid="comment-input"
      />
      <div className={styles.commentBoxBar}>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button
          type="primary"
          loading={pending}
          disabled={text.trim() === ''}
          onClick={() => void submit()}
          data-testid="comment-submit"
        >
          {submitText}
        </Button>
      </div>
    </div>
  );
}
