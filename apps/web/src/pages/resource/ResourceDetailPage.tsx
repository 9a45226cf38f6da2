import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Skeleton } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { MSG, formatDateTime, resourceDetail, type ResourceFile } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { downloadWithProgress } from '../../features/resource/download-file';
import { formatBytes } from '../../features/resource/format-bytes';
import styles from './ResourcePage.module.css';

const NV = '/app/new-version';

/**
 * resourceDownload/:id and more/download/:id (SPEC §2 资源下载): the description, version
 * and files of one resource. Members download with a progress bar (a ticket, then the file
 * read as a stream); visitors are asked to log in first (docs/resources.md).
 */
export default function ResourceDetailPage() {
  const { id: rawId } = useParams();
  const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : 0;
  const { pathname } = useLocation();
  const listPath = pathname.includes('/more/') ? `${NV}/more/resource` : `${NV}/resource`;
  const queryClient = useQueryClient();
  const { openLoginDialog } = useLoginDialog();
  const [progress, setProgress] = useState<Record<number, number>>({});
  const detail = useQuery({
    queryKey: ['resource', 'detail', id],
    queryFn: () => api(resourceDetail, { id }),
    enabled: id > 0,
    retry: false,
  });

  const download = async (file: ResourceFile) => {
    if (!hasToken()) {
      toast.warning(MSG.downloadLoginRequired);
      openLoginDialog();
      return;
    }
    setProgress((p) => ({ ...p, [file.id]: 0 }));
    try {
      await downloadWithProgress(id, file, (percent) =>
        setProgress((p) => ({ ...p, [file.id]: percent })),
      );
      toast.success('下载完成');
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
    } catch {
      toast.error('下载失败，请重试');
    } finally {
      setProgress(({ [file.id]: _done, ...rest }) => rest);
    }
  };

  if (id === 0 || (detail.isError && !detail.data))
    return detail.isError && id > 0 ? (
      <div className={styles.detail}>
        <ErrorView onRetry={() => void detail.refetch()} />
        <Link to={listPath}>返回资源库</Link>
      </div>
    ) : (
      <div className={styles.detail}>
        <EmptyState description={MSG.resourceNotFound} />
      </div>
    );
  if (detail.isPending)
    return (
      <div className={styles.detail}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  const r = detail.data;
  return (
    <article className={styles.detail} data-testid="resource-detail">
      <Link to={`${listPath}?category=${r.category_id}`}>{r.category_name}</Link>
      <h1 className={styles.title}>{r.title}</h1>
      <div className={styles.meta}>
        {r.version && <span>版本 {r.version}</span>}
        <span>更新于 {formatDateTime(r.update_time).slice(0, 10)}</span>
        <span data-testid="resource-downloads">{r.downloads} 次下载</span>
      </div>
      {r.summary && <p className={styles.summary}>{r.summary}</p>}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: r.content }} />
      <h2>文件</h2>
      {r.files.length === 0 ? (
        <EmptyState description="暂无文件" />
      ) : (
        <ul className={styles.files}>
          {r.files.map((f) => (
            <li key={f.id} className={styles.file} data-testid="resource-file">
              <span className={styles.type}>{f.type}</span>
              <span className={styles.fileName}>{f.name}</span>
              <span className={styles.meta}>{formatBytes(f.size)}</span>
              <Button
                type="primary"
                loading={progress[f.id] !== undefined}
                onClick={() => void download(f)}
              >
                {hasToken() ? '下载' : '登录后下载'}
              </Button>
              {progress[f.id] !== undefined && (
                <Progress
                  className={styles.progress}
                  percent={progress[f.id]}
                  size="small"
                  aria-label={`${f.name} 下载进度`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
