import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyRequest } from './early-requests';

describe('early requests', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function stubFetch() {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('starts one GET per address and token, sending the token as Authorization', () => {
    const fetch = stubFetch();
    const first = startEarlyRequest('/a', 'tok');
    expect(startEarlyRequest('/a', 'tok')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/a', { method: 'GET', headers: { Authorization: 'tok' } });
    expect(takeEarlyRequest('/a', 'tok')).toBe(first);
  });

  it('is given once, and only to the same token', () => {
    stubFetch();
    const started = startEarlyRequest('/b', undefined);
    expect(takeEarlyRequest('/b', 'someone')).toBeUndefined();
    expect(takeEarlyRequest('/b', undefined)).toBe(started);
    expect(takeEarlyRequest('/b', undefined)).toBeUndefined();
  });

  it('is stale after 10 s: a late page asks the server itself', () => {
    vi.useFakeTimers();
    stubFetch();
    void startEarlyRequest('/c', undefined);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRequest('/c', undefined)).toBeUndefined();
  });
});
