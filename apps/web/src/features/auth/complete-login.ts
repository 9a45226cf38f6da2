import { MSG, type LoginResult } from '@xinke/shared';
import { saveCredentials } from '../../lib/credentials';
import { LOGIN_PATHS } from '../../app/guards';
import { NEW_VERSION_PATH, navigateTo } from '../../lib/navigation';
import { toast } from '../../lib/toast';

/**
 * The reload waits this long so the 登录成功 toast is seen before the page refreshes
 * (the same pause logout uses before its reload).
 */
export const LOGIN_RELOAD_DELAY_MS = 800;

/**
 * After any successful login (SPEC §2/§3): keep token and id in cookies expiring at the
 * server's ttl, say 登录成功, then go to /app/new-version from the login page, or reload
 * any other page so the user stays where they were and every view sees the member.
 */
export function completeLogin(result: LoginResult): void {
  saveCredentials({ token: result.token, userId: result.id, expiresAt: result.ttl });
  toast.success(MSG.loginSuccess);
  if (LOGIN_PATHS.has(window.location.pathname.replace(/\/+$/, ''))) {
    navigateTo(NEW_VERSION_PATH);
  } else {
    window.setTimeout(() => window.location.reload(), LOGIN_RELOAD_DELAY_MS);
  }
}
