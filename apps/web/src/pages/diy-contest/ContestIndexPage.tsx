import { Button, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ACTIVITY_BTN_ACTION, formatDateTime } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { RichContent } from '../../features/editor/RichContent';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import {
  contestPaths,
  useContestPlace,
  type ContestTab,
} from '../../features/contest/contest-paths';
import { useContest, useContestBtn } from '../../features/contest/queries';
import styles from './Contest.module.css';

const TARGET: Record<string, ContestTab> = {
  [ACTIVITY_BTN_ACTION.join]: 'registry',
  [ACTIVITY_BTN_ACTION.upload]: 'work-upload',
  [ACTIVITY_BTN_ACTION.vote]: 'work',
  [ACTIVITY_BTN_ACTION.result]: 'award',
};

/** The main button of GET /web/active/btn: 登录 opens the dialog, the rest lead to a tab. */
export function ContestMainButton() {
  const { activeId, mobile, paths } = useContestPlace();
  const btn = useContestBtn(activeId);
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const b = btn.data;
  if (!b || b.action === ACTIVITY_BTN_ACTION.none) {
    return b?.text ? <p className={styles.note}>{b.text}</p> : null;
  }
  const onClick = () => {
    if (b.action === ACTIVITY_BTN_ACTION.login) return openLoginDialog();
    const tab = TARGET[b.action];
    if (!tab) return;
    // The H5 build has no registry or upload page: those open the desktop site's.
    const desktopOnly = tab === 'registry' || tab === 'work-upload';
    void navigate(mobile && desktopOnly ? contestPaths(activeId, false).tab(tab) : paths.tab(tab));
  };
  return (
    <div className={styles.mainButton}>
      <Button
        type="primary"
        size="large"
        disabled={b.disabled}
        onClick={onClick}
        data-testid="contest-main-button"
      >
        {b.text}
      </Button>
      {b.disabled && b.start_time && (
        <span className={styles.hint}>{formatDateTime(b.start_time)} 开始</span>
      )}
    </div>
  );
}

/** 活动首页: the main button and the rules. */
export default function ContestIndexPage() {
  const { activeId } = useContestPlace();
  const contest = useContest(activeId);
  return (
    <section className={styles.card} data-testid="contest-index">
      <ContestMainButton />
      <h2 className={styles.sectionTitle}>活动规则</h2>
      {contest.isError ? (
        <ErrorView onRetry={() => void contest.refetch()} />
      ) : !contest.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : contest.data.rules ? (
        <RichContent html={contest.data.rules} />
      ) : (
        <p>{contest.data.summary || '暂无活动规则'}</p>
      )}
    </section>
  );
}
