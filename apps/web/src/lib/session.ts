import { LOGOUT_RELOAD_DELAY_MS, logout as logoutContract } from '@xinke/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { clearCredentials } from './credentials';
import { announceLogout } from './socket-status';
import { FEATURED_PATH, FEATURED_URL, navigateTo } from './navigation';

/**
 * Logout (SPEC §4), after the caller's confirmation: GET /web/user/logout revokes the
 * token on the server, then token, id and the cached user data are cleared, and the user
 * goes to featured — reloading after 800 ms when already there so every view forgets
 * them. A failed revoke was toasted by the http client; the local logout still happens,
 * since the user asked to leave this browser.
 */
export async function logout(queryClient: QueryClient, userKey: readonly unknown[]): Promise<void> {
  announceLogout(); // the socket closes before the server revokes its session
  try {
    await api(logoutContract);
  } catch {
    // shown by the http client (SPEC §8: logout failure → toast with msg)
  }
  clearCredentials();
  queryClient.removeQueries({ queryKey: userKey });
  if (window.location.pathname === FEATURED_PATH) {
    window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
  } else {
    navigateTo(FEATURED_URL);
  }
}
