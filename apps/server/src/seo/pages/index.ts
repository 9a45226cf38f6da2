import type { SeoPageDef } from '../types';
import { activityLandingPages, activityListPage, activityRulesPage } from './activity';
import { newsDetailPage, officialArticlePage } from './article';
import { circlePage } from './circle';
import { featuredPage, homePage } from './featured';
import { homepagePage } from './homepage';
import { noticePage } from './notice';
import { postDetailPage } from './post-detail';
import { productLandingPages } from './product';
import {
  moreResourceDetailPage,
  moreResourceListPage,
  resourceDetailPage,
  resourceListPage,
} from './resource';
import { supplierDetailPage, supplierListPage } from './supplier';
import { topicPage } from './topic';
import { votePage } from './vote';

/**
 * Every public page the server renders a head and readable text for (docs/seo.md). A
 * section adds its own file beside these (route pattern → loader) and one line here.
 */
export const seoPages: readonly SeoPageDef[] = [
  featuredPage,
  homePage,
  topicPage,
  circlePage,
  postDetailPage,
  homepagePage,
  noticePage,
  newsDetailPage,
  officialArticlePage,
  resourceListPage,
  moreResourceListPage,
  resourceDetailPage,
  moreResourceDetailPage,
  ...productLandingPages,
  supplierListPage,
  supplierDetailPage,
  activityListPage,
  activityRulesPage,
  ...activityLandingPages,
  votePage,
];
