import { useState } from 'react';
import { Button, Input, Popconfirm, Segmented, Skeleton } from 'antd';
import {
  COMMENT_MAX_LENGTH,
  MSG,
  formatRelativeTime,
  type FestivalComment,
  type Reply,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { UserAvatar } from '../../components/UserAvatar';
import { useUserInfo } from '../../features/account/queries';
import { useRequireLogin } from '../../features/auth/use-require-login';
import {
  useDeleteComment,
  useDeleteReply,
  useFine,
  useFineButton,
  usePostComment,
  usePostReply,
  useReplies,
  useThumb,
  useWall,
} from '../../features/festival/queries';
import { toast } from '../../lib/toast';
import styles from './Festival.module.css';

interface Viewer {
  id: number;
  staff: boolean;
}

/**
 * The comment wall (docs/festival.md): 全部 (newest first) and 精选 tabs, writing a comment,
 * replies, likes (one per member), deleting my own; staff mark 精选 and delete any.
 */
export function CommentWall({ activeId }: { activeId: number }) {
  const [fine, setFine] = useState(0);
  const wall = useWall(activeId, fine);
  const me = useUserInfo();
  const fineBtn = useFineButton(activeId);
  const viewer: Viewer = { id: me.data?.id ?? 0, staff: fineBtn.data?.show ?? false };
  const comments = wall.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className={styles.wall}>
      <Composer activeId={activeId} />
      <Segmented
        className={styles.wallTabs}
        data-testid="festival-wall-tabs"
        value={fine}
        onChange={(v) => setFine(Number(v))}
        options={[
          { label: '全部', value: 0 },
          { label: '精选', value: 1 },
        ]}
      />
      {wall.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : wall.isError ? (
        <ErrorView onRetry={() => void wall.refetch()} />
      ) : comments.length === 0 ? (
        <EmptyState description={fine ? '还没有精选评论' : '还没有评论，来说两句吧'} />
      ) : (
        <ul className={styles.comments} data-testid="festival-comments">
          {comments.map((c) => (
            <CommentRow key={c.id} activeId={activeId} comment={c} viewer={viewer} />
          ))}
        </ul>
      )}
      {wall.hasNextPage && (
        <Button block loading={wall.isFetchingNextPage} onClick={() => void wall.fetchNextPage()}>
          加载更多
        </Button>
      )}
    </div>
  );
}

function Composer({ activeId }: { activeId: number }) {
  const [text, setText] = useState('');
  const post = usePostComment(activeId);
  const requireLogin = useRequireLogin();
  const submit = () => {
    if (!requireLogin()) return;
    if (!text.trim()) return void toast.warning(MSG.commentRequired);
    post.mutate(text, {
      onSuccess: (_c, _v) => {
        setText('');
        toast.success('评论成功');
      },
    });
  };
  return (
    <div className={styles.composer}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="说说你的节日祝福或作品想法…"
        aria-label="评论内容"
      />
      <Button type="primary" loading={post.isPending} onClick={submit}>
        发表评论
      </Button>
    </div>
  );
}

