import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import { MSG } from '@xinke/shared';
import styles from './Homepage.module.css';

/** A tab their privacy settings hide from me: 对方已设置隐私, with the server's reason. */
export function PrivacyNotice({ reason }: { reason?: string }) {
  return (
    <div className={styles.privacy} data-testid="privacy-notice" role="status">
      <LockOutlined className={styles.privacyIcon} aria-hidden="true" />
      <p className={styles.privacyTitle}>{MSG.privacyHidden}</p>
      {reason && reason !== MSG.privacyHidden && <p className={styles.privacyReason}>{reason}</p>}
    </div>
  );
}
