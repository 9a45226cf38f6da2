import { LoginPanel } from '../../features/auth/LoginPanel';
import styles from './LoginPage.module.css';

/** /app/new-version/login: the dialog's forms on a page (SPEC §2); success goes to /app/new-version. */
export default function LoginPage() {
  return (
    <section className={styles.page} data-testid="login-page">
      <div className={styles.card}>
        <LoginPanel visible />
      </div>
    </section>
  );
}
