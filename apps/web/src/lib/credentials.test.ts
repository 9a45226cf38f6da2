import { afterEach, describe, expect, it } from 'vitest';
import { clearCredentials, getToken, getUserId, hasToken, saveCredentials } from './credentials';
import { readCookie } from './cookies';

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('credentials cookies', () => {
  afterEach(() => clearCredentials());

  it('saves token and user id under Authorization and xinke-id', () => {
    saveCredentials({ token: 'tok en=1', userId: 42, expiresAt: inOneHour() });
    expect(getToken()).toBe('tok en=1');
    expect(getUserId()).toBe('42');
    expect(readCookie('Authorization')).toBe('tok en=1');
    expect(readCookie('xinke-id')).toBe('42');
    expect(hasToken()).toBe(true);
  });

  it('treats the expiry as Unix seconds: a past expiry stores nothing', () => {
    saveCredentials({ token: 'old', userId: 1, expiresAt: Math.floor(Date.now() / 1000) - 10 });
    expect(getToken()).toBeUndefined();
    expect(hasToken()).toBe(false);
  });

  it('clears both cookies', () => {
    saveCredentials({ token: 'abc', userId: 7, expiresAt: inOneHour() });
    clearCredentials();
    expect(getToken()).toBeUndefined();
    expect(getUserId()).toBeUndefined();
  });
});
