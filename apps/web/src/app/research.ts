import { RESEARCH_BASE, researchRouteOf } from '../research/research-routes';

export { RESEARCH_BASE };

/** `subPath` is what follows /app/new-version/research ('' or '/...'). */
export function isAllowedResearchPath(subPath: string): boolean {
  return researchRouteOf(subPath) !== undefined;
}

/** The research room's route of a full pathname, for the guards' login rule and the title. */
export function researchRouteAt(pathname: string) {
  if (pathname !== RESEARCH_BASE && !pathname.startsWith(`${RESEARCH_BASE}/`)) return undefined;
  return researchRouteOf(pathname.slice(RESEARCH_BASE.length));
}
