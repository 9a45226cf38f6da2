import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useDeleteWeek } from './mutations';

/**
 * The project owner's 编辑 and 删除 on a weekly report's own page (the project's page has the
 * same in its 周报 list). 编辑 opens the shared editor in place (`onEdit`); after 删除 the
 * report's page is gone, so the owner lands on the project (`projectHref`). A report somebody
 * commented on stays (409, toasted by the http client with the reason).
 */
export function WeekOwnerActions({
  id,
  projectHref,
  onEdit,
}: {
  id: number;
  projectHref: string;
  onEdit: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteWeek();
  return (
    <span style={{ display: 'inline-flex', gap: 8 }} data-testid="week-owner-actions">
      <Button size="small" onClick={onEdit} data-testid="week-edit">
        编辑
      </Button>
      <Popconfirm
        title="删除这篇周报？"
        description="删除后不可恢复。"
        okText="删除"
        okButtonProps={{ danger: true, 'data-testid': 'week-delete-confirm' }}
        cancelText="取消"
        onConfirm={() =>
          remove.mutateAsync(id).then(
            () => void navigate(projectHref, { replace: true }),
            // Refused (it has comments): already said in a toast; the report stays open.
            () => undefined,
          )
        }
      >
        <Button size="small" danger loading={remove.isPending} data-testid="week-delete">
          删除
        </Button>
      </Popconfirm>
    </span>
  );
}
