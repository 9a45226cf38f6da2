import { LOGOUT_RELOAD_DELAY_MS } from '@xinke/shared';
import { clearCredentials } from './credentials';
import { FEATURED_PATH, FEATURED_URL, navigateTo } from './navigation';

/**
 * Logout (SPEC §4), after the caller's confirmation: clears token and id, goes to
 * featured, and reloads after 800 ms when already there so every view forgets the user.
 * Revoking the session on the server (GET /web/user/logout) joins with the login issue.
 */
export function logout(): void {
  clearCredentials();
  if (window.location.pathname === FEATURED_PATH) {
    window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
  } else {
    navigateTo(FEATURED_URL);
  }
}
