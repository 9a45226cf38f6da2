import type { ArticleCard, ArticleCategory } from '@xinke/shared';
import type { articleCategories } from '../../db/schema';
import type { CardRow } from './article.repository';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

export function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    section: row.section,
    category_id: row.categoryId,
    category_name: row.categoryName,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    author: { id: row.authorId, nickname: row.nickname, image_url: row.imageUrl },
    publish_time: seconds(row.publishAt),
    visit_count: row.visitCount,
    thumb_count: row.thumbCount,
    comment_count: row.commentCount,
    collect_count: row.collectCount,
  };
}

export function toCategory(row: typeof articleCategories.$inferSelect): ArticleCategory {
  return { id: row.id, name: row.name, image: row.image, is_activity: row.isActivity };
}
