import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import buttons from '../../components/buttons.module.css';
import {
  ContactSection,
  PasswordSection,
  PrivacySection,
  ProfileSection,
} from '../../features/account/AccountSections';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { hasToken } from '../../lib/credentials';
import styles from '../user-center/UserCenterPage.module.css';

const BASE = '/app/new-version/personalEdit';
const TABS: { key: string; label: string; render(): ReactNode }[] = [
  { key: 'info', label: '个人资料', render: () => <ProfileSection /> },
  { key: 'password', label: '登录密码', render: () => <PasswordSection /> },
  { key: 'phone', label: '手机号', render: () => <ContactSection kind="phone" /> },
  { key: 'email', label: '邮箱', render: () => <ContactSection kind="email" /> },
  { key: 'privacy', label: '隐私设置', render: () => <PrivacySection /> },
];

/** /app/new-version/personalEdit/:tab — the settings forms one tab at a time. */
export default function PersonalEditPage() {
  const { tab } = useParams();
  const { openLoginDialog } = useLoginDialog();
  const current = TABS.find((t) => t.key === tab);
  if (!current) return <Navigate to={`${BASE}/${TABS[0]?.key ?? 'info'}`} replace />;
  if (!hasToken()) {
    // The route is public in SPEC §2, but editing is a member's: offer to log in.
    return (
      <EmptyState description="登录后即可编辑个人资料">
        <button type="button" className={buttons.primary} onClick={openLoginDialog}>
          登录/注册
        </button>
      </EmptyState>
    );
  }
  return (
    <div className={styles.page} data-testid="personal-edit-page">
      <h1 className={styles.title}>编辑资料</h1>
      <nav className={styles.tabs} aria-label="编辑资料">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`${BASE}/${t.key}`}
            className={styles.tab}
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {current.render()}
    </div>
  );
}
