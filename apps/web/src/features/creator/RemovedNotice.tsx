import { Alert } from 'antd';
import styles from './Creator.module.css';

/**
 * Staff took this down (docs/creator.md "Take-down"): only its owner still sees it, so they
 * are told why and where to turn. `inline` is the one-line form for lists; the default is the
 * banner on the spec page. Renders nothing without a reason (not taken down).
 */
export function RemovedNotice({ reason, inline = false }: { reason: string; inline?: boolean }) {
  if (!reason) return null;
  if (inline)
    return (
      <p className={styles.removedInline} data-testid="removed-reason">
        下架原因：{reason}
      </p>
    );
  return (
    <Alert
      type="error"
      showIcon
      data-testid="removed-notice"
      className={styles.removedBanner}
      title="已被管理员下架"
      description={`原因：${reason}。下架的内容只有你看得到；如有疑问请联系管理员。`}
    />
  );
}
