import type { LiulangPageValue } from '@xinke/shared';

/** SPEC §2's standalone V2 pages of 流浪计划 (/app/V2-*), in SPEC's order. */
export const LIULANG_V2_PAGES = [
  'index',
  'signup',
  'nosuccess',
  'success',
  'timeagain',
  'end',
  'register',
  'pay',
] as const;

/** The standalone V2 page of a get_join_info `page`. */
export const v2Path = (page: LiulangPageValue | 'index') => `/app/V2-${page}`;
