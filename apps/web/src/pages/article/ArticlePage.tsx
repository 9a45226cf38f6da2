import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TYPE,
  collect,
  formatDateTime,
  newsComments,
  newsDetail,
  officialComments,
  officialContent,
  postComment,
  thumb,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { RichContent } from '../../features/editor/RichContent';
import { OfficialList } from './OfficialList';
import styles from './Article.module.css';

/**
 * One article: a news item (n/details/:id) or an official article (official/:type/:oId),
 * docs/content.md. The body is the server's sanitized HTML, shown as PostBody shows a post.
 * Comments, likes and (official only) collections go through the common endpoints.
 */
export function ArticleView({ section, id }: { section: 'news' | 'official'; id: number }) {
  const client = useQueryClient();
  const isNews = section === 'news';
  const key = ['article', section, id];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => api(isNews ? newsDetail : officialContent, { id }),
    enabled: id > 0,
  });
  const comments = useQuery({
    queryKey: [...key, 'comments'],
    queryFn: () => api(isNews ? newsComments : officialComments, { id, page: 1 }),
    enabled: id > 0,
  });
  const [text, setText] = useState('');
  const type = isNews ? COMMENT_TYPE.news : COMMENT_TYPE.article;
  const refresh = () => client.invalidateQueries({ queryKey: key });
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <div className={styles.page} aria-busy="true" />;
  const a = detail.data;
  return (
    <article className={styles.page} data-testid="article-page">
      <h1 className={styles.title}>{a.title}</h1>
      <div className={styles.meta}>
        <span>{a.category_name}</span>
        <span>{a.author.nickname}</span>
        <time>{formatDateTime(a.publish_time)}</time>
        <span>阅读 {a.visit_count}</span>
      </div>
      {a.cover && <img className={styles.cover} src={a.cover} alt="" />}
      <RichContent html={a.content} className={styles.body} testId="article-body" />
      <div className={styles.actions}>
        <Button
          type={a.is_thumb ? 'primary' : 'default'}
          onClick={() => void api(thumb, { type, type_id: a.id }).then(refresh)}
        >
          点赞 {a.thumb_count}
        </Button>
        {!isNews && (
          <Button
            type={a.is_collect ? 'primary' : 'default'}
            onClick={() =>
              void api(collect, {
                source_type: COLLECT_SOURCE_TYPE.officialArticle,
                source_id: a.id,
              }).then(refresh)
            }
          >
            收藏 {a.collect_count}
          </Button>
        )}
      </div>
      <h2>评论 {a.comment_count}</h2>
      <Input.TextArea
        value={text}
        maxLength={1000}
        placeholder="写下你的评论"
        onChange={(e) => setText(e.target.value)}
        data-testid="article-comment-input"
      />
      <Button
        type="primary"
        style={{ marginTop: 8 }}
        disabled={text.trim() === ''}
        onClick={() =>
          void api(postComment, { type, type_id: a.id, content: text }).then(() => {
            setText('');
            void refresh();
          })
        }
      >
        发表评论
      </Button>
      {comments.isError ? (
        <ErrorView onRetry={() => void comments.refetch()} />
      ) : comments.isPending ? null : comments.data.data.length === 0 ? (
        <EmptyState description="还没有评论" />
      ) : (
        <ul className={styles.comments}>
          {comments.data.data.map((c) => (
            <li key={c.id} className={styles.comment} data-testid="article-comment">
              <strong>{c.user.nickname}</strong>
              {c.status === 0 && <span>（审核中）</span>}
              <p>{c.content}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** /app/new-version/n/details/:id — a news item. */
export function NewsDetailPage() {
  const { id } = useParams();
  return <ArticleView section="news" id={Number(id) || 0} />;
}

/** /app/new-version/official/:type/:oId — an official article; oId 0 lists the type. */
export default function OfficialArticlePage() {
  const { type, oId } = useParams();
  const [query] = useSearchParams();
  const id = Number(oId) || 0;
  if (id === 0)
    return <OfficialList type={Number(type) || 0} page={Number(query.get('page')) || 1} />;
  return <ArticleView section="official" id={id} />;
}
