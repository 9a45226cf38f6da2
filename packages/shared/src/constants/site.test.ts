import { describe, expect, it } from 'vitest';
import { isOwnUploadPath, isSiteLink } from './site';

describe('isSiteLink (banner and footer links)', () => {
  it('takes site paths and http(s) addresses', () => {
    for (const ok of [
      '/app/new-version/notice',
      '/app/new-version/featured?tag=project',
      'https://example.com/sale',
      'http://example.com:8080/a?b=1#c',
    ])
      expect(isSiteLink(ok), ok).toBe(true);
  });

  it('refuses other schemes, protocol-relative hosts, credentials and spaces', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil.example',
      'https://user@evil.example/',
      'ftp://example.com/',
      '/a b',
      'example.com',
      '',
    ])
      expect(isSiteLink(bad), bad).toBe(false);
  });
});

describe('isOwnUploadPath (console images)', () => {
  it('takes /uploads/ paths only, without dot segments', () => {
    expect(isOwnUploadPath('/uploads/images/ab12.webp')).toBe(true);
    expect(isOwnUploadPath('/uploads/../etc/passwd')).toBe(false);
    expect(isOwnUploadPath('/uploads/./a.png')).toBe(false);
    expect(isOwnUploadPath('https://cdn.example/a.png')).toBe(false);
    expect(isOwnUploadPath('/uploads/a"onerror=x.png')).toBe(false);
  });
});
