import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ACTIVITY_BTN_ACTION, WorkOrder, formatDateTime, workRuleOf } from '@xinke/shared';
import { RichContent } from '../../features/editor/RichContent';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useContestBtn, useWorks } from '../../features/contest/queries';
import { wallpaperPath, type WallpaperTab } from '../../features/contest/wallpaper-paths';
import { WallpaperShell, type WallpaperPage } from './WallpaperShell';
import styles from './Wallpaper.module.css';

const TARGET: Record<string, WallpaperTab> = {
  [ACTIVITY_BTN_ACTION.join]: 'upload',
  [ACTIVITY_BTN_ACTION.upload]: 'upload',
  [ACTIVITY_BTN_ACTION.vote]: 'vote',
  [ACTIVITY_BTN_ACTION.result]: 'vote',
};

/** The main button of GET /web/active/btn: 登录 opens the dialog, the rest lead to a tab. */
function MainButton({ activeId, prefix }: { activeId: number; prefix: string }) {
  const btn = useContestBtn(activeId);
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const b = btn.data;
  if (!b) return null;
  if (b.action === ACTIVITY_BTN_ACTION.none)
    return (
      <p className={styles.note} data-testid="wallpaper-main-note">
        {b.text}
        {b.start_time && `：${formatDateTime(b.start_time)} 开始`}
      </p>
    );
  const onClick = () => {
    if (b.action === ACTIVITY_BTN_ACTION.login) return openLoginDialog();
    const tab = TARGET[b.action];
    if (tab) void navigate(wallpaperPath(prefix, tab, activeId));
  };
  return (
    <Button
      type="primary"
      size="large"
      disabled={b.disabled}
      onClick={onClick}
      data-testid="wallpaper-main-button"
    >
      {b.text}
    </Button>
  );
}

function IndexBody({ contest, activeId, prefix }: WallpaperPage) {
  const works = useWorks(activeId, { page: 1, order: WorkOrder.values.votes });
  const rule = workRuleOf(contest.kind);
  return (
    <section className={styles.card} data-testid="wallpaper-index">
      <div className={styles.facts}>
        <span>
          <strong data-testid="wallpaper-enrol-count">{contest.enrol_count}</strong> 人参赛
        </span>
        <span>
          <strong data-testid="wallpaper-work-count">{works.data?.paginate.total ?? '—'}</strong>{' '}
          幅壁纸已通过审核
        </span>
        {rule.minSize && (
          <span>
            尺寸要求 ≥ {rule.minSize.width}×{rule.minSize.height}
          </span>
        )}
      </div>
      <MainButton activeId={activeId} prefix={prefix} />
      <h2 className={styles.sectionTitle}>活动规则</h2>
      {contest.rules ? (
        <div className={styles.excerpt}>
          <RichContent html={contest.rules} />
        </div>
      ) : (
        <p>{contest.summary || '暂无活动规则'}</p>
      )}
      <Link className={styles.more} to={wallpaperPath(prefix, 'rule', activeId)}>
        查看完整规则与奖项 ›
      </Link>
    </section>
  );
}

/** SPEC §2 /app/wallPaper-index/{id}: banner, stages, status, main button, rules excerpt. */
export default function WallpaperIndexPage() {
  return <WallpaperShell>{(page) => <IndexBody {...page} />}</WallpaperShell>;
}
