import { Button, Spin } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useLoginDialog } from '../auth/login-dialog-context';
import { hasToken } from '../../lib/credentials';
import type { LiulangPageValue } from '@xinke/shared';
import { ChainList } from './ChainList';
import { LiulangFrame } from './LiulangFrame';
import { RoundCard } from './RoundCard';
import { v2Path } from './paths';
import { useJoinInfo, useLiulangIndex } from './queries';
import styles from './liulang.module.css';

const CTA: Record<string, string> = {
  signup: '我要报名',
  register: '查看我的报名',
  success: '我已入选，查看详情',
  nosuccess: '查看审核结果',
  timeagain: '报名尚未开始',
  end: '本期已结束',
};

/**
 * The current round: what travels, the rules, the route so far, and one button that takes a
 * member to the page of their state (get_join_info.page); visitors log in first.
 */
export function LiulangLanding({
  testId,
  showPast = false,
}: {
  testId: string;
  showPast?: boolean;
}) {
  const index = useLiulangIndex();
  const mine = useJoinInfo();
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  if (index.isError) return <ErrorView onRetry={() => void index.refetch()} />;
  if (!index.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const { round, chain, past } = index.data;
  const page = (mine.data?.page ??
    (round?.phase === 'open'
      ? 'signup'
      : round?.phase === 'upcoming'
        ? 'timeagain'
        : 'end')) as LiulangPageValue;
  const go = () => (hasToken() ? navigate(v2Path(page)) : openLoginDialog());
  return (
    <LiulangFrame testId={testId}>
      {round ? (
        <>
          <RoundCard round={round} />
          <Button type="primary" size="large" block onClick={go} data-testid="liulang-cta">
            {hasToken() ? (CTA[page] ?? '查看') : '登录后报名'}
          </Button>
          <ChainList chain={chain} />
        </>
      ) : (
        <section className={styles.card}>
          <EmptyState description="暂时没有进行中的流浪计划，敬请期待下一期" />
        </section>
      )}
      {showPast && past.length > 0 ? (
        <section className={styles.card}>
          <h2>往期活动</h2>
          <ul>
            {past.map((p) => (
              <li key={p.id}>
                {p.title}（{p.phase_text}）
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to="/app/new-version/llwNew" className={styles.muted}>
        了解流浪计划与往期体验报告 →
      </Link>
    </LiulangFrame>
  );
}
