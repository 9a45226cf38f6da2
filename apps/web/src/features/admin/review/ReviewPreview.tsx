import { Alert, Descriptions, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import {
  CommentStatus,
  ItemStatus,
  ReportStatus,
  ReviewQueueKind,
  ReviewQueueReason,
  formatDateTime,
  type ReviewPreview as Preview,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { PostBody } from '../../post-detail/PostBody';
import { useReviewPreview } from './queries';
import styles from './ReviewQueue.module.css';

export const statusLabel = (kind: string, status: number) =>
  kind === 'post' ? ItemStatus.label(status) : CommentStatus.label(status);

export function ReasonTags({ reasons }: { reasons: string[] }) {
  const color: Record<string, string> = { pre: 'blue', sensitive: 'orange', report: 'red' };
  return (
    <Space size={4} wrap>
      {reasons.map((r) => (
        <Tag key={r} color={color[r]}>
          {ReviewQueueReason.label(r) || r}
        </Tag>
      ))}
    </Space>
  );
}

function Context({ p }: { p: Preview }) {
  return (
    <>
      {p.post && (
        <section className={styles.block} data-testid="review-preview-post">
          <Typography.Title level={5} className={styles.postTitle}>
            {p.post.title}
          </Typography.Title>
          <Space size={8} wrap className={styles.meta}>
            {p.post.circle && <Tag>{p.post.circle.name}</Tag>}
            <span>{ItemStatus.label(p.post.item_status)}</span>
            <span>{formatDateTime(p.post.create_time)}</span>
          </Space>
          {p.kind === 'post' ? (
            <>
              {p.post.cover && <img className={styles.cover} src={p.post.cover} alt="封面" />}
              <PostBody html={p.post.body} videoSrc="" />
            </>
          ) : (
            <Typography.Paragraph type="secondary">{p.post.summary}</Typography.Paragraph>
          )}
        </section>
      )}
      {!p.post && p.kind !== 'post' && <Alert type="warning" message="所属帖子已删除" />}
      {p.parent_comment && (
        <section className={styles.block}>
          <Typography.Text type="secondary">
            所属评论 · {p.parent_comment.user.nickname}
          </Typography.Text>
          <div className={styles.quote}>{p.parent_comment.content}</div>
        </section>
      )}
      {p.comment && (
        <section className={styles.block} data-testid="review-preview-comment">
          <Typography.Text strong>
            {ReviewQueueKind.label(p.kind)} · {p.comment.user.nickname}
          </Typography.Text>
          <div className={styles.content}>{p.comment.content}</div>
        </section>
      )}
    </>
  );
}

/** The content of one queue entry in its context, every report on it, the last decision. */
export function ReviewPreview({ entry }: { entry: { kind: string; id: number } }) {
  const { data: p, isPending, isError, refetch } = useReviewPreview(entry);
  if (isPending) return <Skeleton active />;
  if (isError || !p) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <div data-testid="review-preview">
      <Descriptions size="small" column={1} className={styles.block}>
        <Descriptions.Item label="作者">
          {p.user.nickname}（{p.user.id}）
        </Descriptions.Item>
        <Descriptions.Item label="状态">{statusLabel(p.kind, p.status)}</Descriptions.Item>
        {p.reasons.length > 0 && (
          <Descriptions.Item label="原因">
            <ReasonTags reasons={p.reasons} />
          </Descriptions.Item>
        )}
        {p.sensitive_word && (
          <Descriptions.Item label="命中敏感词">
            <Tag color="orange">{p.sensitive_word}</Tag>
          </Descriptions.Item>
        )}
        {p.decision && (
          <Descriptions.Item label="最近决定">
            {p.decision.reviewer?.nickname ?? '（已注销）'} · {formatDateTime(p.decision.time)}
            {p.decision.reason && ` · ${p.decision.reason}`}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Context p={p} />
      <Typography.Title level={5}>举报（{p.reports.length}）</Typography.Title>
      {p.reports.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有举报" />
      ) : (
        <List
          size="small"
          dataSource={p.reports}
          renderItem={(r) => (
            <List.Item>
              <Space direction="vertical" size={0}>
                <span>
                  {r.user.nickname}：{r.reason}
                </span>
                <Typography.Text type="secondary">
                  {formatDateTime(r.create_time)} · {ReportStatus.label(r.status)}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
