import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { AdminGroup } from './types';

// Each panel is a chunk of its own (date pickers, image previews): the console opens as
// fast as before, and a moderator, who never sees this group, never loads them.
const BannersPanel = lazy(() =>
  import('../../../features/admin/site/BannersPanel').then((m) => ({ default: m.BannersPanel })),
);
const FooterPanel = lazy(() =>
  import('../../../features/admin/site/FooterPanel').then((m) => ({ default: m.FooterPanel })),
);
const PopupsPanel = lazy(() =>
  import('../../../features/admin/site/PopupsPanel').then((m) => ({ default: m.PopupsPanel })),
);
const NoticesPanel = lazy(() =>
  import('../../../features/admin/site/NoticesPanel').then((m) => ({ default: m.NoticesPanel })),
);
const SiteSettingsPanel = lazy(() =>
  import('../../../features/admin/site/SiteSettingsPanel').then((m) => ({
    default: m.SiteSettingsPanel,
  })),
);

const ResourcesPanel = lazy(() =>
  import('../../../features/admin/resources/ResourcesPanel').then((m) => ({
    default: m.ResourcesPanel,
  })),
);
const ResourceCategoriesPanel = lazy(() =>
  import('../../../features/admin/resources/ResourceCategoriesPanel').then((m) => ({
    default: m.ResourceCategoriesPanel,
  })),
);
const SitePagesPanel = lazy(() =>
  import('../../../features/admin/opinion/SitePagesPanel').then((m) => ({
    default: m.SitePagesPanel,
  })),
);

const loading = (panel: ReactNode) => <Suspense fallback={<Spin />}>{panel}</Suspense>;

/** 站点运营 (docs/admin-site.md): what the public site shows around the posts. Admins only. */
export const operationsGroup: AdminGroup = {
  key: 'operations',
  label: '站点运营',
  sections: [
    { path: 'banners', label: '轮播图', minRole: 'admin', element: loading(<BannersPanel />) },
    { path: 'footer', label: '页脚', minRole: 'admin', element: loading(<FooterPanel />) },
    { path: 'popups', label: '弹窗', minRole: 'admin', element: loading(<PopupsPanel />) },
    { path: 'notices', label: '公告', minRole: 'admin', element: loading(<NoticesPanel />) },
    { path: 'resources', label: '资源库', minRole: 'admin', element: loading(<ResourcesPanel />) },
    {
      path: 'resource-categories',
      label: '资源分类',
      minRole: 'admin',
      element: loading(<ResourceCategoriesPanel />),
    },
    {
      path: 'site-settings',
      label: '站点设置',
      minRole: 'admin',
      element: loading(<SiteSettingsPanel />),
    },
    // 关于我们 about / contact (docs/feedback.md)
    {
      path: 'site-pages',
      label: '站点页面',
      minRole: 'admin',
      element: loading(<SitePagesPanel />),
    },
  ],
};
