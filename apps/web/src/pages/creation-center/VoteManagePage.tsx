import { CreationShell } from '../../features/creation/CreationShell';
import { ItemManage } from '../../features/creation/ItemManage';

/** /creation-center/vote-manage: my votes by status. */
export default function VoteManagePage() {
  return (
    <CreationShell title="投票管理">
      <ItemManage votes />
    </CreationShell>
  );
}
