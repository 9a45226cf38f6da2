import type { AccountInfo } from '@xinke/shared';
import styles from './AccountForms.module.css';

const NOT_BOUND = '未绑定';

/** GET /web/system/account at a glance: masked contacts, password and WeChat state. */
export function AccountOverview({ account }: { account: AccountInfo }) {
  const rows = [
    { label: '手机号', value: account.phone || NOT_BOUND },
    { label: '邮箱', value: account.email || NOT_BOUND },
    { label: '登录密码', value: account.has_password ? '已设置' : '未设置' },
    { label: '微信', value: account.wechat_bound ? '已绑定' : NOT_BOUND },
  ];
  return (
    <ul className={styles.rows} data-testid="account-overview">
      {rows.map((row) => (
        <li key={row.label} className={styles.row}>
          <span className={styles.rowLabel}>{row.label}</span>
          <span className={styles.rowValue}>{row.value}</span>
        </li>
      ))}
    </ul>
  );
}
