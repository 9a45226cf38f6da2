import { describe, expect, it } from 'vitest';
import { allowedImageSource, type ImagePolicy } from './image-source';

const policy: ImagePolicy = {
  publicUrl: 'https://xinke.example',
  hosts: ['img.example.com', '*.cdn.example.net'],
};

describe('allowedImageSource', () => {
  it.each([
    ['/uploads/items/ab/cd.webp', '/uploads/items/ab/cd.webp'],
    ['  /uploads/avatars/1.png ', '/uploads/avatars/1.png'],
    // Our own absolute URL is stored relative: it survives a change of domain.
    ['https://xinke.example/uploads/items/a.webp', '/uploads/items/a.webp'],
    ['https://img.example.com/a.png', 'https://img.example.com/a.png'],
    ['https://IMG.example.com/a.png', 'https://IMG.example.com/a.png'],
    ['https://x.cdn.example.net/a.png?w=200', 'https://x.cdn.example.net/a.png?w=200'],
  ])('allows %j as %j', (raw, stored) => {
    expect(allowedImageSource(raw, policy)).toBe(stored);
  });

  it.each([
    'https://evil.example/pixel.gif', // any other host
    'http://img.example.com/a.png', // allowlisted host, but not https
    'https://img.example.com.evil.example/a.png', // suffix trick
    'https://cdn.example.net/a.png', // *.cdn.example.net means subdomains only
    'https://user:pw@img.example.com/a.png', // credentials in the URL
    'https://xinke.example/app/logo.png', // our origin, not our uploads
    'https://xinke.example/uploads/a.webp?x=1', // our uploads with a query: not a file of ours
    'http://xinke.example/uploads/a.webp', // our path on another scheme is another origin
    '/uploads/../config.json',
    '/uploads/a/%2e%2e/b.png',
    '/app/logo.png',
    '//evil.example/a.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'https://thirdwx.qlogo.cn/mmopen/x/132', // WeChat avatars: only when IMAGE_HOSTS has it
    'not a url',
  ])('refuses %j', (raw) => {
    expect(allowedImageSource(raw, policy)).toBeNull();
  });

  it('the WeChat avatar host works once listed', () => {
    const wechat = { ...policy, hosts: ['thirdwx.qlogo.cn'] };
    expect(allowedImageSource('https://thirdwx.qlogo.cn/mmopen/x/132', wechat)).toBe(
      'https://thirdwx.qlogo.cn/mmopen/x/132',
    );
  });
});
