import { describe, expect, it, vi } from 'vitest';
import { hostCheck, redirectPage, type RedirectDeps } from './page-redirect';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0';

const deps = (link: RedirectDeps['link']) => ({ link: vi.fn(link), go: vi.fn(), log: vi.fn() });

describe('SPEC §7 page redirect: "runs only when a host check is true"', () => {
  it('the host check: a listed host, opened on a phone', () => {
    const hosts = ['www.xinke.example'];
    expect(hostCheck('www.xinke.example', PHONE, hosts)).toBe(true);
    expect(hostCheck('WWW.XINKE.EXAMPLE', PHONE, hosts)).toBe(true);
    expect(hostCheck('www.xinke.example', DESKTOP, hosts)).toBe(false);
    expect(hostCheck('test.xinke.example', PHONE, hosts)).toBe(false);
    expect(hostCheck('www.xinke.example', PHONE, [])).toBe(false);
  });

  it('host check false: no call, nothing happens', async () => {
    const d = deps(async () => 'https://wxaurl.cn/x');
    expect(await redirectPage('/app/new-version/topic', false, d)).toBe(false);
    expect(d.link).not.toHaveBeenCalled();
    expect(d.go).not.toHaveBeenCalled();
  });

  it('host check true: "returns code 0 with a URL in data, which is navigated to"', async () => {
    const d = deps(async () => 'https://wxaurl.cn/x');
    expect(await redirectPage('/app/new-version/topic?a=1', true, d)).toBe(true);
    expect(d.link).toHaveBeenCalledWith('/app/new-version/topic?a=1');
    expect(d.go).toHaveBeenCalledWith('https://wxaurl.cn/x');
  });

  it('host check true and the call fails: "failure is logged and navigation continues"', async () => {
    const failure = new Error('生成跳转链接失败，请稍后再试');
    const d = deps(async () => Promise.reject(failure));
    expect(await redirectPage('/app/new-version/topic', true, d)).toBe(false);
    expect(d.log).toHaveBeenCalledWith('page redirect (url_link) failed', failure);
    expect(d.go).not.toHaveBeenCalled();
  });
});
