import { Link, useParams } from 'react-router-dom';
import { Alert, Skeleton, Tag } from 'antd';
import { formatDateTime, type ActivityRules, activityPath } from '@xinke/shared';
import buttons from '../../components/buttons.module.css';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { TONE_COLOR, activityTone } from '../../features/activity/status-tone';
import { useActivityRules } from '../../features/campaign/queries';
import { RichContent } from '../../features/editor/RichContent';
import { isNotFound } from '../../lib/api-error';
import styles from './Rules.module.css';

const ACTIVITY_LIST = '/app/new-version/activity';

/** Is this stage the one running at `now` (seconds)? Highlighted in the list. */
const running = (s: { start_time: number; end_time: number }, now: number) =>
  s.start_time <= now && now < s.end_time;

/**
 * /app/rules/:id (SPEC §2, standalone, no login): an activity's rules — status, stages,
 * the sanitized rules, prizes — and the way back to its own page (docs/activities.md
 * "Rules page"). A draft is 404 except for staff, who see it marked 预览.
 */
export default function RulesPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const rules = useActivityRules(valid ? id : 0);
  if (!valid || (rules.isError && isNotFound(rules.error)))
    return (
      <div className={styles.page}>
        <EmptyState description="活动不存在或尚未发布">
          <Link to={ACTIVITY_LIST} className={buttons.primary}>
            查看全部活动
          </Link>
        </EmptyState>
      </div>
    );
  if (rules.isError)
    return (
      <div className={styles.page}>
        <ErrorView onRetry={() => void rules.refetch()} />
      </div>
    );
  if (!rules.data)
    return (
      <div className={styles.page} data-testid="rules-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  return <Loaded a={rules.data} />;
}

function Loaded({ a }: { a: ActivityRules }) {
  const now = Date.now() / 1000;
  const own = activityPath(a);
  return (
    <div className={styles.page} data-testid="rules-page">
      {a.preview && (
        <Alert
          type="warning"
          showIcon
          message="草稿预览：活动尚未发布，只有管理人员看得到"
          style={{ marginBottom: 12 }}
        />
      )}
      <header className={styles.card}>
        {a.cover && <img className={styles.cover} src={a.cover} alt="" />}
        <h1 className={styles.title}>{a.title}</h1>
        <div className={styles.meta}>
          <Tag color={TONE_COLOR[activityTone(a.status)]} data-testid="rules-status">
            {a.status_text}
          </Tag>
          {a.start_time !== null && (
            <span>
              {formatDateTime(a.start_time)} ~ {formatDateTime(a.end_time ?? a.start_time)}
            </span>
          )}
          {a.enrol_count > 0 && <span>{a.enrol_count} 人报名</span>}
        </div>
        {a.summary && <p className={styles.summary}>{a.summary}</p>}
        <Link
          to={own ?? ACTIVITY_LIST}
          className={`${buttons.primary} ${styles.back}`}
          data-testid="rules-back"
        >
          {own ? '返回活动页' : '查看全部活动'}
        </Link>
      </header>

      <section className={styles.card}>
        <h2 className={styles.heading}>活动时间</h2>
        {a.stages.length === 0 ? (
          <p className={styles.summary}>时间待定</p>
        ) : (
          <ol className={styles.stages} data-testid="rules-stages">
            {a.stages.map((s) => (
              <li key={s.id} className={running(s, now) ? styles.current : undefined}>
                <strong>
                  {s.section_name}
                  {running(s, now) ? '（进行中）' : ''}
                </strong>
                <span>
                  {formatDateTime(s.start_time)} ~ {formatDateTime(s.end_time)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {a.item_tag && (
        <section className={styles.card} data-testid="rules-join">
          <h2 className={styles.heading}>参与方式</h2>
          <p>
            活动期间发布帖子并带上标签 <Tag color="blue">#{a.item_tag.name}</Tag>
            ，即可参与本活动。
          </p>
        </section>
      )}

      {a.prizes.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.heading}>活动奖品</h2>
          <ul className={styles.prizes} data-testid="rules-prizes">
            {a.prizes.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                {p.image && <img src={p.image} alt="" loading="lazy" />}
                <strong>{p.name}</strong>
                <span className={styles.meta}>共 {p.count} 名</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.heading}>活动规则</h2>
        {a.rules ? (
          <RichContent html={a.rules} testId="rules-html" />
        ) : (
          <p className={styles.summary}>暂无活动规则</p>
        )}
      </section>
    </div>
  );
}