function CommentRow({
  activeId,
  comment: c,
  viewer,
}: {
  activeId: number;
  comment: FestivalComment;
  viewer: Viewer;
}) {
  const [replying, setReplying] = useState<{ replyId?: number; name: string } | null>(null);
  const [allReplies, setAllReplies] = useState(false);
  const thumb = useThumb(activeId);
  const fine = useFine(activeId);
  const del = useDeleteComment(activeId);
  const requireLogin = useRequireLogin();
  const replies = useReplies(activeId, c.id, allReplies);
  const shown: Reply[] = allReplies && replies.data ? replies.data.data : c.replies;
  const mine = viewer.id === c.user.id;
  return (
    <li className={styles.comment} data-testid="festival-comment">
      <UserAvatar src={c.user.image_url} name={c.user.nickname} size={36} alt="" />
      <div className={styles.commentBody}>
        <p className={styles.commentHead}>
          <strong>{c.user.nickname}</strong>
          {c.is_fine === 1 && (
            <span className={styles.fineBadge} data-testid="festival-fine-badge">
              精选
            </span>
          )}
          {c.status === 0 && <span className={styles.muted}>审核中</span>}
          <span className={styles.muted}>{formatRelativeTime(c.create_time)}</span>
        </p>
        <p className={styles.commentText}>{c.content}</p>
        <div className={styles.commentActions}>
          <Button
            size="small"
            type="text"
            className={c.is_thumb ? styles.liked : undefined}
            aria-pressed={c.is_thumb === 1}
            loading={thumb.isPending}
            onClick={() => requireLogin() && thumb.mutate(c.id)}
          >
            {c.is_thumb ? '已赞' : '点赞'} {c.thumb_count}
          </Button>
          <Button
            size="small"
            type="text"
            onClick={() => requireLogin() && setReplying({ name: c.user.nickname })}
          >
            回复
          </Button>
          {viewer.staff && (
            <Button
              size="small"
              type="text"
              loading={fine.isPending}
              onClick={() =>
                fine.mutate(
                  { comment_id: c.id, fine: c.is_fine ? 0 : 1 },
                  { onSuccess: () => toast.success(c.is_fine ? '已取消精选' : '已设为精选') },
                )
              }
            >
              {c.is_fine ? '取消精选' : '设为精选'}
            </Button>
          )}
          {(mine || viewer.staff) && (
            <Popconfirm
              title="删除这条评论和它的回复？"
              okText="删除"
              cancelText="取消"
              onConfirm={() => del.mutate(c.id)}
            >
              <Button size="small" type="text" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </div>
        {shown.length > 0 && (
          <ul className={styles.replies}>
            {shown.map((r) => (
              <ReplyRow
                key={r.id}
                activeId={activeId}
                reply={r}
                viewer={viewer}
                onReply={() =>
                  requireLogin() && setReplying({ replyId: r.id, name: r.user.nickname })
                }
              />
            ))}
          </ul>
        )}
        {!allReplies && c.reply_count > c.replies.length && (
          <Button size="small" type="link" onClick={() => setAllReplies(true)}>
            查看全部 {c.reply_count} 条回复
          </Button>
        )}
        {replying && (
          <ReplyBox
            activeId={activeId}
            commentId={c.id}
            replyId={replying.replyId}
            name={replying.name}
            onDone={() => setReplying(null)}
          />
        )}
      </div>
    </li>
  );
}

function ReplyRow({
  activeId,
  reply: r,
  viewer,
  onReply,
}: {
  activeId: number;
  reply: Reply;
  viewer: Viewer;
  onReply(): void;
}) {
  const del = useDeleteReply(activeId);
  return (
    <li>
      <strong>{r.user.nickname}</strong>
      {r.to_user && r.reply_id !== null && (
        <>
          {' '}
          回复 <strong>{r.to_user.nickname}</strong>
        </>
      )}
      ：<span className={styles.commentText}>{r.content}</span>
      <span className={styles.replyActions}>
        <Button size="small" type="text" onClick={onReply}>
          回复
        </Button>
        {(viewer.id === r.user.id || viewer.staff) && (
          <Popconfirm
            title="删除这条回复？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => del.mutate(r.id)}
          >
            <Button size="small" type="text" danger>
              删除
            </Button>
          </Popconfirm>
        )}
      </span>
    </li>
  );
}

function ReplyBox(props: {
  activeId: number;
  commentId: number;
  replyId?: number;
  name: string;
  onDone(): void;
}) {
  const [text, setText] = useState('');
  const reply = usePostReply(props.activeId);
  const submit = () => {
    if (!text.trim()) return void toast.warning(MSG.commentRequired);
    reply.mutate(
      { comment_id: props.commentId, reply_id: props.replyId, content: text },
      {
        onSuccess: () => {
          toast.success('回复成功');
          props.onDone();
        },
      },
    );
  };
  return (
    <div className={styles.composer}>
      <Input.TextArea
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={`回复 ${props.name}`}
        aria-label="回复内容"
      />
      <div className={styles.replyButtons}>
        <Button size="small" onClick={props.onDone}>
          取消
        </Button>
        <Button size="small" type="primary" loading={reply.isPending} onClick={submit}>
          回复
        </Button>
      </div>
    </div>
  );
}
