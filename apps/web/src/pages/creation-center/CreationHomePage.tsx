import { Link } from 'react-router-dom';
import { formatCount, type StatusCounts } from '@xinke/shared';
import { CreationShell } from '../../features/creation/CreationShell';
import { useStatusCounts, useUserData } from '../../features/creation/queries';
import buttons from '../../components/buttons.module.css';
import styles from '../../features/creation/Creation.module.css';

function Stats({ rows }: { rows: Array<[string, number | undefined]> }) {
  return (
    <dl className={styles.stats}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{value === undefined ? '–' : formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusRows = (c: StatusCounts | undefined): Array<[string, number | undefined]> => [
  ['已发布', c?.itemStatus2],
  ['审核中', c?.itemStatus1],
  ['未通过', c?.itemStatus3],
  ['草稿箱', c?.draftStatus0],
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
      <Stats rows={statusRows(counts?.item)} />
      <h2 className={styles.subTitle}>投票</h2>
      <Stats rows={statusRows(counts?.vote)} />
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
