import { useState } from 'react';
import { Button, Form, Image, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MSG,
  PRODUCT_LIMITS,
  SUPPLIER_APPLICATION_STATUS,
  SupplierApplicationStatus,
  formatDateTime,
  type AdminSupplierApplication,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import {
  useAdminSupplierApplications,
  useApplicationApprove,
  useApplicationReject,
} from './queries';

const statusColor: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };

/**
 * 产品与供应商 › 入驻申请: the queue, oldest pending first. Approving publishes (or updates)
 * the member's supplier page; rejecting needs a reason. Either way the member gets a
 * system message.
 */
export function SupplierApplicationsPanel() {
  const table = useAdminTableState(['status']);
  const { data, isPending, isError, refetch } = useAdminSupplierApplications(
    table.filters.status,
    table.page,
  );
  const approve = useApplicationApprove();
  const reject = useApplicationReject();
  const [rejecting, setRejecting] = useState<AdminSupplierApplication | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const sendReject = async () => {
    const v = await form.validateFields();
    if (rejecting) await reject.mutateAsync({ id: rejecting.id, reason: v.reason });
    setRejecting(null);
  };
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminSupplierApplication> = [
    {
      title: '公司',
      key: 'company',
      render: (_, a) => (
        <Space direction="vertical" size={2}>
          <strong>{a.company_name}</strong>
          <span>
            {a.contact_name} {a.phone}（{a.contact_visible === 1 ? '公开电话' : '不公开电话'}）
          </span>
          <span>{a.categories.map((c) => c.name).join('、')}</span>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2, expandable: true }}
            style={{ margin: 0 }}
          >
            {a.description}
          </Typography.Paragraph>
        </Space>
      ),
    },
    {
      title: '营业执照',
      key: 'licence',
      width: 110,
      render: (_, a) => <Image src={a.licence} alt="营业执照" width={88} />,
    },
    { title: '申请人', key: 'user', width: 120, render: (_, a) => `${a.nickname}（${a.user_id}）` },
    { title: '提交时间', key: 'time', width: 150, render: (_, a) => formatDateTime(a.create_time) },
    {
      title: '状态',
      key: 'status',
      width: 140,
      render: (_, a) => (
        <Space direction="vertical" size={2}>
          <Tag color={statusColor[a.status]}>{SupplierApplicationStatus.label(a.status)}</Tag>
          {a.reason && <span>原因：{a.reason}</span>}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, a) =>
        a.status === SUPPLIER_APPLICATION_STATUS.pending ? (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              loading={approve.isPending}
              onClick={() => approve.mutate({ id: a.id })}
              aria-label={`通过 ${a.company_name}`}
            >
              通过
            </Button>
            <Button
              size="small"
              danger
              onClick={() => {
                setRejecting(a);
                form.setFieldsValue({ reason: '' });
              }}
              aria-label={`驳回 ${a.company_name}`}
            >
              驳回
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <section data-testid="admin-supplier-applications">
      <Typography.Title level={4}>入驻申请</Typography.Title>
      <Select
        value={table.filters.status}
        style={{ width: 140, marginBottom: 16 }}
        aria-label="状态"
        options={[
          { value: '', label: '全部状态' },
          ...SupplierApplicationStatus.options.map((o) => ({
            value: String(o.value),
            label: o.label,
          })),
        ]}
        onChange={(v: string) => table.setFilters({ status: v })}
      />
      <Table<AdminSupplierApplication>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有入驻申请' }}
        scroll={{ x: 860 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <Modal
        open={rejecting !== null}
        title={`驳回「${rejecting?.company_name ?? ''}」的申请`}
        okText="驳回"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        confirmLoading={reject.isPending}
        onOk={() => void sendReject().catch(() => undefined)}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="驳回原因（会发给申请人）"
            rules={[
              { required: true, whitespace: true, message: MSG.supplierRejectReasonRequired },
              { max: PRODUCT_LIMITS.rejectReason, message: MSG.supplierRejectReasonTooLong },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
