import { useSearchParams } from 'react-router-dom';
import { loginModeFromTab } from '../../features/auth/auth-texts';
import { LoginPanel } from '../../features/auth/LoginPanel';
import { useWechatReturn } from '../../features/auth/use-wechat-return';
import { LOGIN_TAB_PARAM } from '../../lib/navigation';
import styles from './LoginPage.module.css';

/**
 * /app/new-version/login: the dialog's forms on a page (SPEC §2); success goes to
 * /app/new-version. `?tab=qr|phone|password|forget` opens that form; it also finishes a
 * WeChat scan (useWechatReturn).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const tab = params.get(LOGIN_TAB_PARAM);
  useWechatReturn();
  return (
    <section className={styles.page} data-testid="login-page">
      <div className={styles.card}>
        {/* A new `?tab=` (e.g. /app/forget while here) opens its form afresh. */}
        <LoginPanel key={tab ?? ''} visible initialMode={loginModeFromTab(tab)} />
      </div>
    </section>
  );
}
