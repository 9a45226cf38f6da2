import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { forumSearch } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { ItemCard } from '../../features/forum/ItemCard';
import { api } from '../../lib/api';
import { v2Path } from '../../features/liulang/paths';
import { useLiulangIndex } from '../../features/liulang/queries';
import styles from './LlwNew.module.css';

/** The words the 流浪 reports are found by (the forum's own search, docs/feedback.md "Pages"). */
const REPORT_KEYWORD = '流浪';

const STEPS = [
  { title: '报名申请', text: '在活动开放期间提交申请，写下你打算用这台设备做什么。' },
  { title: '收到设备', text: '入选的会员收到上一位玩家寄出的设备，开箱即开始你的体验期。' },
  { title: '体验发帖', text: '体验期内动手折腾，并在社区发布体验报告：实测、改装、踩过的坑。' },
  { title: '寄给下一位', text: '体验期结束后把设备寄给下一位入选者，让它继续“流浪”。' },
];

/** The hero's button: the current round's page while there is one, else the notices. */
function CurrentRoundLink() {
  const index = useLiulangIndex();
  const round = index.data?.round;
  if (!round)
    return (
      <Link to="/app/new-version/notice" className={styles.cta}>
        查看最新一期招募公告
      </Link>
    );
  return (
    <Link to={v2Path('index')} className={styles.cta} data-testid="llw-current-round">
      本期：{round.title}（{round.phase_text}）→
    </Link>
  );
}

/**
 * /app/new-version/llwNew: the landing page of 流浪计划 (docs/liulang.md) — one device
 * travelling from member to member: how it works, the current round's page (sign-up, deposit,
 * the device's route) and the reports already written, found by the forum search.
 */
export default function LlwNewPage() {
  const reports = useQuery({
    queryKey: ['llw', 'reports'],
    queryFn: () => api(forumSearch, { keyword: REPORT_KEYWORD, page: 1, page_size: 10 }),
  });
  return (
    <div className={styles.page} data-testid="llw-page">
      <section className={styles.hero}>
        <h1>流浪计划</h1>
        <p>一台设备，在创客之间传递。每位玩家体验一段时间、写下真实感受，再把它寄给下一位。</p>
        <CurrentRoundLink />
      </section>
      <section>
        <h2 className={styles.heading}>怎么参加</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <span className={styles.index}>{i + 1}</span>
              <strong>{step.title}</strong>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h2 className={styles.heading}>玩家体验报告</h2>
        {reports.isError && !reports.data ? (
          <ErrorView onRetry={() => void reports.refetch()} />
        ) : reports.isPending ? (
          <p className={styles.loading}>加载中…</p>
        ) : reports.data.data.length === 0 ? (
          <EmptyState description="还没有体验报告，参加下一期来写第一篇吧" />
        ) : (
          <div data-testid="llw-reports">
            {reports.data.data.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
