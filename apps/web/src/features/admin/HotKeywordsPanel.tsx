import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatRelativeTime, type AdminHotKeyword } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { useAdminHotKeywords, useHotKeywordToggle } from './queries';
import { serverPagination } from './server-pagination';

/**
 * 热门搜索: every word people searched and found (or staff hid), most people first, with
 * 隐藏 / 恢复. A hidden word keeps being counted but never shows on the search page; a
 * sensitive word never shows whatever its flag (docs/forum.md "Hot keys").
 */
export function HotKeywordsPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useAdminHotKeywords(page);
  const toggle = useHotKeywordToggle();

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminHotKeyword> = [
    { title: '搜索词', dataIndex: 'keyword', key: 'keyword' },
    { title: '近 7 天人数', dataIndex: 'count', key: 'count', width: 120 },
    {
      title: '状态',
      key: 'state',
      width: 160,
      render: (_, row) => (
        <Space size={4}>
          {row.hidden ? <Tag color="default">已隐藏</Tag> : <Tag color="green">显示中</Tag>}
          {row.sensitive && <Tag color="red">含敏感词</Tag>}
        </Space>
      ),
    },
    {
      title: '最近计入',
      dataIndex: 'last_time',
      key: 'last_time',
      width: 140,
      render: (ts: number) => formatRelativeTime(ts),
    },
    {
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, row) => (
        <Popconfirm
          title={row.hidden ? `恢复「${row.keyword}」？` : `隐藏「${row.keyword}」？`}
          description={
            row.hidden ? '恢复后达到热度会重新出现在热门搜索中' : '隐藏后热门搜索不再显示该词'
          }
          okText={row.hidden ? '恢复' : '隐藏'}
          cancelText="取消"
          onConfirm={() => toggle.mutateAsync({ keyword: row.keyword, hide: !row.hidden })}
        >
          <Button
            size="small"
            danger={!row.hidden}
            aria-label={`${row.hidden ? '恢复' : '隐藏'} ${row.keyword}`}
          >
            {row.hidden ? '恢复' : '隐藏'}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section data-testid="admin-hot-keywords">
      <Typography.Title level={4}>热门搜索</Typography.Title>
      <Typography.Paragraph type="secondary">
        按近 7 天搜索过且有结果的人数排序；至少 2 人搜索才会公开显示。
      </Typography.Paragraph>
      <Table<AdminHotKeyword>
        rowKey="keyword"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有人搜索过' }}
        scroll={{ x: 640 }}
        pagination={serverPagination(page, setPage, data?.paginate)}
      />
    </section>
  );
}
