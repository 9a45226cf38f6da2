import type { ComponentType } from 'react';
import type { ResearchPageKey } from './research-routes';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each research page is its own chunk, loaded when its path is first opened. The room's
 * domains keep their UI in their feature folders (features/project, store, payment,
 * creator); these page files only compose them.
 */
export const researchPages: Record<ResearchPageKey, () => PageModule> = {
  home: () => import('./pages/ResearchHomePage'),
  projects: () => import('../pages/coming-soon/ComingSoonPage'),
  projectDetail: () => import('../pages/coming-soon/ComingSoonPage'),
  week: () => import('../pages/coming-soon/ComingSoonPage'),
  goods: () => import('../pages/coming-soon/ComingSoonPage'),
  laboratory: () => import('../pages/coming-soon/ComingSoonPage'),
  specCreate: () => import('../pages/coming-soon/ComingSoonPage'),
  specEdit: () => import('../pages/coming-soon/ComingSoonPage'),
  specDetail: () => import('../pages/coming-soon/ComingSoonPage'),
  creatorProjects: () => import('../pages/coming-soon/ComingSoonPage'),
  creatorPersonal: () => import('../pages/coming-soon/ComingSoonPage'),
  challengeReview: () => import('../pages/coming-soon/ComingSoonPage'),
  challengeSupport: () => import('../pages/coming-soon/ComingSoonPage'),
  designReview: () => import('../pages/coming-soon/ComingSoonPage'),
  designUpload: () => import('../pages/coming-soon/ComingSoonPage'),
  specificationChallenge: () => import('../pages/coming-soon/ComingSoonPage'),
  payment: () => import('../pages/coming-soon/ComingSoonPage'),
  wechatPay: () => import('../pages/coming-soon/ComingSoonPage'),
  aliPay: () => import('../pages/coming-soon/ComingSoonPage'),
  paySuccess: () => import('../pages/coming-soon/ComingSoonPage'),
};
