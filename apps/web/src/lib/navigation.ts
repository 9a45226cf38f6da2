import { LOGIN_PAGE_PATH, RECOMMEND_TAG } from '@xinke/shared';

/** Where visitors land (SPEC §2): featured with tag=recommend. */
export const FEATURED_PATH = '/app/new-version/featured';
export const FEATURED_URL = `${FEATURED_PATH}?tag=${RECOMMEND_TAG}`;
export const NEW_VERSION_PATH = '/app/new-version';
export const LOGIN_PATH = LOGIN_PAGE_PATH;
/** `?tab=` of the login page opens that form; `forget` (the old site's name) is the
 * forgot-password form, where /app/forget leads. */
export const LOGIN_TAB_PARAM = 'tab';
export const FORGET_TAB = 'forget';
export const FORGET_PASSWORD_URL = `${LOGIN_PATH}?${LOGIN_TAB_PARAM}=${FORGET_TAB}`;
export const NOT_FOUND_PATH = '/app/new-version/404';

type Navigate = (to: string) => void;
let navigateImpl: Navigate = (to) => window.location.assign(to);

/**
 * Code outside React (the http client's 401 handling) navigates through this; the router
 * installs its own navigate at start-up so the SPA does not reload.
 */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

/** Leaves the SPA for another site (a payment provider's page, WeChat's OAuth). */
export function openExternal(url: string): void {
  window.location.assign(url);
}
