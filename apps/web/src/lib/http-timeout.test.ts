import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@xinke/shared';
import { createHttpClient } from './http';

/** fetch that never answers; it rejects like the browser's once its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
}

describe('http client default timeout (SPEC §9 "Timeout 8000 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 8000 ms for an answer, then gives up with 请求超时', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const warnings: string[] = [];
    const client = createHttpClient({
      baseURL: 'http://api.example',
      getToken: () => undefined,
      clearCredentials: () => undefined,
      onUnauthorized: () => undefined,
      notify: { error: () => undefined, warning: (text) => warnings.push(text) },
    });
    let settled: unknown;
    client.request('GET', '/web/forum/list').catch((failure: unknown) => (settled = failure));

    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBeUndefined();
    expect(warnings).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ msg: MSG.timeout });
    expect(warnings).toEqual([MSG.timeout]);
  });
});
