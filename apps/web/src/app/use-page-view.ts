import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIE_CHANNEL, pageView } from '@xinke/shared';
import { api } from '../lib/api';
import { readCookie, writeCookie } from '../lib/cookies';
import { buildPageView } from '../lib/page-view';

/** Channel cookie lifetime: a campaign link keeps attributing visits for 30 days. */
const CHANNEL_COOKIE_DAYS = 30;

/**
 * A visit record on every navigation (SPEC §7): POST /web/common/page_view with the
 * path, the source (PC or search-engine relay) and the channel. Failures stay silent:
 * analytics must never bother the reader.
 */
export function usePageView(): void {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    // StrictMode runs effects twice in development; one location = one record.
    if (lastKey.current === location.key) return;
    const isLanding = lastKey.current === null;
    lastKey.current = location.key;
    const { body, storeChannel } = buildPageView({
      pathname: location.pathname,
      search: location.search,
      referrer: document.referrer,
      isLanding,
      storedChannel: readCookie(COOKIE_CHANNEL),
    });
    if (storeChannel) {
      writeCookie(
        COOKIE_CHANNEL,
        storeChannel,
        Math.floor(Date.now() / 1000) + CHANNEL_COOKIE_DAYS * 86_400,
      );
    }
    api(pageView, body, { silent: true }).catch(() => undefined);
  }, [location]);
}
