import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { wechatUrlLink } from '@xinke/shared';
import { api } from '../lib/api';

/**
 * SPEC §7 page redirect: "A page-redirect call takes pc_url, returns code 0 with a URL in
 * data, which is navigated to; runs only when a host check is true; failure is logged and
 * navigation continues." The host check (docs/security-identity.md "页面跳转"): the site
 * is served from one of VITE_URL_LINK_HOSTS (the production host; test hosts are left
 * out, SPEC §9 "different hosts") and opened on a phone. Empty by default: never runs.
 */
export const URL_LINK_HOSTS: readonly string[] = (import.meta.env.VITE_URL_LINK_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

const PHONE_UA = /Android|iPhone|iPod|Windows Phone|HarmonyOS|Mobile/i;

export function hostCheck(host: string, userAgent: string, hosts = URL_LINK_HOSTS): boolean {
  return hosts.includes(host.toLowerCase()) && PHONE_UA.test(userAgent);
}

export interface RedirectDeps {
  /** POST /web/user/wechat/url_link {pc_url}: the URL in data. */
  link(pcUrl: string): Promise<string>;
  go(url: string): void;
  log(message: string, err: unknown): void;
}

/**
 * Runs the page-redirect call for `pcUrl` when `checked`; true when it navigated. A
 * failure is logged and the reader stays on the page (navigation goes on).
 */
export async function redirectPage(
  pcUrl: string,
  checked: boolean,
  deps: RedirectDeps,
): Promise<boolean> {
  if (!checked) return false;
  try {
    const url = await deps.link(pcUrl);
    if (!url) return false;
    deps.go(url);
    return true;
  } catch (err) {
    deps.log('page redirect (url_link) failed', err);
    return false;
  }
}

const browserDeps: RedirectDeps = {
  link: async (pcUrl) => (await api(wechatUrlLink, { pc_url: pcUrl }, { silent: true })).url,
  go: (url) => window.location.assign(url),
  log: (message, err) => console.error(message, err),
};

/** Every navigation: the page-redirect call, when the host check is true. */
export function usePageRedirect(): void {
  const location = useLocation();
  useEffect(() => {
    const checked = hostCheck(window.location.host, navigator.userAgent);
    void redirectPage(`${location.pathname}${location.search}`, checked, browserDeps);
  }, [location.pathname, location.search]);
}
