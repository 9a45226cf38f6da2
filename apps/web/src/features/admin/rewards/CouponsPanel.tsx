import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  COUPON_AUDIENCE,
  COUPON_DESCRIPTION_MAX,
  COUPON_DISCOUNT_MAX_FEN,
  COUPON_MIN_FEE_MAX_FEN,
  COUPON_NAME_MAX,
  COUPON_VALID_DAYS_MAX,
  CouponAudience,
  MSG,
  fenToYuan,
  formatDateTime,
  type AdminCoupon,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { couponPatch, toCouponForm, toCouponInput, type CouponForm } from './coupon-form';
import { useAdminCoupons, useCouponCreate, useCouponUpdate } from './queries';
import { FormModal } from '../kit/FormModal';

const claimWindow = (c: AdminCoupon) =>
  c.claim_start === null && c.claim_end === null
    ? '不限'
    : `${c.claim_start ? formatDateTime(c.claim_start) : '现在'} 至 ${c.claim_end ? formatDateTime(c.claim_end) : '不限'}`;

/** Create (no coupon) or edit one; a claimed coupon's face is fixed (the server says so). */
function CouponModal({ coupon, onClose }: { coupon?: AdminCoupon; onClose(): void }) {
  const [form] = Form.useForm<CouponForm>();
  const create = useCouponCreate();
  const update = useCouponUpdate();
  const locked = (coupon?.claims ?? 0) > 0;
  const submit = async () => {
    const input = toCouponInput(await form.validateFields());
    if (!coupon) await create.mutateAsync(input);
    else {
      const patch = couponPatch(coupon, input);
      if (Object.keys(patch).length > 0) await update.mutateAsync({ id: coupon.id, ...patch });
    }
    onClose();
  };
  return (
    <FormModal
      open
      title={coupon ? `编辑优惠券「${coupon.coupon_name}」` : '新建优惠券'}
      saving={create.isPending || update.isPending}
      onSave={submit}
      onClose={onClose}
    >
      {locked && (
        <Typography.Paragraph type="secondary">
          已有 {coupon?.claims} 人领取：金额、门槛和有效天数不能再改。
        </Typography.Paragraph>
      )}
      <Form<CouponForm>
        form={form}
        layout="vertical"
        initialValues={
          coupon
            ? toCouponForm(coupon)
            : { min_yuan: 0, valid_days: 30, audience: COUPON_AUDIENCE.all, enabled: true }
        }
      >
        <Form.Item
          name="coupon_name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: MSG.couponNameRequired },
            { max: COUPON_NAME_MAX, message: MSG.couponNameTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item
            name="discount_yuan"
            label="优惠金额（元）"
            rules={[{ required: true, message: MSG.couponDiscountInvalid }]}
          >
            <InputNumber
              min={0.01}
              max={COUPON_DISCOUNT_MAX_FEN / 100}
              precision={2}
              disabled={locked}
            />
          </Form.Item>
          <Form.Item
            name="min_yuan"
            label="使用门槛（元，0 为无门槛）"
            dependencies={['discount_yuan']}
            rules={[
              { required: true, message: MSG.couponMinFeeInvalid },
              ({ getFieldValue }) => ({
                validator: (_, v: number) =>
                  !v || v >= (getFieldValue('discount_yuan') as number)
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG.couponMinFeeBelowDiscount)),
              }),
            ]}
          >
            <InputNumber
              min={0}
              max={COUPON_MIN_FEE_MAX_FEN / 100}
              precision={2}
              disabled={locked}
            />
          </Form.Item>
          <Form.Item
            name="valid_days"
            label="领取后有效天数"
            rules={[{ required: true, message: MSG.couponValidDaysInvalid }]}
          >
            <InputNumber min={1} max={COUPON_VALID_DAYS_MAX} precision={0} disabled={locked} />
          </Form.Item>
        </Space>
        <Form.Item name="audience" label="领取对象">
          <Select options={CouponAudience.options} aria-label="领取对象" />
        </Form.Item>
        <Form.Item name="window" label="领取时间（不填为不限）">
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item
          name="description"
          label="使用说明"
          rules={[{ max: COUPON_DESCRIPTION_MAX, message: MSG.couponDescriptionTooLong }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/**
 * 优惠券: the definitions, newest first, filtered by audience and state; 新建, 编辑, and
 * each coupon's page (claims, issuing). New-user coupons that are enabled and open are
 * what a new member's guide claims (docs/admin-rewards.md).
 */
export function CouponsPanel() {
  const table = useAdminTableState(['audience', 'enabled'] as const);
  const { audience, enabled } = table.filters;
  const { data, isPending, isError, refetch } = useAdminCoupons({
    page: table.page,
    ...(audience ? { audience } : {}),
    ...(enabled === '0' || enabled === '1' ? { enabled } : {}),
  });
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminCoupon> = [
    {
      title: '名称',
      key: 'name',
      render: (_, c) => <Link to={`${c.id}`}>{c.coupon_name}</Link>,
    },
    {
      title: '面额',
      key: 'fee',
      width: 150,
      render: (_, c) =>
        `¥${fenToYuan(c.discount_fee)}${c.min_fee ? `（满 ${fenToYuan(c.min_fee)}）` : '（无门槛）'}`,
    },
    { title: '有效天数', dataIndex: 'valid_days', key: 'valid_days', width: 90 },
    { title: '领取对象', dataIndex: 'audience_text', key: 'audience', width: 110 },
    { title: '领取时间', key: 'window', width: 220, render: (_, c) => claimWindow(c) },
    { title: '已领', dataIndex: 'claims', key: 'claims', width: 70 },
    {
      title: '状态',
      key: 'enabled',
      width: 80,
      render: (_, c) => (c.enabled ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_, c) => (
        <Space>
          <Button size="small" onClick={() => setEditing(c)} aria-label={`编辑 ${c.coupon_name}`}>
            编辑
          </Button>
          <Link to={`${c.id}`}>领取记录</Link>
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-coupons">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4}>优惠券</Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建优惠券
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="领取对象筛选"
          placeholder="全部领取对象"
          allowClear
          style={{ width: 160 }}
          options={CouponAudience.options}
          value={audience || undefined}
          onChange={(v?: string) => table.setFilters({ audience: v ?? '' })}
        />
        <Select
          aria-label="状态筛选"
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          options={[
            { value: '1', label: '启用' },
            { value: '0', label: '已停用' },
          ]}
          value={enabled || undefined}
          onChange={(v?: string) => table.setFilters({ enabled: v ?? '' })}
        />
      </Space>
      <Table<AdminCoupon>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的优惠券' }}
        scroll={{ x: 1000 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      {editing && (
        <CouponModal
          coupon={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
