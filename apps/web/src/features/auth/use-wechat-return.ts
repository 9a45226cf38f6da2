import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG, qrcodeCheck, WECHAT_RETURN_PARAM } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { completeLogin } from './complete-login';

/**
 * The login page after WeChat's callback (provider `wechat`): `?qr_ticket=` carries the
 * ticket the callback confirmed — one qrcode_check turns it into a session, as the polling
 * desktop would; `?wechat_error=1` says the scan did not log in. Either parameter is
 * removed at once so a reload or a shared link does not replay it.
 */
export function useWechatReturn(): void {
  const [params, setParams] = useSearchParams();
  const ticket = params.get(WECHAT_RETURN_PARAM.ticket);
  const failed = params.has(WECHAT_RETURN_PARAM.error);
  // The ticket is single use: a second check (StrictMode's re-run) would only fail.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket && !failed) {
      handled.current = null;
      return;
    }
    const key = ticket ?? WECHAT_RETURN_PARAM.error;
    if (handled.current === key) return;
    handled.current = key;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WECHAT_RETURN_PARAM.ticket);
        next.delete(WECHAT_RETURN_PARAM.error);
        return next;
      },
      { replace: true },
    );
    if (!ticket) {
      toast.error(MSG.wechatLoginFailed);
      return;
    }
    api(qrcodeCheck, { ticket }, { silent: true }).then(completeLogin, () =>
      toast.error(MSG.wechatLoginFailed),
    );
  }, [ticket, failed, setParams]);
}
