import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ACTIVITY_BTN_ACTION, ACTIVITY_STATUS, WorkOrder, formatDateTime } from '@xinke/shared';
import { RichContent } from '../../features/editor/RichContent';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useContestBtn, useWorks } from '../../features/contest/queries';
import { ContestResults } from '../wallpaper-contest/ContestResults';
import { ContestRubric } from '../wallpaper-contest/ContestRubric';
import { PHOTO_PATHS, PhotoShell, type PhotoPage } from './PhotoShell';
import styles from '../wallpaper-contest/Wallpaper.module.css';

const TARGET: Record<string, string> = {
  [ACTIVITY_BTN_ACTION.join]: PHOTO_PATHS.write,
  [ACTIVITY_BTN_ACTION.upload]: PHOTO_PATHS.write,
  [ACTIVITY_BTN_ACTION.vote]: PHOTO_PATHS.vote,
  [ACTIVITY_BTN_ACTION.result]: PHOTO_PATHS.vote,
};

function IndexBody({ contest, activeId }: PhotoPage) {
  const btn = useContestBtn(activeId);
  const works = useWorks(activeId, { page: 1, order: WorkOrder.values.votes });
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const b = btn.data;
  return (
    <section className={styles.card} data-testid="photo-index">
      <div className={styles.facts}>
        <span>
          <strong>{contest.enrol_count}</strong> 人参赛
        </span>
        <span>
          <strong data-testid="photo-work-count">{works.data?.paginate.total ?? '—'}</strong>{' '}
          份作品已通过审核
        </span>
      </div>
      {b && b.action !== ACTIVITY_BTN_ACTION.none ? (
        <Button
          type="primary"
          size="large"
          disabled={b.disabled}
          onClick={() =>
            b.action === ACTIVITY_BTN_ACTION.login
              ? openLoginDialog()
              : void navigate(TARGET[b.action] ?? PHOTO_PATHS.vote)
          }
          data-testid="photo-main-button"
        >
          {b.text}
        </Button>
      ) : (
        b && (
          <p className={styles.note}>
            {b.text}
            {b.start_time && `：${formatDateTime(b.start_time)} 开始`}
          </p>
        )
      )}
      <ContestResults
        activeId={activeId}
        reviewing={contest.status >= ACTIVITY_STATUS.awaitingReview}
      />
      <h2 className={styles.sectionTitle}>活动规则</h2>
      {contest.rules ? <RichContent html={contest.rules} /> : <p>{contest.summary}</p>}
      <ContestRubric kind={contest.kind} />
    </section>
  );
}

/** SPEC §2 /app/photo: the current photo contest — banner, stages, main button, results, rules. */
export default function PhotoIndexPage() {
  return <PhotoShell>{(page) => <IndexBody {...page} />}</PhotoShell>;
}
