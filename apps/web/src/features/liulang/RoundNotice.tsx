import { Spin } from 'antd';
import { Link } from 'react-router-dom';
import type { LiulangRound } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { ChainList } from './ChainList';
import { LiulangFrame } from './LiulangFrame';
import { useLiulangIndex } from './queries';
import styles from './liulang.module.css';

/** A round-level notice page anyone may open (V2-timeagain, V2-end): no login needed. */
export function RoundNotice({
  testId,
  title,
  text,
  showChain = false,
}: {
  testId: string;
  title: string;
  text: (round: LiulangRound) => string;
  showChain?: boolean;
}) {
  const index = useLiulangIndex();
  if (index.isError) return <ErrorView onRetry={() => void index.refetch()} />;
  if (!index.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const { round, chain } = index.data;
  return (
    <LiulangFrame testId={testId}>
      <section className={`${styles.card} ${styles.result}`}>
        <strong>{title}</strong>
        {round ? (
          <p className={styles.muted}>{text(round)}</p>
        ) : (
          <EmptyState description="暂时没有流浪计划" />
        )}
        <Link to="/app/new-version/llwNew">看看往期体验报告 →</Link>
      </section>
      {showChain && round ? <ChainList chain={chain} /> : null}
    </LiulangFrame>
  );
}
