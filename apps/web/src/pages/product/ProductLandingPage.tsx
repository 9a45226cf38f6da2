import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button, Modal, Space } from 'antd';
import {
  PRODUCT_STATUS,
  productLanding,
  workDetail,
  type SpecRow,
  type WorkCard,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { RelatedActivities } from './RelatedActivities';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { isNotFound, retryUnlessClientError } from '../../lib/api-error';
import styles from './ProductLanding.module.css';

/** /app/{slug}-index → slug (SPEC §2 /app/{product}-index: xinke-index, xkw-index). */
export const slugOfPath = (pathname: string) =>
  /\/app\/([a-z][a-z0-9]*)-index\/?$/.exec(pathname)?.[1] ?? '';

/** Consecutive rows of one group under one heading, in the order staff arranged them. */
function SpecsTable({ rows }: { rows: SpecRow[] }) {
  return (
    <table className={styles.specs} data-testid="product-specs">
      <tbody>
        {rows.map((r, i) => (
          <Fragment key={i}>
            {r.group && r.group !== rows[i - 1]?.group && (
              <tr className={styles.specGroup}>
                <td colSpan={2}>{r.group}</td>
              </tr>
            )}
            <tr>
              <th scope="row">{r.name}</th>
              <td>{r.value}</td>
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

function WorkModal({ work, onClose }: { work: WorkCard | null; onClose: () => void }) {
  const { data, isError } = useQuery({
    queryKey: ['work', 'detail', work?.id],
    queryFn: () => api(workDetail, { id: work?.id ?? 0 }),
    enabled: work !== null,
  });
  return (
    <Modal open={work !== null} title={work?.title} footer={null} onCancel={onClose} width={720}>
      {isError ? (
        <ErrorView />
      ) : data ? (
        <>
          <p className={styles.muted}>作者：{data.author}</p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{data.content}</p>
          <div className={styles.gallery}>
            {data.images.map((src) => (
              <img key={src} src={src} alt={data.title} loading="lazy" />
            ))}
          </div>
        </>
      ) : null}
    </Modal>
  );
}

/**
 * A product's landing page (docs/products.md): hero, highlights, image gallery, specs
 * table, description (the server's sanitized HTML) and the works built with it.
 */
export default function ProductLandingPage() {
  const slug = slugOfPath(useLocation().pathname);
  const [work, setWork] = useState<WorkCard | null>(null);
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: ['product', 'landing', slug],
    queryFn: () => api(productLanding, { slug }),
    retry: retryUnlessClientError,
  });
  if (isPending) return <div className={styles.page} />;
  if (isError) {
    const missing = isNotFound(error);
    return (
      <div className={styles.page}>
        <div className={styles.section}>
          {missing ? (
            <EmptyState description="这个产品页还没有上线" />
          ) : (
            <ErrorView onRetry={() => void refetch()} />
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="product-landing">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          {data.status === PRODUCT_STATUS.discontinued && (
            <span className={styles.discontinued}>已停产</span>
          )}
          <h1 className={styles.name}>{data.name}</h1>
          <p className={styles.slogan}>{data.slogan}</p>
          <Space wrap>
            {data.buy_url && (
              <Button
                type="primary"
                size="large"
                href={data.buy_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                立即购买
              </Button>
            )}
            {data.learn_url && (
              <Button size="large" href={data.learn_url}>
                了解更多
              </Button>
            )}
            <Button size="large" href="/app/new-version/home">
              芯客社区
            </Button>
          </Space>
        </div>
        <div className={styles.heroImage}>
          <img src={data.cover} alt={data.name} />
        </div>
      </header>
      {data.highlights.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>产品亮点</h2>
          <ul className={styles.highlights}>
            {data.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      )}
      {data.images.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>产品图集</h2>
          <div className={styles.gallery}>
            {data.images.map((src, i) => (
              <img key={src} src={src} alt={`${data.name} 图 ${i + 1}`} loading="lazy" />
            ))}
          </div>
        </section>
      )}
      {data.specs.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>规格参数</h2>
          <SpecsTable rows={data.specs} />
        </section>
      )}
      {data.description && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>产品介绍</h2>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: data.description }} />
        </section>
      )}
      <RelatedActivities
        slug={slug}
        wrap={(list) => (
          <section className={styles.section} data-testid="product-activities">
            <h2 className={styles.sectionTitle}>相关活动</h2>
            {list}
          </section>
        )}
      />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>用它做的作品</h2>
        {data.works.length === 0 ? (
          <EmptyState description="还没有作品，做出来的第一个可能就是你的" />
        ) : (
          <div className={styles.works}>
            {data.works.map((w) => (
              <button
                type="button"
                key={w.id}
                className={styles.work}
                style={{ border: 0, padding: 0, textAlign: 'left', cursor: 'pointer' }}
                onClick={() => setWork(w)}
              >
                <img src={w.cover} alt={w.title} loading="lazy" />
                <div className={styles.workText}>
                  <h3>{w.title}</h3>
                  <span className={styles.muted}>{w.author}</span>
                </div>
              </button>
            ))}
          </div>
        )}
      </section>
      <WorkModal work={work} onClose={() => setWork(null)} />
    </div>
  );
}
