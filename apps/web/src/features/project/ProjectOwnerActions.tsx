import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useDeleteProject } from './mutations';
import { PROJECT_POOL_PATH, projectEditPath } from './paths';
import { projectKeys } from './queries';

/**
 * The owner's 编辑 (the create form with ?id=) and 删除 (after asking; the server keeps a
 * project somebody has commented on and says so, 409, toasted).
 */
export function ProjectOwnerActions({ id, title }: { id: number; title: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteProject();
  return (
    <span style={{ display: 'inline-flex', gap: 8 }} data-testid="project-owner-actions">
      <Link to={projectEditPath(id)}>
        <Button size="small">编辑</Button>
      </Link>
      <Popconfirm
        title={`删除《${title}》？`}
        description="项目、它的周报和文件会一并删除，不可恢复。"
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={async () => {
          await remove.mutateAsync(id);
          void navigate(PROJECT_POOL_PATH, { replace: true });
          // The page is gone: nothing may show or refetch it from the cache.
          queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
        }}
      >
        <Button size="small" danger loading={remove.isPending}>
          删除
        </Button>
      </Popconfirm>
    </span>
  );
}
