import { useEffect, useState } from 'react';
import { MSG, qrcodeCancel, qrcodeConfirm, qrcodeScan } from '@xinke/shared';
import { api } from '../../lib/api';
import type { ApiFailure } from '../../lib/http';

export type QrConfirmPhase = 'scanning' | 'ready' | 'busy' | 'confirmed' | 'cancelled' | 'failed';

const failureMessage = (error: unknown) => (error as Partial<ApiFailure>).msg || MSG.unknownError;

/**
 * The phone side of QR login: opening the page marks the ticket scanned (the desktop then
 * shows 已扫码，请在手机上确认); the member confirms or cancels. Only for a member.
 */
export function useQrConfirm(ticket: string, isMember: boolean) {
  const [phase, setPhase] = useState<QrConfirmPhase>('scanning');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!isMember || !ticket) return undefined;
    let cancelled = false;
    // Silent: a failure is this page's whole content, not a passing toast.
    api(qrcodeScan, { ticket }, { silent: true }).then(
      () => !cancelled && setPhase('ready'),
      (error: unknown) => {
        if (cancelled) return;
        setMessage(failureMessage(error));
        setPhase('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ticket, isMember]);

  const answer = async (confirm: boolean) => {
    setPhase('busy');
    try {
      await api(confirm ? qrcodeConfirm : qrcodeCancel, { ticket }, { silent: true });
      setMessage(confirm ? MSG.qrConfirmed : MSG.qrCancelled);
      setPhase(confirm ? 'confirmed' : 'cancelled');
    } catch (error) {
      setMessage(failureMessage(error));
      setPhase('failed');
    }
  };

  return { phase, message, confirm: () => answer(true), cancel: () => answer(false) };
}
