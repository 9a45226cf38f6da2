/**
 * The research area's allowed sub-paths (SPEC §2), relative to
 * /app/new-version/research; {n} is a positive integer. Anything else → 404.
 */
const N = '\\d+';
const ALLOWED = [
  '',
  '/projects',
  '/goods',
  '/laboratory',
  '/laboratory/create',
  '/laboratory/creator/projects',
  '/pay-success',
  '/laboratory/creator/challenge-review',
  '/laboratory/creator/challenge-support',
  '/laboratory/creator/design-review',
  '/laboratory/creator/design-upload',
  '/laboratory/creator/specification-challenge',
  `/projects/${N}`,
  // Not in SPEC's list, but SPEC's own redirect of old project-week links lands here;
  // without it every old weekly-report link would end on the 404 page.
  `/week/${N}`,
  `/laboratory/edit/${N}`,
  `/laboratory/${N}`,
  `/laboratory/personal/${N}`,
  `/laboratory/payment/${N}`,
  `/laboratory/pay/wechat/${N}/${N}`,
  `/laboratory/pay/ali/${N}/${N}`,
].map((pattern) => new RegExp(`^${pattern}/?$`));

export const RESEARCH_BASE = '/app/new-version/research';

/** `subPath` is what follows /app/new-version/research ('' or '/...'). */
export function isAllowedResearchPath(subPath: string): boolean {
  return ALLOWED.some((pattern) => pattern.test(subPath));
}
