import type { SitemapSource } from '../types';
import { activitySitemap } from './activities';
import { articleSitemap } from './articles';
import { circleSitemap } from './circles';
import { memberSitemap } from './members';
import { postSitemap } from './posts';
import { productSitemap } from './products';
import { resourceSitemap } from './resources';
import { staticSitemap } from './static';
import { supplierSitemap } from './suppliers';

/**
 * Every family of sitemaps listed by /sitemap.xml (docs/seo.md). A section adds its own
 * file beside these and one line here; its name must be unique ([a-z-]+).
 */
export const sitemapSources: readonly SitemapSource[] = [
  staticSitemap,
  postSitemap,
  circleSitemap,
  memberSitemap,
  articleSitemap,
  resourceSitemap,
  productSitemap,
  supplierSitemap,
  activitySitemap,
];
