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
  projects: () => import('./pages/projects/ProjectsPage'),
  projectDetail: () => import('./pages/projects/ProjectDetailPage'),
  week: () => import('./pages/projects/WeekPage'),
  goods: () => import('./pages/goods/GoodsPage'),
  laboratory: () => import('./pages/laboratory/LaboratoryPage'),
  specCreate: () => import('./pages/laboratory/SpecFormPage'),
  specEdit: () => import('./pages/laboratory/SpecFormPage'),
  specDetail: () => import('./pages/laboratory/SpecDetailPage'),
  creatorProjects: () => import('./pages/laboratory/CreatorProjectsPage'),
  creatorPersonal: () => import('./pages/laboratory/CreatorPersonalPage'),
  challengeReview: () => import('./pages/laboratory/creator/ChallengeReviewPage'),
  challengeSupport: () => import('./pages/laboratory/creator/ChallengeSupportPage'),
  designReview: () => import('./pages/laboratory/creator/DesignReviewPage'),
  designUpload: () => import('./pages/laboratory/creator/DesignUploadPage'),
  specificationChallenge: () => import('./pages/laboratory/creator/SpecificationChallengePage'),
  payment: () => import('./pages/pay/PaymentPage'),
  wechatPay: () => import('./pages/pay/WechatPayPage'),
  aliPay: () => import('./pages/pay/AliPayPage'),
  paySuccess: () => import('./pages/pay/PaySuccessPage'),
};
