import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { SpecStatus, fenToYuan, type SpecCard } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { RESEARCH_BASE } from '../../research/research-routes';
import { CreatorName } from './CreatorName';

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
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 16,
      }}
    >
      {specs.map((s) => (
        <Card
          key={s.id}
          size="small"
          cover={
            s.cover ? (
              <img src={s.cover} alt="" style={{ aspectRatio: '16/9', objectFit: 'cover' }} />
            ) : undefined
          }
        >
          <Link to={`${RESEARCH_BASE}/laboratory/${s.id}`} data-testid="spec-card">
            <strong>{s.title}</strong>
          </Link>
          {s.status !== 1 && (
            <Tag style={{ marginInlineStart: 8 }}>{SpecStatus.label(s.status)}</Tag>
          )}
          <p style={{ color: '#666', margin: '6px 0' }}>{s.summary}</p>
          <CreatorName user={s.creator} size={20} />
          <div style={{ color: '#999', fontSize: 12, marginTop: 6 }}>
            {priceText(s.price)} · 挑战 {s.challenge_count} · 设计稿 {s.design_count} · 支持{' '}
            {s.supporter_count}
          </div>
        </Card>
      ))}
    </div>
  );
}
