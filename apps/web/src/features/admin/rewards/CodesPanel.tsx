import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CODE_ISSUE_MAX,
  CODE_REVIEW_ACTION,
  CODE_REVIEW_REASON_MAX,
  CODE_STATUS,
  CodeStatus,
  CodeType,
  MSG,
  formatDateTime,
  type AdminCode,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useAdminCodes, useCodeReview, useCodesExport, useCodesIssue } from './queries';

const STATUS_COLOR: Record<number, string> = {
  [CODE_STATUS.available]: 'green',
  [CODE_STATUS.claimed]: 'blue',
  [CODE_STATUS.redeeming]: 'orange',
  [CODE_STATUS.redeemed]: 'default',
  [CODE_STATUS.expired]: 'default',
};

interface IssueForm {
  type: number;
  title: string;
  count: number;
  expire: Dayjs;
}

/** 生成兑换码: a batch of random codes into the pool. */
function IssueModal({ onClose }: { onClose(): void }) {
  const [form] = Form.useForm<IssueForm>();
  const issue = useCodesIssue();
  const submit = async () => {
    const v = await form.validateFields();
    await issue.mutateAsync({
      type: v.type,
      title: (v.title ?? '').trim(),
      count: v.count,
      expire_time: v.expire.unix(),
    });
    onClose();
  };
  return (
    <Modal
      open
      title="生成兑换码"
      okText="生成"
      cancelText="取消"
      confirmLoading={issue.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<IssueForm>
        form={form}
        layout="vertical"
        initialValues={{
          type: CodeType.options[0]?.value,
          count: 20,
          expire: dayjs().add(30, 'day'),
        }}
      >
        <Form.Item
          name="type"
          label="类型"
          rules={[{ required: true, message: MSG.codeTypeInvalid }]}
        >
          <Select options={CodeType.options} aria-label="码类型" />
        </Form.Item>
        <Form.Item
          name="title"
          label="用途说明"
          rules={[{ max: 50, message: MSG.codeTitleTooLong }]}
        >
          <Input placeholder="如：12 月深圳线下沙龙" />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item
            name="count"
            label="数量"
            rules={[{ required: true, message: MSG.codeCountInvalid }]}
          >
            <InputNumber min={1} max={CODE_ISSUE_MAX} precision={0} />
          </Form.Item>
          <Form.Item
            name="expire"
            label="过期时间"
            rules={[
              { required: true, message: MSG.codeExpireInvalid },
              {
                validator: (_, v: Dayjs | undefined) =>
                  !v || v.isAfter(dayjs())
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG.codeExpireInvalid)),
              },
            ]}
          >
            <DatePicker showTime />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** 确认兑换 / 驳回 a submitted code, with an optional note the member receives. */
function ReviewModal({
  code,
  action,
  onClose,
}: {
  code: AdminCode;
  action: string;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const review = useCodeReview();
  const confirm = action === CODE_REVIEW_ACTION.confirm;
  const submit = async () => {
    const { reason } = await form.validateFields();
    await review.mutateAsync({ id: code.id, action, reason: (reason ?? '').trim() });
    onClose();
  };
  return (
    <Modal
      open
      title={`${confirm ? '确认兑换' : '驳回'} ${code.code}`}
      okText={confirm ? '确认兑换' : '驳回'}
      okButtonProps={{ danger: !confirm }}
      cancelText="取消"
      confirmLoading={review.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {confirm
          ? '确认后码变为已兑换，持有人会收到通知。'
          : '驳回后码退回给持有人，可在过期前重新提交；持有人会收到带说明的通知。'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="说明（发给用户，可不填）"
          rules={[{ max: CODE_REVIEW_REASON_MAX, message: MSG.codeReviewReasonTooLong }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 兑换码: every code newest first, filtered by status, type and code; 兑换中 is the
 * redemption queue (确认兑换 / 驳回); 生成兑换码 makes a batch; 导出 CSV saves the filtered
 * list (at most 10,000 rows).
 */
export function CodesPanel() {
  const table = useAdminTableState(['status', 'type', 'code'] as const);
  const { status, type, code } = table.filters;
  const filter = {
    ...(status ? { status: Number(status) } : {}),
    ...(type ? { type: Number(type) } : {}),
    ...(code ? { code } : {}),
  };
  const { data, isPending, isError, refetch } = useAdminCodes({ page: table.page, ...filter });
  const exporter = useCodesExport();
  const [issuing, setIssuing] = useState(false);
  const [reviewing, setReviewing] = useState<{ code: AdminCode; action: string } | null>(null);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminCode> = [
    { title: '兑换码', dataIndex: 'code', key: 'code', width: 190 },
    { title: '类型', dataIndex: 'type_text', key: 'type', width: 110 },
    { title: '用途', dataIndex: 'title', key: 'title' },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{c.status_text}</Tag>,
    },
    {
      title: '持有人',
      key: 'holder',
      width: 150,
      render: (_, c) => (c.holder ? `${c.holder.nickname}（${c.holder.id}）` : '—'),
    },
    {
      title: '过期时间',
      dataIndex: 'expire_time',
      key: 'expire_time',
      width: 150,
      render: (ts: number) => formatDateTime(ts),
    },
    {
      title: '操作',
      key: 'action',
      width: 160,
      render: (_, c) =>
        c.status === CODE_STATUS.redeeming ? (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => setReviewing({ code: c, action: CODE_REVIEW_ACTION.confirm })}
              aria-label={`确认兑换 ${c.code}`}
            >
              确认
            </Button>
            <Button
              size="small"
              danger
              onClick={() => setReviewing({ code: c, action: CODE_REVIEW_ACTION.reject })}
              aria-label={`驳回 ${c.code}`}
            >
              驳回
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <section data-testid="admin-codes">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4}>兑换码</Typography.Title>
        <Space>
          <Button onClick={() => exporter.mutate(filter)} loading={exporter.isPending}>
            导出 CSV
          </Button>
          <Button type="primary" onClick={() => setIssuing(true)}>
            生成兑换码
          </Button>
        </Space>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="状态筛选"
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          options={CodeStatus.options.map((o) => ({ value: String(o.value), label: o.label }))}
          value={status || undefined}
          onChange={(v?: string) => table.setFilters({ status: v ?? '' })}
        />
        <Select
          aria-label="类型筛选"
          placeholder="全部类型"
          allowClear
          style={{ width: 140 }}
          options={CodeType.options.map((o) => ({ value: String(o.value), label: o.label }))}
          value={type || undefined}
          onChange={(v?: string) => table.setFilters({ type: v ?? '' })}
        />
        <Input.Search
          aria-label="兑换码搜索"
          placeholder="兑换码前缀，如 SL-AB"
          allowClear
          defaultValue={code}
          style={{ width: 220 }}
          onSearch={(v) => table.setFilters({ code: v.trim() })}
        />
        <Button
          onClick={() =>
            table.setFilters({ status: String(CODE_STATUS.redeeming), type: '', code: '' })
          }
        >
          待审核（兑换中）
        </Button>
      </Space>
      <Table<AdminCode>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的兑换码' }}
        scroll={{ x: 1000 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      {issuing && <IssueModal onClose={() => setIssuing(false)} />}
      {reviewing && (
        <ReviewModal
          code={reviewing.code}
          action={reviewing.action}
          onClose={() => setReviewing(null)}
        />
      )}
    </section>
  );
}
