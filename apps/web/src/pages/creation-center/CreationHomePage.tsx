import { Link } from 'react-router-dom';
import { formatCount, ITEM_STATUS, ItemStatus, type StatusCounts } from '@xinke/shared';
import { CreationShell } from '../../features/creation/CreationShell';
import { useStatusCounts, useUserData } from '../../features/creation/queries';
import buttons from '../../components/buttons.module.css';
import styles from '../../features/creation/Creation.module.css';

function Stats({ rows, testId }: { rows: Array<[string, number | undefined]>; testId?: string }) {
  return (
    <dl className={styles.stats} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{value === undefined ? '–' : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** SPEC §3 creation-center counts, each under its SPEC §4 status name. */
const statusRows = (c: StatusCounts | undefined): Array<[string, number | undefined]> => [
  [ItemStatus.label(ITEM_STATUS.published), c?.itemStatus2],
  [ItemStatus.label(ITEM_STATUS.reviewing), c?.itemStatus1],
  [ItemStatus.label(ITEM_STATUS.unverified), c?.itemStatus0],
  [ItemStatus.label(ITEM_STATUS.rejected), c?.itemStatus3],
  [ItemStatus.label(ITEM_STATUS.draft), c?.draftStatus0],
];

/** /creation-center/home: my post-count data (SPEC §3) and the status counts. */
export default function CreationHomePage() {
  const data = useUserData().data;
  const counts = useStatusCounts().data;
  return (
    <CreationShell title="创作中心">
      <Stats
        rows={[
          ['总浏览', data?.visitCount],
          ['今日访问', data?.todayVisitsCount],
          ['获赞', data?.thumbCount],
          ['收到评论', data?.commentCount],
        ]}
      />
      <h2 className={styles.subTitle}>帖子</h2>
      <Stats rows={statusRows(counts?.item)} testId="item-stats" />
      <h2 className={styles.subTitle}>投票</h2>
      <Stats rows={statusRows(counts?.vote)} testId="vote-stats" />
      <div className={styles.quick}>
        <Link to="/app/new-version/publish/post" className={buttons.primary}>
          发布帖子
        </Link>
        <Link to="/app/new-version/publish/vote" className={buttons.primary}>
          发起投票
        </Link>
      </div>
    </CreationShell>
  );
}
