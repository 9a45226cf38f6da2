import { useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/UserAvatar';
import { useUserInfo } from '../../features/account/queries';
import { LoginPanel } from '../../features/auth/LoginPanel';
import { useQrConfirm } from '../../features/auth/use-qr-confirm';
import { hasToken } from '../../lib/credentials';
import styles from './QrConfirmPage.module.css';

const PHONE_TABS = ['phone', 'password'] as const;
const NO_TICKET = '二维码无效，请在电脑上刷新二维码后重新扫码';

/**
 * /app/new-version/qr-confirm?ticket=… — what the login QR opens on a phone. A member
 * confirms or cancels the desktop login; a visitor logs in here first (the page reloads
 * and stays, so the confirmation follows).
 */
export default function QrConfirmPage() {
  const [search] = useSearchParams();
  const ticket = search.get('ticket')?.trim() ?? '';
  const isMember = hasToken();
  const { data: user } = useUserInfo();
  const { phase, message, confirm, cancel } = useQrConfirm(ticket, isMember);

  if (!ticket) return <EmptyState description={NO_TICKET} />;
  if (!isMember) {
    return (
      <section className={styles.page} data-testid="qr-confirm-login">
        <div className={styles.card}>
          <LoginPanel visible tabs={PHONE_TABS} />
        </div>
      </section>
    );
  }
  const done = phase === 'confirmed' || phase === 'cancelled' || phase === 'failed';
  return (
    <section className={styles.page} data-testid="qr-confirm" data-phase={phase}>
      <div className={styles.card}>
        <UserAvatar src={user?.image_url || undefined} name={user?.nickname} size={64} />
        <h1 className={styles.title}>芯客网页版登录确认</h1>
        {done ? (
          <p className={styles.hint} role="status">
            {message}
          </p>
        ) : (
          <>
            <p className={styles.hint}>
              {user ? `将以「${user.nickname}」的身份登录电脑上的芯客` : '请确认是否本人操作'}
            </p>
            <div className={styles.actions}>
              <Button
                type="primary"
                size="large"
                block
                disabled={phase !== 'ready'}
                loading={phase === 'busy'}
                onClick={() => void confirm()}
              >
                确认登录
              </Button>
              <Button size="large" block disabled={phase !== 'ready'} onClick={() => void cancel()}>
                取消
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
