import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { COUPON_ISSUE_MAX, MSG, fenToYuan, formatDateTime, type CouponClaim } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { toast } from '../../../lib/toast';
import { useAdminCrumb } from '../crumbs';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { parseTargets } from './coupon-form';
import { useCouponClaims, useCouponIssue } from './queries';

/**
 * One coupon's page (优惠券 / 「name」): issue it to members by id or phone (one each,
 * never twice; each gets a system message), and everyone who holds it, newest first.
 */
export function CouponClaimsPage() {
  const id = Number(useParams().id);
  const table = useAdminTableState();
  const { data, isPending, isError, refetch } = useCouponClaims(id, table.page);
  const issue = useCouponIssue();
  const [targets, setTargets] = useState('');
  const coupon = data?.coupon;
  useAdminCrumb(coupon?.coupon_name);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const send = () => {
    const { user_ids, phones, unknown } = parseTargets(targets);
    if (unknown.length > 0) return toast.error(`无法识别：${unknown.join('、')}`);
    if (user_ids.length + phones.length === 0) return toast.error(MSG.couponIssueTargetsRequired);
    if (user_ids.length + phones.length > COUPON_ISSUE_MAX)
      return toast.error(MSG.couponIssueTooMany);
    void issue.mutateAsync({ id, user_ids, phones }).then(() => setTargets(''));
  };

  const columns: ColumnsType<CouponClaim> = [
    { title: '用户', key: 'user', render: (_, c) => `${c.nickname}（${c.user_id}）` },
    { title: '券码', dataIndex: 'code', key: 'code', width: 190 },
    {
      title: '来源',
      key: 'by',
      width: 140,
      render: (_, c) => (c.issued_by ? `${c.issued_by.nickname} 发放` : '用户领取'),
    },
    { title: '状态', dataIndex: 'status_text', key: 'status', width: 90 },
    {
      title: '领取时间',
      dataIndex: 'claim_time',
      key: 'claim_time',
      width: 160,
      render: (ts: number) => formatDateTime(ts),
    },
    {
      title: '到期',
      dataIndex: 'expire_time',
      key: 'expire_time',
      width: 160,
      render: (ts: number) => formatDateTime(ts),
    },
  ];

  return (
    <section data-testid="admin-coupon-claims">
      <Space align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {coupon?.coupon_name ?? '优惠券'}
        </Typography.Title>
        {coupon && (
          <>
            <Tag color="orange">¥{fenToYuan(coupon.discount_fee)}</Tag>
            <Tag>{coupon.audience_text}</Tag>
            {!coupon.enabled && <Tag>已停用</Tag>}
          </>
        )}
      </Space>
      <Typography.Paragraph type="secondary">
        发放给指定用户：填写用户 id 或手机号，用逗号、空格或换行分隔，一次最多 {COUPON_ISSUE_MAX}{' '}
        人；已持有的不会重复发放。
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%', maxWidth: 640, marginBottom: 16 }}>
        <Input.TextArea
          aria-label="发放对象"
          placeholder="例如：1024, 13800138000"
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={targets}
          onChange={(e) => setTargets(e.target.value)}
        />
        <Button
          type="primary"
          onClick={send}
          loading={issue.isPending}
          disabled={coupon ? !coupon.enabled : true}
        >
          发放
        </Button>
      </Space.Compact>
      <Table<CouponClaim>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有人领取' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
    </section>
  );
}
