import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COLLECT_SOURCE_TYPE,
  COMMENT_TYPE,
  collect,
  formatDateTime,
  MSG,
  newsDetail,
  officialContent,
  thumb,
} from '@xinke/shared';
import { NearViewport } from '../../components/NearViewport';
import buttons from '../../components/buttons.module.css';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useRequireLogin } from '../../features/auth/use-require-login';
import { articleKey } from '../../features/article/keys';
import { RichContent } from '../../features/editor/RichContent';
import { LazyCommentSection } from '../../features/post-detail/deferred';
import styles from './Article.module.css';

/**
 * One article: a news item (n/details/:id) or an official article (official/:type/:oId),
 * docs/content.md. The body is the server's sanitized HTML, shown as PostBody shows a post.
 * Likes and (official only: SPEC §9 has no collect source for news) collections go through
 * the common endpoints; the comments are the post's comment section aimed at this article.
 * The article is drawn without antd so it paints as soon as it arrives; the comments (also
 * without antd) render when they come near the screen.
 */
export function ArticleView({ section, id }: { section: 'news' | 'official'; id: number }) {
  const client = useQueryClient();
  const requireLogin = useRequireLogin();
  const isNews = section === 'news';
  const key = articleKey(section, id);
  const detail = useQuery({
    queryKey: key,
    queryFn: () => api(isNews ? newsDetail : officialContent, { id }),
    enabled: id > 0,
  });
  const type = isNews ? COMMENT_TYPE.news : COMMENT_TYPE.article;
  // Refreshing the article's key refreshes its comments too (they sit under it).
  const refresh = () => client.invalidateQueries({ queryKey: key });
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <div className={styles.page} aria-busy="true" />;
  const a = detail.data;
  return (
    <div className={styles.reader}>
      <article className={styles.article} data-testid="article-page">
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
          <button
            type="button"
            className={a.is_thumb ? buttons.solid : buttons.outline}
            aria-pressed={a.is_thumb === 1}
            data-testid="article-thumb"
            onClick={() => requireLogin() && void api(thumb, { type, type_id: a.id }).then(refresh)}
          >
            {a.is_thumb ? '已点赞' : '点赞'} {a.thumb_count}
          </button>
          {!isNews && (
            <button
              type="button"
              className={a.is_collect ? buttons.solid : buttons.outline}
              aria-pressed={a.is_collect === 1}
              data-testid="article-collect"
              onClick={() =>
                requireLogin() &&
                void api(collect, {
                  source_type: COLLECT_SOURCE_TYPE.officialArticle,
                  source_id: a.id,
                }).then((answer) => {
                  toast.success(answer.is_collect === 1 ? MSG.collectOn : MSG.collectOff);
                  return refresh();
                })
              }
            >
              {a.is_collect ? '已收藏' : '收藏'} {a.collect_count}
            </button>
          )}
        </div>
      </article>
      {/* The comment section's place: its height on a phone with the login prompt. */}
      <NearViewport minHeight={240}>
        <LazyCommentSection target={{ type, id: a.id, key }} count={a.comment_count} />
      </NearViewport>
    </div>
  );
}

/** /app/new-version/n/details/:id — a news item. */
export function NewsDetailPage() {
  const { id } = useParams();
  return <ArticleView section="news" id={Number(id) || 0} />;
}
