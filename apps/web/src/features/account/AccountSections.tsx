import type { ReactNode } from 'react';
import { AccountOverview } from './AccountOverview';
import { AvatarUpload } from './AvatarUpload';
import { ContactForm } from './ContactForm';
import { PasswordForm } from './PasswordForm';
import { PrivacySwitches } from './PrivacySwitches';
import { ProfileForm } from './ProfileForm';
import { QueryGate } from './QueryGate';
import { useAccountInfo, useSecret, useUserInfo } from './queries';
import { BlackList } from '../social/BlackList';
import styles from './AccountForms.module.css';

/**
 * The user-center settings as cards, each loading its own data; the setting, safety and
 * personalEdit pages arrange the same cards.
 */
function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className={styles.card} data-testid={testId}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function ProfileSection() {
  const query = useUserInfo();
  return (
    <Card title="个人资料" testId="profile-section">
      <QueryGate query={query}>
        {(user) => (
          <>
            <AvatarUpload user={user} />
            <ProfileForm key={user.id} user={user} />
          </>
        )}
      </QueryGate>
    </Card>
  );
}

export function OverviewSection() {
  const query = useAccountInfo();
  return (
    <Card title="账号概览" testId="overview-section">
      <QueryGate query={query}>{(account) => <AccountOverview account={account} />}</QueryGate>
    </Card>
  );
}

export function PasswordSection() {
  const query = useAccountInfo();
  return (
    <Card title="登录密码" testId="password-section">
      <QueryGate query={query}>
        {(account) => <PasswordForm hasPassword={account.has_password} />}
      </QueryGate>
    </Card>
  );
}

export function ContactSection({ kind }: { kind: 'phone' | 'email' }) {
  const query = useAccountInfo();
  return (
    <Card title={kind === 'phone' ? '手机号' : '邮箱'} testId={`${kind}-section`}>
      <QueryGate query={query}>
        {(account) => <ContactForm key={account[kind]} kind={kind} current={account[kind]} />}
      </QueryGate>
    </Card>
  );
}

export function PrivacySection() {
  const query = useSecret();
  return (
    <Card title="隐私设置" testId="privacy-section">
      <QueryGate query={query}>{(secret) => <PrivacySwitches secret={secret} />}</QueryGate>
    </Card>
  );
}

export function BlackListSection() {
  return (
    <Card title="黑名单" testId="black-list-section">
      <BlackList />
    </Card>
  );
}
