import type { FastifyInstance } from 'fastify';
import {
  adminArticle,
  adminArticleCategories,
  adminArticleCategoryCreate,
  adminArticleCategoryDelete,
  adminArticleCategoryUpdate,
  adminArticleCreate,
  adminArticles,
  adminArticleUpdate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { ArticleAdminService } from './article-admin.service';

/** 内容运营 › 资讯与官方文章 (docs/content.md): /web/admin/article*, admins only. */
export function registerArticleAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const admin = new ArticleAdminService(db, clock);
  registerContract(app, adminArticles, ({ user, query }) => {
    const { page, page_size, ...filter } = query;
    return admin.list(mustAuth(user).userId, filter, page, page_size);
  });
  registerContract(app, adminArticle, ({ user, params }) =>
    admin.get(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminArticleCreate, ({ user, request, body }) =>
    admin.create(staffActor(user, request), body),
  );
  registerContract(app, adminArticleUpdate, ({ user, request, params, body }) =>
    admin.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminArticleCategories, ({ user, query }) =>
    admin.categories(mustAuth(user).userId, query.section),
  );
  registerContract(app, adminArticleCategoryCreate, ({ user, request, body }) =>
    admin.createCategory(staffActor(user, request), body),
  );
  registerContract(app, adminArticleCategoryUpdate, ({ user, request, params, body }) =>
    admin.updateCategory(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminArticleCategoryDelete, ({ user, request, params }) =>
    admin.removeCategory(staffActor(user, request), params.id),
  );
}
