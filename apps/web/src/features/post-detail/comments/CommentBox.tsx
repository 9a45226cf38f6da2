import { useState } from 'react';
import { COMMENT_MAX_LENGTH, MSG } from '@xinke/shared';
import { useLoginDialog } from '../../auth/login-dialog-context';
import { hasToken } from '../../../lib/credentials';
import buttons from '../../../components/buttons.module.css';
import styles from '../PostDetail.module.css';

/**
 * The text box of a comment or a reply. Visitors see 请登录后再试 with a login button
 * instead (SPEC §5). Empty text after trimming is not sent. Plain elements in antd's look
 * (buttons.module.css, `.textArea`), so the comment section loads no antd (deferred.ts).
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
        <button type="button" className={styles.loginLink} onClick={openLoginDialog}>
          登录
        </button>
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
      <textarea
        className={styles.textArea}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        autoFocus={autoFocus}
        aria-label={placeholder}
        data-testid="comment-input"
      />
      <div className={styles.commentBoxBar}>
        {onCancel && (
          <button type="button" className={buttons.outline} onClick={onCancel}>
            取消
          </button>
        )}
        <button
          type="button"
          className={buttons.solid}
          // While one is sent a second click would send the same text again.
          disabled={pending || text.trim() === ''}
          aria-busy={pending}
          onClick={() => void submit()}
          data-testid="comment-submit"
        >
          {submitText}
        </button>
      </div>
    </div>
  );
}
