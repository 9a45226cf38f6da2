import { useState } from 'react';
import Button from 'antd/es/button';
import { resendCountdownLabel, SEND_CODE_LABEL } from '@xinke/shared';
import { toast } from '../../lib/toast';
import { markCodeSent, resetCodeSent, useResendCountdown } from './send-code-store';

interface Props {
  /** Which form's countdown this is (the countdown survives closing the dialog). */
  storeKey: string;
  /** Validates the target field (showing its message) and resolves with it; rejects when invalid. */
  getTarget(): Promise<string>;
  /** Sends the code; resolves with the server's msg, shown as a success toast. */
  send(target: string): Promise<string>;
  disabled?: boolean;
}

/**
 * SPEC §4 send-code button: after a successful send it is disabled for 60 s showing
 * `Ns可重发`, then back to 获取验证码. A failed send resets the timestamp; the http client
 * has already shown the server's error.
 */
export function SendCodeButton({ storeKey, getTarget, send, disabled }: Props) {
  const remaining = useResendCountdown(storeKey);
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    let target: string;
    try {
      target = await getTarget();
    } catch {
      return; // the field shows why (手机号不能为空 / 手机号格式有误)
    }
    // Mark first: a double click must not send twice while the request is in flight.
    markCodeSent(storeKey);
    setSending(true);
    try {
      toast.success(await send(target));
    } catch {
      resetCodeSent(storeKey);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      data-testid="send-code"
      disabled={disabled || remaining > 0}
      loading={sending}
      onClick={() => void onClick()}
    >
      {remaining > 0 ? resendCountdownLabel(remaining) : SEND_CODE_LABEL}
    </Button>
  );
}
