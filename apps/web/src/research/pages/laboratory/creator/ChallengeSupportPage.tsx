import { Table, Tag } from 'antd';
import { SupportStatus, type Support } from '@xinke/shared';
import { CreatorName } from '../../../../features/creator/CreatorName';
import { priceText } from '../../../../features/creator/SpecCards';
import { useSupportsOfMine } from '../../../../features/creator/queries';
import research from '../../../ResearchPage.module.css';

/** /laboratory/creator/challenge-support: who supported my specs (pending payments too). */
export default function ChallengeSupportPage() {
  const list = useSupportsOfMine();
  return (
    <div className={research.medium}>
      <h1>项目支持</h1>
      <Table<Support>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: '还没有人支持你的规格书' }}
        columns={[
          { title: '规格书', className: research.textCell, render: (_, v) => v.spec.title },
          { title: '支持者', render: (_, v) => <CreatorName user={v.user} size={20} /> },
          { title: '金额', className: research.nowrap, render: (_, v) => priceText(v.amount) },
          { title: '状态', render: (_, v) => <Tag>{SupportStatus.label(v.status)}</Tag> },
        ]}
      />
    </div>
  );
}
