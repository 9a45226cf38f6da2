import { MSG } from '@xinke/shared';
import buttons from './buttons.module.css';
import styles from './StateBlock.module.css';

/** SPEC §2 generic error view: 哎呀！出错了～, with a retry. */
export function ErrorView({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  return (
    <div className={styles.block} role="alert" data-testid="error-view">
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="38" fill="#fff4f0" stroke="#ffb59c" strokeWidth="2" />
        <path
          d="M36 38l6 6M42 38l-6 6M54 38l6 6M60 38l-6 6"
          stroke="#f77234"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M36 64c6-6 18-6 24 0"
          stroke="#f77234"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <p className={styles.title}>{MSG.errorView}</p>
      {detail && <p className={styles.description}>{detail}</p>}
      {onRetry && (
        <button type="button" className={buttons.primary} onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
