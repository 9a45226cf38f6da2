import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Descriptions, Tag } from 'antd';
import { supplierDetail } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { isNotFound, retryUnlessClientError } from '../../lib/api-error';
import styles from './Supplier.module.css';

/**
 * /app/new-version/supplierDetail/:id: the company profile, its categories, products and
 * services, and the contact as the supplier chose to show it (the phone only when public).
 */
export default function SupplierDetailPage() {
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: ['supplier', 'detail', id],
    queryFn: () => api(supplierDetail, { id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: retryUnlessClientError,
  });
  if (!Number.isInteger(id) || id <= 0 || (isError && isNotFound(error)))
    return (
      <div className={styles.page}>
        <EmptyState description="供应商不存在或已下线" />
        <Link to="/app/new-version/supplier">返回供应商列表</Link>
      </div>
    );
  if (isError) return <ErrorView onRetry={() => void refetch()} />;
  if (isPending) return <div className={styles.page} />;
  return (
    <div className={styles.page} data-testid="supplier-detail-page">
      <h1 className={styles.title}>{data.name}</h1>
      <p className={styles.muted}>{data.intro}</p>
      <div className={styles.tags}>
        {data.categories.map((c) => (
          <Tag key={c.id} color="blue">
            {c.name}
          </Tag>
        ))}
      </div>
      <h2>公司介绍</h2>
      <p className={styles.description}>{data.description}</p>
      {data.services.length > 0 && (
        <>
          <h2>产品与服务</h2>
          <div className={styles.tags}>
            {data.services.map((s) => (
              <Tag key={s}>{s}</Tag>
            ))}
          </div>
        </>
      )}
      <h2>联系方式</h2>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="联系人">{data.contact_name}</Descriptions.Item>
        <Descriptions.Item label="电话">
          {data.phone ?? <span className={styles.muted}>供应商未公开电话</span>}
        </Descriptions.Item>
        {data.city && <Descriptions.Item label="城市">{data.city}</Descriptions.Item>}
        {data.address && <Descriptions.Item label="地址">{data.address}</Descriptions.Item>}
      </Descriptions>
      <p style={{ marginTop: 16 }}>
        <Link to="/app/new-version/supplier">返回供应商列表</Link>
      </p>
    </div>
  );
}
