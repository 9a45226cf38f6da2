import { useState } from 'react';
import { Button, Image, Input, Modal, Segmented, Space, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  MasterApplicationStatus,
  adminMasterApplications,
  adminMasterApprove,
  adminMasterReject,
  type MasterApplication,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { CreatorName } from '../../creator/CreatorName';
import { api } from '../../../lib/api';

const KEY = ['admin', 'creative-master'] as const;

/** The application in full: introduction, works, images, proof and contact. */
function ApplicationDetail({ a }: { a: MasterApplication }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{a.intro}</Typography.Paragraph>
      {a.works.map((w) => (
        <a key={w} href={w} target="_blank" rel="noreferrer noopener">
          {w}
        </a>
      ))}
      <Image.PreviewGroup>
        <Space wrap>
          {a.images.map((src) => (
            <Image key={src} src={src} width={120} />
          ))}
        </Space>
      </Image.PreviewGroup>
      {a.proof && <span>证明材料：{a.proof}</span>}
      <span>联系方式：{a.contact}</span>
      {a.reason && <span>驳回原因：{a.reason}</span>}
    </Space>
  );
}

/**
 * 创作达人申请 (docs/creator.md): pending / approved / rejected applications; 通过 sets the
 * member's x_up and tells them, 驳回 tells them the reason; each writes an audit-log row.
 */
export function MasterApplicationsPanel() {
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: [...KEY, status, page],
    queryFn: () => api(adminMasterApplications, { status, page }),
  });
  const review = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }): Promise<unknown> =>
      reason === null ? api(adminMasterApprove, { id }) : api(adminMasterReject, { id, reason }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  if (list.isError) return <ErrorView onRetry={() => void list.refetch()} />;
  return (
    <div>
      <Segmented
        value={status}
        onChange={(v) => (setStatus(Number(v)), setPage(1))}
        options={MasterApplicationStatus.options}
      />
      <Table<MasterApplication>
        style={{ marginTop: 16 }}
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data}
        expandable={{ expandedRowRender: (a) => <ApplicationDetail a={a} /> }}
        pagination={{
          current: page,
          total: list.data?.paginate.total,
          pageSize: list.data?.paginate.per_page,
          onChange: setPage,
        }}
        scroll={{ x: 640 }}
        columns={[
          { title: '申请人', render: (_, a) => <CreatorName user={a.user} size={20} /> },
          {
            title: '自我介绍',
            render: (_, a) => (
              <Typography.Text ellipsis={{ tooltip: a.intro }}>{a.intro}</Typography.Text>
            ),
          },
          {
            title: '提交时间',
            render: (_, a) => dayjs.unix(a.create_time).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: '操作',
            render: (_, a) =>
              a.status === 0 && (
                <Space>
                  <Button
                    type="primary"
                    size="small"
                    loading={review.isPending}
                    onClick={() => review.mutate({ id: a.id, reason: null })}
                  >
                    通过
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(a.id)}>
                    驳回
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        title="驳回原因（会告诉申请人）"
        open={rejecting !== null}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        onCancel={() => setRejecting(null)}
        onOk={() =>
          rejecting !== null &&
          review.mutate(
            { id: rejecting, reason: reason.trim() },
            { onSuccess: () => (setRejecting(null), setReason('')) },
          )
        }
      >
        <Input.TextArea
          value={reason}
          maxLength={200}
          showCount
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
