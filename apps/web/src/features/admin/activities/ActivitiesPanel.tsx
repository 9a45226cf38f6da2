import { useState } from 'react';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  ACTIVITY_TYPE_KEY,
  ActivityKind,
  ActivityPublish,
  ActivityStatus,
  type AdminActivity,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { DeleteButton } from '../kit/DeleteButton';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { TONE_COLOR, activityTone } from '../../activity/status-tone';
import { LotteryDrawer } from '../lottery/LotteryDrawer';
import { FestivalDrawer } from '../festival/FestivalDrawer';
import { ActivityEditor } from './ActivityEditor';
import { ActivityLinksModal } from './ActivityLinksModal';
import { useActivityDelete, useAdminActivities } from './queries';
import { contestUrl, hasSubmission } from '../contest/contest-url';

type Row = Omit<AdminActivity, 'rules'>;

const formatTime = (s: number | null) =>
  s === null ? '—' : dayjs.unix(s).format('YYYY-MM-DD HH:mm');

/**
 * 活动运营 › 活动 (docs/activities.md): activities, newest edit first, filtered by publish
 * state, page kind and title. The status column is SPEC §4's, derived by the server from
 * the stages; a draft shows 草稿 since readers cannot see it at all.
 */
export function ActivitiesPanel() {
  const table = useAdminTableState(['publish', 'kind', 'keyword']);
  const { data, isPending, isError, refetch } = useAdminActivities(table.filters, table.page);
  const remove = useActivityDelete();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const navigate = useNavigate();
  const [lottery, setLottery] = useState<number | null>(null);
  const [festival, setFestival] = useState<number | null>(null);
  const [linking, setLinking] = useState<Row | null>(null);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<Row> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    {
      title: '页面',
      key: 'kind',
      width: 100,
      render: (_, a) => ActivityKind.label(a.kind),
    },
    {
      title: '状态',
      key: 'status',
      width: 140,
      render: (_, a) =>
        a.publish_status === ACTIVITY_PUBLISH.published ? (
          <Tag color={TONE_COLOR[activityTone(a.status)]}>{ActivityStatus.label(a.status)}</Tag>
        ) : (
          <Tag>草稿</Tag>
        ),
    },
    {
      title: '时间',
      key: 'time',
      width: 280,
      render: (_, a) =>
        a.start_time === null
          ? '未设置阶段'
          : `${formatTime(a.start_time)} ~ ${formatTime(a.end_time)}`,
    },
    { title: '报名', dataIndex: 'enrol_count', key: 'enrol', width: 70 },
    {
      title: '操作',
      key: 'action',
      width: 320,
      render: (_, a) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(a.id)} aria-label={`编辑 ${a.title}`}>
            编辑
          </Button>
          {a.publish_status === ACTIVITY_PUBLISH.published && hasSubmission(a.stages) && (
            <Button
              size="small"
              onClick={() => navigate(contestUrl(a.id))}
              aria-label={`管理作品 ${a.title}`}
            >
              管理作品
            </Button>
          )}
          <Button size="small" onClick={() => setLinking(a)} aria-label={`关联 ${a.title}`}>
            关联
          </Button>
          {a.type === ACTIVITY_TYPE_KEY.lottery && (
            <Button size="small" onClick={() => setLottery(a.id)} aria-label={`抽奖 ${a.title}`}>
              抽奖
            </Button>
          )}
          {a.kind === ACTIVITY_KIND.festival && (
            <Button
              size="small"
              onClick={() => setFestival(a.id)}
              aria-label={`页面模块 ${a.title}`}
            >
              页面模块
            </Button>
          )}
          {a.publish_status === ACTIVITY_PUBLISH.draft && (
            <DeleteButton
              confirm={`删除活动「${a.title}」？`}
              name={a.title}
              disabled={a.enrol_count > 0}
              hint={a.enrol_count > 0 ? '已有人报名的活动不能删除' : undefined}
              onConfirm={() => remove.mutateAsync({ id: a.id })}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-activities">
      <Typography.Title level={4}>活动</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          label="发布状态"
          allLabel="全部状态"
          value={table.filters.publish}
          options={ActivityPublish.options}
          onChange={(v) => table.setFilters({ publish: v })}
        />
        <FilterSelect
          label="活动页面"
          allLabel="全部页面"
          value={table.filters.kind}
          options={ActivityKind.options}
          width={140}
          onChange={(v) => table.setFilters({ kind: v })}
        />
        <Input.Search
          defaultValue={table.filters.keyword}
          placeholder="标题"
          allowClear
          style={{ width: 200 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          新建活动
        </Button>
      </Space>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有活动' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <ActivityEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(id) => setEditing(id)}
      />
      <LotteryDrawer id={lottery} onClose={() => setLottery(null)} />
      <FestivalDrawer id={festival} onClose={() => setFestival(null)} />
      <ActivityLinksModal activity={linking} onClose={() => setLinking(null)} />
    </section>
  );
}
