import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_RESEND_SECONDS,
  MSG,
  resendCountdownLabel,
  SEND_CODE_LABEL,
  validatePhone,
} from '@xinke/shared';
import { SendCodeButton } from './SendCodeButton';
import { resetCodeSent } from './send-code-store';

vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { toast } = await import('../../lib/toast');

const KEY = 'test';
const target = (phone: string) => () =>
  validatePhone(phone) ? Promise.reject(new Error('invalid')) : Promise.resolve(phone);
const button = () => screen.getByTestId('send-code');
const click = async () => {
  await act(async () => {
    fireEvent.click(button());
    await vi.advanceTimersByTimeAsync(0);
  });
};

describe('SendCodeButton (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetCodeSent(KEY);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('counts down 60 s after a successful send, then offers 获取验证码 again', async () => {
    const send = vi.fn().mockResolvedValue(MSG.codeSent);
    render(<SendCodeButton storeKey={KEY} getTarget={target('13800138000')} send={send} />);
    expect(button().textContent).toBe(SEND_CODE_LABEL);
    await click();
    expect(send).toHaveBeenCalledWith('13800138000');
    expect(toast.success).toHaveBeenCalledWith(MSG.codeSent);
    expect(button().textContent).toBe(resendCountdownLabel(CODE_RESEND_SECONDS));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button().textContent).toBe(resendCountdownLabel(CODE_RESEND_SECONDS - 1));
    await act(() => vi.advanceTimersByTimeAsync((CODE_RESEND_SECONDS - 1) * 1000));
    expect(button().textContent).toBe(SEND_CODE_LABEL);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps counting after unmounting and mounting again (dialog closed and reopened)', async () => {
    const send = vi.fn().mockResolvedValue(MSG.codeSent);
    const first = render(
      <SendCodeButton storeKey={KEY} getTarget={target('13800138000')} send={send} />,
    );
    await click();
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    render(<SendCodeButton storeKey={KEY} getTarget={target('13800138000')} send={send} />);
    expect(button().textContent).toBe(resendCountdownLabel(CODE_RESEND_SECONDS - 10));
  });

  it('a failed send resets the timestamp: the button is usable at once', async () => {
    const send = vi.fn().mockRejectedValue({ code: 429, msg: '请60秒后再试', data: null });
    render(<SendCodeButton storeKey={KEY} getTarget={target('13800138000')} send={send} />);
    await click();
    expect(send).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe(SEND_CODE_LABEL);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not send without a valid phone', async () => {
    const send = vi.fn();
    render(<SendCodeButton storeKey={KEY} getTarget={target('12345')} send={send} />);
    await click();
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe(SEND_CODE_LABEL);
  });
});
