import { Skeleton } from 'antd';
import {
  ACTIVITY_STAGE,
  JUDGE_CRITERIA,
  MSG,
  RANKING_WEIGHTS,
  formatDateTime,
  type Ranking,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useContestPlace } from '../../features/contest/contest-paths';
import { useContest, useRanking } from '../../features/contest/queries';
import { Podium, RankingTable } from './RankingParts';
import styles from './Award.module.css';

/** 评分规则: how the final score is made, from the answer (the constants before it loads). */
function ScoringRules({ ranking }: { ranking?: Ranking }) {
  const weights = ranking?.weights ?? RANKING_WEIGHTS;
  const criteria = ranking?.criteria.length ? ranking.criteria : JUDGE_CRITERIA;
  return (
    <aside className={styles.rules} data-testid="contest-scoring-rules">
      <h3>评分规则</h3>
      <p>
        最终得分 = 人气分 × {weights.votes}% + 评委分 × {weights.judges}%
      </p>
      <p>人气分 = 票数 ÷ 最高票数 × 100；评委分为各评委按下列各项加权打分的平均：</p>
      <ul>
        {criteria.map((c) => (
          <li key={c.key}>
            <strong>{c.label}</strong>（{c.weight}%）：{c.hint}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** 获奖名单: 结果尚未公布 until published; then the podium, the ranking table and the rules. */
export default function ContestAwardPage() {
  const { activeId, paths } = useContestPlace();
  const contest = useContest(activeId);
  const ranking = useRanking(activeId);

  if (ranking.isError) return <ErrorView onRetry={() => void ranking.refetch()} />;
  if (!ranking.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const r = ranking.data;
  if (!r.published) {
    const review = contest.data?.stages.find((s) => s.code === ACTIVITY_STAGE.finalReview);
    return (
      <section className={styles.card} data-testid="contest-award-pending">
        <EmptyState description={MSG.contestResultsNotYet}>
          {review && <p>终审结束时间：{formatDateTime(review.end_time)}，敬请期待</p>}
        </EmptyState>
        <ScoringRules ranking={r} />
      </section>
    );
  }
  return (
    <section className={styles.card} data-testid="contest-award">
      <Podium works={r.works} workHref={paths.work} />
      <div className={styles.tableWrap}>
        <RankingTable works={r.works} workHref={paths.work} />
      </div>
      <ScoringRules ranking={r} />
    </section>
  );
}
