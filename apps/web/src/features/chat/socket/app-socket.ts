import { messageCount } from '@xinke/shared';
import { API_BASE } from '../../../lib/api-base';
import { api } from '../../../lib/api';
import { getToken, getUserId } from '../../../lib/credentials';
import { RealtimeSocket, socketUrl } from '../../../lib/socket';

let instance: RealtimeSocket | undefined;

/**
 * The tab's one socket (SPEC §6: members only), shared by the live counters and the chat
 * dialog. It reads the credentials at every connect, so a new login needs no new object.
 */
export function appSocket(): RealtimeSocket {
  instance ??= new RealtimeSocket({
    url: () => {
      const token = getToken();
      return token ? socketUrl(token, API_BASE, window.location) : undefined;
    },
    userId: () => {
      const id = Number(getUserId());
      return Number.isInteger(id) && id > 0 ? id : undefined;
    },
    // 4001: the session died (logout in another tab, password reset). One HTTP call lets
    // the http client's 401 handling log this tab out the usual way (SPEC §8), and does
    // nothing if the token is in fact still good. After a logout here there is no token
    // left and nothing to announce.
    onUnauthorized: () => {
      if (getToken()) void api(messageCount).catch(() => undefined);
    },
  });
  return instance;
}
