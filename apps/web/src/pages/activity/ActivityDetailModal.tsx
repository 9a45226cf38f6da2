import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import {
  ACTIVITY_BTN_ACTION,
  ACTIVITY_TYPE_KEY,
  activeBtn,
  activeIndex,
  formatDateTime,
  rulesPath,
} from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { RichContent } from '../../features/editor/RichContent';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { ItemPosts } from './ItemPosts';
import styles from './ActivityList.module.css';

/**
 * A general activity has no pages of its own (SPEC §2 names none): its rules, its stages and
 * the main button (GET /web/active/btn, the same rule the contest pages use) open here.
 * Enrolling and voting arrive with the next slice; until then only 登录 does something.
 * An item (帖子) activity lists the posts taking part in it (docs/activities.md).
 */
export function ActivityDetailModal({ id, onClose }: { id: number | null; onClose(): void }) {
  const { openLoginDialog } = useLoginDialog();
  const signedIn = hasToken();
  const detail = useQuery({
    queryKey: ['activity', 'index', id],
    queryFn: () => api(activeIndex, { active_id: id ?? 0 }),
    enabled: id !== null,
  });
  const btn = useQuery({
    queryKey: ['activity', 'btn', id, signedIn],
    queryFn: () => api(activeBtn, { active_id: id ?? 0 }),
    enabled: id !== null,
  });
  const a = detail.data;
  const onButton = () => {
    if (btn.data?.action === ACTIVITY_BTN_ACTION.login) {
      onClose();
      openLoginDialog();
    }
  };

  return (
    <Modal
      open={id !== null}
      title={a?.title ?? '活动详情'}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        btn.data ? (
          <Button
            type="primary"
            disabled={btn.data.disabled}
            onClick={onButton}
            data-testid="activity-main-button"
          >
            {btn.data.text}
          </Button>
        ) : null
      }
    >
      {detail.isError ? (
        <ErrorView onRetry={() => void detail.refetch()} />
      ) : !a ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div data-testid="activity-detail">
          <p className={styles.status}>{a.status_text}</p>
          {a.stages.length > 0 && (
            <ol className={styles.stages}>
              {a.stages.map((s) => (
                <li key={s.id}>
                  <strong>{s.section_name}</strong>
                  <span>
                    {formatDateTime(s.start_time)} ~ {formatDateTime(s.end_time)}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {a.rules ? <RichContent html={a.rules} /> : <p>{a.summary || '暂无活动规则'}</p>}
          <Link to={rulesPath(a.id)} onClick={onClose} data-testid="activity-rules-link">
            查看活动规则页
          </Link>
          {a.type === ACTIVITY_TYPE_KEY.item && <ItemPosts activeId={a.id} />}
        </div>
      )}
    </Modal>
  );
}
