import { Image, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { SPEC_ENTRY_STATUS, type AdminSpecEntry } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { CreatorName } from '../../creator/CreatorName';
import { TakedownButtons } from './TakedownButtons';
import { useAdminSpecEntries } from './queries';

const KIND_LABEL = { challenge: '挑战', design: '设计稿' } as const;

/** A spec's challenges and designs in every status, each with 下架 / 恢复. */
export function SpecEntries({ specId }: { specId: number }) {
  const entries = useAdminSpecEntries(specId);
  if (entries.isError) return <ErrorView onRetry={() => void entries.refetch()} />;
  return (
    <Table<AdminSpecEntry>
      data-testid="admin-spec-entries"
      rowKey={(e) => `${e.kind}-${e.id}`}
      size="small"
      loading={entries.isPending}
      dataSource={entries.data ?? []}
      pagination={false}
      locale={{ emptyText: '还没有人提交挑战或设计稿' }}
      scroll={{ x: 760 }}
      columns={[
        { title: '类型', width: 80, render: (_, e) => KIND_LABEL[e.kind] },
        { title: '作者', width: 140, render: (_, e) => <CreatorName user={e.user} size={20} /> },
        {
          title: '内容',
          render: (_, e) => (
            <Space orientation="vertical" size={4}>
              <span>{e.text}</span>
              {e.images.length > 0 && (
                <Image.PreviewGroup>
                  <Space wrap>
                    {e.images.map((src) => (
                      <Image key={src} src={src} width={64} />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
            </Space>
          ),
        },
        {
          title: '状态',
          width: 160,
          render: (_, e) => (
            <>
              <Tag color={e.status === SPEC_ENTRY_STATUS.removed ? 'red' : undefined}>
                {e.status_text}
              </Tag>
              {e.remove_reason && <div>{e.remove_reason}</div>}
            </>
          ),
        },
        {
          title: '提交时间',
          width: 130,
          render: (_, e) => dayjs.unix(e.create_time).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: '操作',
          width: 90,
          render: (_, e) => (
            <TakedownButtons
              kind={e.kind}
              id={e.id}
              name={e.text.slice(0, 20)}
              removed={e.status === SPEC_ENTRY_STATUS.removed}
            />
          ),
        },
      ]}
    />
  );
}
