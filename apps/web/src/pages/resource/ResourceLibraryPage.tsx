import { useQuery } from '@tanstack/react-query';
import { Input, Skeleton } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { RESOURCE_LIMITS, formatDateTime, resourceCategory, resourceList } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { api } from '../../lib/api';
import { formatBytes } from '../../features/resource/format-bytes';
import styles from './ResourcePage.module.css';

const NV = '/app/new-version';

/**
 * /app/new-version/resource and more/resource (SPEC §2 资源库): categories, a search box and
 * the published resources as cards (file type, size, downloads). The query string holds the
 * state (category, keyword, page), so a filtered page can be shared.
 */
export default function ResourceLibraryPage() {
  const { pathname } = useLocation();
  const inMore = pathname.includes('/more/');
  const listPath = inMore ? `${NV}/more/resource` : `${NV}/resource`;
  const detailPath = (id: number) =>
    inMore ? `${NV}/more/download/${id}` : `${NV}/resourceDownload/${id}`;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = Number(params.get('category')) || undefined;
  const keyword = params.get('keyword') ?? '';

  const categories = useQuery({
    queryKey: ['resource', 'category'],
    queryFn: () => api(resourceCategory, {}),
  });
  const list = useQuery({
    queryKey: ['resource', 'list', page, category, keyword],
    queryFn: () =>
      api(resourceList, {
        page,
        ...(category ? { category } : {}),
        ...(keyword ? { keyword } : {}),
      }),
  });

  const go = (next: { category?: number; keyword?: string }) => {
    const q = new URLSearchParams();
    const c = 'category' in next ? next.category : category;
    const k = 'keyword' in next ? next.keyword : keyword;
    if (c) q.set('category', String(c));
    if (k) q.set('keyword', k);
    setParams(q);
  };
  const hrefFor = (p: number) => {
    const q = new URLSearchParams(params);
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    const s = q.toString();
    return s ? `${listPath}?${s}` : listPath;
  };

  return (
    <div className={styles.page} data-testid="resource-library">
      <div className={styles.head}>
        <h1 className={styles.title}>资源库</h1>
        <Input.Search
          className={styles.search}
          placeholder="搜索数据手册、例程、固件"
          defaultValue={keyword}
          maxLength={RESOURCE_LIMITS.keyword}
          allowClear
          onSearch={(value) => go({ keyword: value.trim() })}
          aria-label="搜索资源"
        />
      </div>
      <div className={styles.categories} role="tablist" aria-label="资源分类">
        <button
          type="button"
          role="tab"
          aria-selected={!category}
          className={`${styles.category} ${!category ? styles.categoryActive : ''}`}
          onClick={() => go({ category: undefined })}
        >
          全部
        </button>
        {categories.data?.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={category === c.id}
            className={`${styles.category} ${category === c.id ? styles.categoryActive : ''}`}
            onClick={() => go({ category: c.id })}
          >
            {c.name}（{c.count}）
          </button>
        ))}
      </div>
      {list.isError && !list.data ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.data.data.length === 0 ? (
        <EmptyState description={keyword ? `没有找到与“${keyword}”相关的资源` : '暂无资源'} />
      ) : (
        <>
          <ul className={styles.grid}>
            {list.data.data.map((r) => (
              <li key={r.id}>
                <Link to={detailPath(r.id)} className={styles.card} data-testid="resource-card">
                  {r.file_type && <span className={styles.type}>{r.file_type}</span>}
                  <h2 className={styles.cardTitle}>{r.title}</h2>
                  <p className={styles.summary}>{r.summary}</p>
                  <div className={styles.meta}>
                    <span>{r.category_name}</span>
                    {r.version && <span>{r.version}</span>}
                    <span>{formatBytes(r.size)}</span>
                    <span data-testid="resource-card-downloads">{r.downloads} 次下载</span>
                    <span>{formatDateTime(r.publish_time).slice(0, 10)}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {list.data.paginate.last_page > 1 && (
            <Pager current={page} lastPage={list.data.paginate.last_page} hrefFor={hrefFor} />
          )}
        </>
      )}
    </div>
  );
}
