import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@xinke/shared';
import {
  isForbidden,
  isNotFound,
  retryUnlessClientError,
  retryUnlessUnauthorized,
} from './api-error';

const failure = (code: number) => ({ code, data: null, msg: '' });

describe('reading failures of the http client', () => {
  it('tells 403 and 404 apart', () => {
    expect(isForbidden(failure(403))).toBe(true);
    expect(isForbidden(failure(404))).toBe(false);
    expect(isNotFound(failure(404))).toBe(true);
    expect(isNotFound(new Error('x'))).toBe(false);
  });

  it('retries a blip once, never a 4xx answer', () => {
    expect(retryUnlessClientError(0, failure(-1))).toBe(true);
    expect(retryUnlessClientError(0, failure(502))).toBe(true);
    expect(retryUnlessClientError(0, new Error('network'))).toBe(true);
    expect(retryUnlessClientError(1, failure(502))).toBe(false);
    for (const code of [400, 403, 404, 422])
      expect(retryUnlessClientError(0, failure(code))).toBe(false);
  });

  it('the default query retry: a blip once, never a 401 (the session is already gone)', () => {
    expect(retryUnlessUnauthorized(0, failure(-1))).toBe(true);
    expect(retryUnlessUnauthorized(0, failure(500))).toBe(true);
    expect(retryUnlessUnauthorized(0, failure(404))).toBe(true);
    expect(retryUnlessUnauthorized(1, failure(500))).toBe(false);
    expect(retryUnlessUnauthorized(0, failure(ERROR_CODE.unauthorized))).toBe(false);
  });
});
