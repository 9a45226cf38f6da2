import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { ARTICLE_SECTION } from '@xinke/shared';
import type { AdminGroup } from './types';

// The article panels carry the rich-text editor: their own chunk, loaded on opening.
const ArticlesPanel = lazy(() =>
  import('../../../features/admin/articles/ArticlesPanel').then((m) => ({
    default: m.ArticlesPanel,
  })),
);
const ArticleCategoriesPanel = lazy(() =>
  import('../../../features/admin/articles/ArticleCategoriesPanel').then((m) => ({
    default: m.ArticleCategoriesPanel,
  })),
);

const loading = (panel: ReactNode) => <Suspense fallback={<Spin />}>{panel}</Suspense>;

/** 内容运营 (docs/content.md): news and official articles, and their categories. Admins. */
export const contentGroup: AdminGroup = {
  key: 'content',
  label: '内容运营',
  sections: [
    {
      path: 'news',
      label: '资讯',
      minRole: 'admin',
      // keyed by section: switching between the two panels starts a fresh table state
      element: loading(<ArticlesPanel key="news" section={ARTICLE_SECTION.news} />),
    },
    {
      path: 'official',
      label: '官方文章',
      minRole: 'admin',
      element: loading(<ArticlesPanel key="official" section={ARTICLE_SECTION.official} />),
    },
    {
      path: 'article-categories',
      label: '文章分类',
      minRole: 'admin',
      element: loading(<ArticleCategoriesPanel />),
    },
  ],
};
