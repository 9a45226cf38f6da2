import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { SpecStatus, fenToYuan, type SpecCard } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { RESEARCH_BASE } from '../../research/research-routes';
import { CreatorName } from './CreatorName';
import styles from './Creator.module.css';

export const priceText = (fen: number) => (fen > 0 ? `¥${fenToYuan(fen)}` : '免费支持');

/** Specs as cards: cover, title, creator, price and what the spec gathered. */
export function SpecCards({
  specs,
  empty = '还没有规格书',
}: {
  specs: SpecCard[];
  empty?: string;
}) {
  if (specs.length === 0) return <EmptyState description={empty} />;
  return (
    <div className={styles.cards}>
      {specs.map((s) => (
        <Card
          key={s.id}
          size="small"
          cover={s.cover ? <img src={s.cover} alt="" className={styles.cardCover} /> : undefined}
        >
          <Link to={`${RESEARCH_BASE}/laboratory/${s.id}`} data-testid="spec-card">
            <strong className={styles.cardTitle}>{s.title}</strong>
          </Link>
          {s.status !== 1 && <Tag className={styles.cardStatus}>{SpecStatus.label(s.status)}</Tag>}
          <p className={styles.summary}>{s.summary}</p>
          <CreatorName user={s.creator} size={20} />
          <div className={styles.figures}>
            {priceText(s.price)} · 挑战 {s.challenge_count} · 设计稿 {s.design_count} · 支持{' '}
            {s.supporter_count}
          </div>
        </Card>
      ))}
    </div>
  );
}
