import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  InputNumber,
  Select,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  REVIEW_QUEUE_TAB,
  ReviewQueueKind,
  ReviewQueueReason,
  formatDateTime,
  type ReviewQueueEntry,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { toast } from '../../../lib/toast';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { DecisionModal, type DecisionAction } from './DecisionModal';
import { useReviewDecide, useReviewQueue } from './queries';
import { ReasonTags, ReviewPreview, statusLabel } from './ReviewPreview';
import styles from './ReviewQueue.module.css';

type Ref = { kind: string; id: number };
const keyOf = (r: Ref) => `${r.kind}:${r.id}`;
const refOf = (key: string): Ref => {
  const [kind = '', id = '0'] = key.split(':');
  return { kind, id: Number(id) };
};

interface Result {
  kind: string;
  id: number;
  ok: boolean;
  msg: string;
}

/**
 * 审核队列 (docs/admin-review.md): held posts, held comments and replies, reported content
 * in one table, oldest first; 已处理 shows the decisions, newest first. Filters and page in
 * the address; a preview drawer with the content in context; approve / reject one or a
 * checked selection with one confirmation, and the result of every entry shown.
 */
export function ReviewQueuePanel() {
  const table = useAdminTableState([
    'tab',
    'kind',
    'reason',
    'circle_id',
    'user_id',
    'from',
    'to',
  ] as const);
  const f = table.filters;
  const tab = f.tab || REVIEW_QUEUE_TAB.pending;
  const pending = tab === REVIEW_QUEUE_TAB.pending;
  const { data, isPending, isError, refetch } = useReviewQueue({
    page: table.page,
    tab,
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.reason && pending ? { reason: f.reason } : {}),
    ...(f.circle_id ? { circle_id: Number(f.circle_id) } : {}),
    ...(f.user_id ? { user_id: Number(f.user_id) } : {}),
    ...(f.from ? { from: Number(f.from) } : {}),
    ...(f.to ? { to: Number(f.to) } : {}),
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<Ref | null>(null);
  const [deciding, setDeciding] = useState<{ action: DecisionAction; refs: Ref[] } | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const decide = useReviewDecide();

  const confirm = async (reason: string) => {
    if (!deciding) return;
    let out;
    try {
      out = await decide.mutateAsync({ entries: deciding.refs, action: deciding.action, reason });
    } catch {
      return; // the http client already showed the server's message; the dialog stays open
    }
    const ok = out.results.filter((r) => r.ok).length;
    const failed = out.results.filter((r) => !r.ok);
    if (failed.length === 0) toast.success(`已处理 ${ok} 条`);
    else toast.warning(`成功 ${ok} 条，失败 ${failed.length} 条`);
    setResults(out.results.length > 1 || failed.length > 0 ? out.results : null);
    setSelected((s) => s.filter((k) => !out.results.some((r) => r.ok && keyOf(r) === k)));
    if (previewing && out.results.some((r) => r.ok && keyOf(r) === keyOf(previewing)))
      setPreviewing(null);
    setDeciding(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<ReviewQueueEntry> = [
    {
      title: '内容',
      key: 'content',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setPreviewing(r)} data-testid="review-open">
            {ReviewQueueKind.label(r.kind)} · {r.kind === 'post' ? r.title : r.excerpt}
          </Typography.Link>
          <span className={styles.excerpt}>
            {r.kind === 'post' ? r.excerpt : `《${r.title || '已删除的帖子'}》`}
          </span>
        </Space>
      ),
    },
    {
      title: pending ? '原因' : '状态',
      key: 'reasons',
      width: 150,
      render: (_, r) =>
        pending ? (
          <Space direction="vertical" size={2}>
            <ReasonTags reasons={r.reasons} />
            {r.sensitive_word && <span>命中：{r.sensitive_word}</span>}
            {r.report_count > 0 && <span>{r.report_count} 条举报</span>}
          </Space>
        ) : (
          statusLabel(r.kind, r.status)
        ),
    },
    {
      title: '作者',
      key: 'user',
      width: 140,
      render: (_, r) => `${r.user.nickname}（${r.user.id}）`,
    },
    { title: '圈子', key: 'circle', width: 120, render: (_, r) => r.circle?.name ?? '—' },
    {
      title: pending ? '进入队列' : '处理',
      key: 'time',
      width: 170,
      render: (_, r) =>
        pending || !r.decision ? (
          formatDateTime(r.queue_time)
        ) : (
          <Space direction="vertical" size={0}>
            <span>{formatDateTime(r.decision.time)}</span>
            <span>{r.decision.reviewer?.nickname ?? '（已注销）'}</span>
            {r.decision.reason && (
              <Typography.Text type="secondary">{r.decision.reason}</Typography.Text>
            )}
          </Space>
        ),
    },
    ...(pending
      ? [
          {
            title: '操作',
            key: 'action',
            width: 130,
            render: (_: unknown, r: ReviewQueueEntry) => (
              <Space size={4}>
                <Button
                  size="small"
                  type="primary"
                  aria-label={`通过 ${keyOf(r)}`}
                  onClick={() => setDeciding({ action: 'approve', refs: [r] })}
                >
                  通过
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`驳回 ${keyOf(r)}`}
                  onClick={() => setDeciding({ action: 'reject', refs: [r] })}
                >
                  驳回
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const range =
    f.from || f.to
      ? ([
          f.from ? dayjs.unix(Number(f.from)) : null,
          f.to ? dayjs.unix(Number(f.to) - 1) : null,
        ] as const)
      : null;

  return (
    <section data-testid="admin-review-queue">
      <Typography.Title level={4}>审核队列</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setSelected([]);
          table.setFilters({ tab: k === REVIEW_QUEUE_TAB.pending ? '' : k, reason: '' });
        }}
        items={[
          { key: REVIEW_QUEUE_TAB.pending, label: '待审核' },
          { key: REVIEW_QUEUE_TAB.done, label: '已处理' },
        ]}
      />
      <Space wrap className={styles.filters}>
        <Select
          aria-label="类型"
          placeholder="全部类型"
          allowClear
          style={{ width: 120 }}
          options={ReviewQueueKind.options}
          value={f.kind || undefined}
          onChange={(v?: string) => table.setFilters({ kind: v ?? '' })}
        />
        {pending && (
          <Select
            aria-label="原因"
            placeholder="全部原因"
            allowClear
            style={{ width: 130 }}
            options={ReviewQueueReason.options}
            value={f.reason || undefined}
            onChange={(v?: string) => table.setFilters({ reason: v ?? '' })}
          />
        )}
        <InputNumber
          aria-label="圈子 id"
          placeholder="圈子 id"
          min={1}
          value={f.circle_id ? Number(f.circle_id) : null}
          onChange={(v) => table.setFilters({ circle_id: v ? String(v) : '' })}
        />
        <InputNumber
          aria-label="作者 id"
          placeholder="作者 id"
          min={1}
          value={f.user_id ? Number(f.user_id) : null}
          onChange={(v) => table.setFilters({ user_id: v ? String(v) : '' })}
        />
        <DatePicker.RangePicker
          aria-label="时间"
          value={range as never}
          onChange={(v) =>
            table.setFilters({
              from: v?.[0] ? String(v[0].startOf('day').unix()) : '',
              to: v?.[1] ? String(v[1].endOf('day').unix() + 1) : '',
            })
          }
        />
      </Space>
      {pending && (
        <Space wrap className={styles.bulk}>
          <span>已选 {selected.length} 条</span>
          <Button
            disabled={selected.length === 0}
            onClick={() => setDeciding({ action: 'approve', refs: selected.map(refOf) })}
          >
            批量通过
          </Button>
          <Button
            danger
            disabled={selected.length === 0}
            onClick={() => setDeciding({ action: 'reject', refs: selected.map(refOf) })}
          >
            批量驳回
          </Button>
        </Space>
      )}
      {results && (
        <Alert
          className={styles.bulk}
          closable
          onClose={() => setResults(null)}
          type={results.every((r) => r.ok) ? 'success' : 'warning'}
          message={`处理结果：成功 ${results.filter((r) => r.ok).length} 条，失败 ${results.filter((r) => !r.ok).length} 条`}
          description={
            <ul data-testid="review-results">
              {results.map((r) => (
                <li key={keyOf(r)}>
                  {ReviewQueueKind.label(r.kind)} {r.id}：{r.ok ? r.msg : `失败，${r.msg}`}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Table<ReviewQueueEntry>
        rowKey={keyOf}
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        rowSelection={
          pending
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        locale={{ emptyText: pending ? '没有待审核的内容' : '没有符合条件的处理记录' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <Drawer
        open={previewing !== null}
        onClose={() => setPreviewing(null)}
        width="min(640px, 100vw)"
        title={previewing ? `${ReviewQueueKind.label(previewing.kind)}预览` : ''}
        extra={
          pending &&
          previewing && (
            <Space>
              <Button
                type="primary"
                onClick={() => setDeciding({ action: 'approve', refs: [previewing] })}
              >
                通过
              </Button>
              <Button danger onClick={() => setDeciding({ action: 'reject', refs: [previewing] })}>
                驳回
              </Button>
            </Space>
          )
        }
      >
        {previewing && <ReviewPreview entry={previewing} />}
      </Drawer>
      <DecisionModal
        action={deciding?.action ?? null}
        count={deciding?.refs.length ?? 0}
        loading={decide.isPending}
        onCancel={() => setDeciding(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </section>
  );
}
