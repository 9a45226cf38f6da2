import { Tag } from 'antd';
import { formatDateTime, type ActivityDetail } from '@xinke/shared';
import { TONE_COLOR, activityTone } from '../../features/activity/status-tone';
import styles from './Contest.module.css';

/**
 * The contest banner: cover, title, status badge, the stages 作品征集 → 投票 → 终审 with
 * their dates, and 报名人数. On a phone it is one column.
 */
export function ContestHeader({ contest, mobile }: { contest: ActivityDetail; mobile: boolean }) {
  return (
    <header className={mobile ? styles.bannerH5 : styles.banner} data-testid="contest-banner">
      {contest.cover && <img className={styles.bannerCover} src={contest.cover} alt="" />}
      <div className={styles.bannerBody}>
        <h1 className={styles.bannerTitle}>{contest.title}</h1>
        <p className={styles.bannerMeta}>
          <Tag color={TONE_COLOR[activityTone(contest.status)]} data-testid="contest-status">
            {contest.status_text}
          </Tag>
          <span data-testid="contest-enrol-count">{contest.enrol_count} 人报名</span>
        </p>
        {contest.stages.length > 0 && (
          <ol className={styles.timeline} data-testid="contest-stages">
            {contest.stages.map((s) => (
              <li key={s.id}>
                <strong>{s.section_name}</strong>
                <span>
                  {formatDateTime(s.start_time)} ~ {formatDateTime(s.end_time)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </header>
  );
}
