import { ARTICLE_SECTION } from '@xinke/shared';
import { NEW_VERSION_PATH } from '../../../lib/navigation';

/** Where readers find an article: n/details/:id for news, official/:type/:oId for official. */
export const articleSiteUrl = (a: { section: string; id: number; category_id: number }) =>
  a.section === ARTICLE_SECTION.news
    ? `${NEW_VERSION_PATH}/n/details/${a.id}`
    : `${NEW_VERSION_PATH}/official/${a.category_id}/${a.id}`;
