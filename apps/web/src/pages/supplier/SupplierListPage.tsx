import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Input, Tag } from 'antd';
import { supplierCategories, supplierList } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { api } from '../../lib/api';
import styles from './Supplier.module.css';

const NV = '/app/new-version';

/**
 * /app/new-version/supplier (SPEC §2 供应商): the listed suppliers, filtered by category
 * and searched by name or service; the filters live in the address so a link keeps them.
 */
export default function SupplierListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categoryId = Number(params.get('category_id')) || undefined;
  const keyword = params.get('keyword') ?? '';
  const categories = useQuery({
    queryKey: ['supplier', 'categories'],
    queryFn: () => api(supplierCategories),
  });
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['supplier', 'list', page, categoryId, keyword],
    queryFn: () =>
      api(supplierList, {
        page,
        keyword,
        ...(categoryId ? { category_id: categoryId } : {}),
      }),
  });
  const go = (next: { category_id?: number; keyword?: string }) => {
    const merged = new URLSearchParams();
    const c = 'category_id' in next ? next.category_id : categoryId;
    const k = 'keyword' in next ? next.keyword : keyword;
    if (c) merged.set('category_id', String(c));
    if (k) merged.set('keyword', k);
    setParams(merged);
  };
  const hrefFor = (p: number) => {
    const q = new URLSearchParams(params);
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    const s = q.toString();
    return `${NV}/supplier${s ? `?${s}` : ''}`;
  };
  return (
    <div className={styles.page} data-testid="supplier-list-page">
      <div className={styles.head}>
        <h1 className={styles.title}>供应商</h1>
        <Link to={`${NV}/supplierJoin`}>
          <Button type="primary">供应商入驻</Button>
        </Link>
      </div>
      <Input.Search
        placeholder="搜索公司名称或服务，如 PCB、贴片"
        defaultValue={keyword}
        allowClear
        maxLength={30}
        enterButton="搜索"
        onSearch={(v) => go({ keyword: v.trim() })}
        style={{ marginBottom: 12 }}
        aria-label="搜索供应商"
      />
      <div className={styles.filters} role="group" aria-label="供应商分类">
        <Tag.CheckableTag checked={!categoryId} onChange={() => go({ category_id: undefined })}>
          全部
        </Tag.CheckableTag>
        {categories.data?.map((c) => (
          <Tag.CheckableTag
            key={c.id}
            checked={categoryId === c.id}
            onChange={() => go({ category_id: c.id })}
          >
            {c.name}
          </Tag.CheckableTag>
        ))}
      </div>
      {isError && !data ? (
        <ErrorView onRetry={() => void refetch()} />
      ) : isPending ? null : data.data.length === 0 ? (
        <EmptyState
          description={keyword || categoryId ? '没有符合条件的供应商' : '还没有供应商入驻'}
        />
      ) : (
        <>
          <ul className={styles.grid}>
            {data.data.map((s) => (
              <li key={s.id} data-testid="supplier-card">
                <Link className={styles.card} to={`${NV}/supplierDetail/${s.id}`}>
                  <h2>{s.name}</h2>
                  <div className={styles.muted}>
                    {s.city && `${s.city} · `}
                    {s.intro}
                  </div>
                  <div className={styles.tags}>
                    {s.categories.map((c) => (
                      <Tag key={c.id} color="blue">
                        {c.name}
                      </Tag>
                    ))}
                    {s.services.slice(0, 4).map((x) => (
                      <Tag key={x}>{x}</Tag>
                    ))}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {data.paginate.last_page > 1 && (
            <Pager current={page} lastPage={data.paginate.last_page} hrefFor={hrefFor} />
          )}
        </>
      )}
    </div>
  );
}
