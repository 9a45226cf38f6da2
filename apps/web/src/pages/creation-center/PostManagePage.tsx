import { CreationShell } from '../../features/creation/CreationShell';
import { ItemManage } from '../../features/creation/ItemManage';

/** /creation-center/post-manage: my posts by status. */
export default function PostManagePage() {
  return (
    <CreationShell title="帖子管理">
      <ItemManage votes={false} />
    </CreationShell>
  );
}
