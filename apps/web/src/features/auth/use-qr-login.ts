import { useCallback, useEffect, useState } from 'react';
import {
  QR_POLL_MS,
  QR_STATUS,
  QR_TTL_SECONDS,
  qrcodeCheck,
  qrcodeCreate,
  type LoginResult,
  type QrTicket,
} from '@xinke/shared';
import { api } from '../../lib/api';
import type { ApiFailure } from '../../lib/http';
import { usePolling } from '../../lib/use-polling';

export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'expired' | 'error';

function failureCode(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null
    ? (error as Partial<ApiFailure>).code
    : undefined;
}

/**
 * The QR tab's state (SPEC §4): a ticket from POST /web/login/qrcode, then qrcode_check
 * every QR_POLL_MS — silently, it is background work — only while `active` (QR tab shown
 * in a visible dialog). Code 0 logs in; 1002 says scanned; 1003 asks for a refresh.
 *
 * The `wechat` provider is not polled: after the scan WeChat sends the whole window to our
 * callback, which lands on the login page with the ticket. Its ticket (WeChat's `state`)
 * still expires, so after QR_TTL_SECONDS the panel asks for a refresh, as the dev one does.
 */
export function useQrLogin(active: boolean, onLogin: (result: LoginResult) => void) {
  const [ticket, setTicket] = useState<QrTicket>();
  const [phase, setPhase] = useState<QrPhase>('loading');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!active || ticket) return undefined;
    let cancelled = false;
    api(qrcodeCreate).then(
      (created) => {
        if (cancelled) return;
        setTicket(created);
        setPhase('waiting');
      },
      () => !cancelled && setPhase('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [active, ticket, generation]);

  const check = async () => {
    if (!ticket) return;
    try {
      const result = await api(qrcodeCheck, { ticket: ticket.ticket }, { silent: true });
      setPhase('loading');
      onLogin(result);
    } catch (error) {
      const code = failureCode(error);
      if (code === QR_STATUS.scanned) setPhase('scanned');
      else if (code === QR_STATUS.expired) setPhase('expired');
      // waiting, or a network blip: keep polling
    }
  };
  const live = active && ticket !== undefined && (phase === 'waiting' || phase === 'scanned');
  const polled = ticket?.provider !== 'wechat';
  usePolling(check, QR_POLL_MS, live && polled);

  // Counted from when the ticket arrived, not from its expire_time: no clock skew.
  useEffect(() => {
    if (!ticket || polled) return undefined;
    const timer = window.setTimeout(() => setPhase('expired'), QR_TTL_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [ticket, polled]);

  const refresh = useCallback(() => {
    setTicket(undefined);
    setPhase('loading');
    setGeneration((n) => n + 1);
  }, []);

  return { ticket, phase, refresh };
}
