import { Navigate, useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { MessageRows } from './MessageRows';
import type { MessagePage } from './message-nav';
import { useMessageList } from './queries';
import styles from './Message.module.css';

/** What an empty category says. */
const EMPTY_TEXT: Record<string, string> = {
  commentAndReply: '还没有人评论或回复你',
  system: '暂时没有系统消息',
  thumb: '还没有人赞过你的帖子',
  follow: '还没有新粉丝',
  active: '暂时没有活动通知',
};

/** A message centre page: one category's messages, 10 a page (SPEC §9), paged by ?page=. */
export function MessageListView({ page: messagePage }: { page: MessagePage }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = messagePage.category ?? 0;
  const list = useMessageList(category, page);
  let content;
  if (list.isError) content = <ErrorView onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (list.data.data.length === 0 && page > 1)
    content = <Navigate replace to={`?page=${Math.max(1, list.data.paginate.last_page)}`} />;
  else if (list.data.data.length === 0)
    content = <EmptyState description={EMPTY_TEXT[messagePage.key]} />;
  else content = <MessageRows page={list.data} testId="message-list" />;
  return (
    <section className={styles.main} data-testid={`message-page-${messagePage.key}`}>
      <h1 className={styles.mainTitle}>{messagePage.label}</h1>
      {content}
    </section>
  );
}
