import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { fenToYuan, LiulangRoundStatus, type AdminLiulangRound } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { RoundApplications } from './RoundApplications';
import { RoundFormModal } from './RoundFormModal';
import { useLiulangRounds } from './queries';

/**
 * 活动运营 › 流浪计划 (docs/liulang.md): the rounds, a form to make or edit one, and per round
 * its sign-ups and device chain (expand a row). Every write is audited on the server.
 */
export function LiulangPanel() {
  const rounds = useLiulangRounds();
  const [editing, setEditing] = useState<AdminLiulangRound | null | undefined>(undefined);
  if (rounds.isError) return <ErrorView onRetry={() => void rounds.refetch()} />;
  return (
    <section data-testid="admin-liulang">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          新建一期
        </Button>
      </Space>
      <Table<AdminLiulangRound>
        rowKey="id"
        loading={rounds.isPending}
        dataSource={rounds.data ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        expandable={{
          expandedRowRender: (r) => <RoundApplications roundId={r.id} />,
          expandRowByClick: false,
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '设备', dataIndex: 'device', width: 140 },
          {
            title: '阶段',
            width: 110,
            render: (_, r) => (
              <>
                <Tag>{r.phase_text}</Tag>
                {LiulangRoundStatus.labels[r.status as 0 | 1 | 2]}
              </>
            ),
          },
          {
            title: '报名时间',
            width: 200,
            render: (_, r) =>
              `${dayjs.unix(r.signup_start).format('MM-DD HH:mm')} – ${dayjs.unix(r.signup_end).format('MM-DD HH:mm')}`,
          },
          { title: '押金', width: 90, render: (_, r) => `¥${fenToYuan(r.deposit_fen)}` },
          {
            title: '入选/名额/报名',
            width: 130,
            render: (_, r) => `${r.selected_count}/${r.places}/${r.apply_count}`,
          },
          {
            title: '操作',
            width: 80,
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <RoundFormModal
        open={editing !== undefined}
        round={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </section>
  );
}
