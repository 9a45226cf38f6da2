import message from 'antd/es/message';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

const notices = () =>
  Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);

describe('toast (SPEC §9 "toast closes after 2000 ms, max 2 toasts")', () => {
  afterEach(() => {
    message.destroy();
    vi.restoreAllMocks();
  });

  it('configures antd message with a 2 s duration and at most 2 toasts', async () => {
    const config = vi.spyOn(message, 'config');
    toast.success('已保存');
    await vi.waitFor(() => expect(notices()).toContain('已保存'));
    // toast.ts configures antd once, on the first toast of this file (this one).
    expect(config).toHaveBeenCalledWith(expect.objectContaining({ duration: 2, maxCount: 2 }));
  });

  it('a third toast pushes out the oldest: at most two are on screen', async () => {
    toast.error('一');
    toast.warning('二');
    toast.success('三');
    await vi.waitFor(() => expect(notices()).toContain('三'));
    await vi.waitFor(() => expect(notices()).toEqual(['二', '三']));
  });

  it('a toast is still up at 1.5 s and gone after 2 s', async () => {
    const shownAt = Date.now();
    toast.error('请求超时');
    await vi.waitFor(() => expect(notices()).toEqual(['请求超时']));
    await new Promise((resolve) => setTimeout(resolve, 1500 - (Date.now() - shownAt)));
    expect(notices()).toEqual(['请求超时']);
    await vi.waitFor(() => expect(notices()).toEqual([]), { timeout: 900, interval: 50 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
  });

  it('the same toast never shows twice (issue 13: two failures alike, a retry)', async () => {
    toast.error('网络异常');
    toast.error('网络异常');
    await vi.waitFor(() => expect(notices()).toEqual(['网络异常']));
    toast.error('网络异常'); // the retry fails alike while the first is still up
    toast.warning('网络异常'); // another kind is another toast
    await vi.waitFor(() => expect(notices()).toHaveLength(2));
    expect(notices()).toEqual(['网络异常', '网络异常']);
    expect(document.querySelectorAll('.ant-message-error')).toHaveLength(1);
  });
});
