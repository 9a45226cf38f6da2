import { describe, expect, it } from 'vitest';
import { firstImageSrc, plainTextExcerpt, sanitizePostHtml, summaryExcerpt } from './sanitize-html';

describe('sanitizePostHtml', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>标题</h2><p>一段<strong>粗</strong><em>斜</em><u>下</u><s>删</s></p>' +
      '<blockquote>引用</blockquote><pre><code class="language-c">int a;</code></pre>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><hr><p><img src="/uploads/items/a.webp" alt="图"></p>';
    const out = sanitizePostHtml(html);
    for (const piece of [
      '<h2>',
      '<strong>',
      '<em>',
      '<u>',
      '<s>',
      '<blockquote>',
      '<pre>',
      'class="language-c"',
      '<ul>',
      '<ol>',
      '<hr />',
      'src="/uploads/items/a.webp"',
      'alt="图"',
    ])
      expect(out).toContain(piece);
  });

  it('drops script, event handlers, javascript: and data: URLs, iframes and styles', () => {
    const out = sanitizePostHtml(
      '<p onclick="x()" style="color:red">hi</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)"><img src="data:image/png;base64,AA">' +
        '<a href="javascript:alert(1)">bad</a><a href="JaVaScRiPt:alert(1)">bad2</a>' +
        '<iframe src="https://evil.example/v"></iframe><svg onload="alert(1)"></svg><style>p{}</style>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript:|data:|iframe|style|svg/i);
    expect(out).toContain('<p>hi</p>');
    expect(out).toContain('>bad</a>');
  });

  it('links get rel and target; only http(s) and relative hrefs survive', () => {
    const out = sanitizePostHtml(
      '<a href="https://b.example/x" target="_self">ok</a><a href="/app/new-version/topic">in</a><a href="//evil.example">pr</a>',
    );
    expect(out).toContain(
      '<a href="https://b.example/x" rel="noopener nofollow ugc" target="_blank">ok</a>',
    );
    expect(out).toContain('href="/app/new-version/topic"');
    expect(out).not.toContain('//evil.example');
  });

  it('maps <b>, <i>, <h1> into the allowlist', () => {
    expect(sanitizePostHtml('<h1>大</h1><b>b</b><i>i</i>')).toBe(
      '<h2>大</h2><strong>b</strong><em>i</em>',
    );
  });
});

describe('sanitizePostHtml: image sources', () => {
  const images = { publicUrl: 'https://xinke.example', hosts: ['img.example.com'] };

  it('keeps our uploads and allowlisted https hosts, drops every other image', () => {
    const out = sanitizePostHtml(
      '<p><img src="/uploads/items/a.webp" alt="ours">' +
        '<img src="https://xinke.example/uploads/items/b.webp" alt="ours, absolute">' +
        '<img src="https://img.example.com/c.png" alt="allowed">' +
        '<img src="https://evil.example/pixel.gif" alt="tracker">' +
        '<img src="http://img.example.com/d.png" alt="plain http">' +
        '<img src="data:image/png;base64,AAAA" alt="data">' +
        '<img src="/uploads/../secret" alt="dots">' +
        '<img alt="no src"></p>',
      images,
    );
    expect(out).toBe(
      '<p><img src="/uploads/items/a.webp" alt="ours" />' +
        '<img src="/uploads/items/b.webp" alt="ours, absolute" />' +
        '<img src="https://img.example.com/c.png" alt="allowed" /></p>',
    );
  });

  it('without a policy only /uploads/ images stay; links to other hosts are untouched', () => {
    expect(
      sanitizePostHtml(
        '<p><img src="https://img.example.com/c.png"><a href="https://b.example/">b</a></p>',
      ),
    ).toBe('<p><a href="https://b.example/" rel="noopener nofollow ugc" target="_blank">b</a></p>');
  });
});

describe('plainTextExcerpt and firstImageSrc', () => {
  it('gives the visible text, collapsed and cut by characters', () => {
    expect(plainTextExcerpt('<p>我的 <b>新显卡</b></p><p>到了 &amp; 很好</p>', 100)).toBe(
      '我的 新显卡 到了 & 很好',
    );
    expect(plainTextExcerpt('<p>一二三四五六</p>', 3)).toBe('一二三…');
    expect(plainTextExcerpt('<script>x</script><p>a</p>', 10)).toBe('a');
  });

  it('summaryExcerpt keeps entities encoded: &lt;script&gt; never becomes <script>', () => {
    const body = sanitizePostHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q"</p>');
    expect(summaryExcerpt(body, 100)).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;',
    );
    expect(summaryExcerpt(body, 100)).not.toContain('<');
    // Double-encoded text stays double-encoded, i.e. shows as typed.
    expect(summaryExcerpt('<p>&amp;lt;b&amp;gt;</p>', 100)).toBe('&amp;lt;b&amp;gt;');
    expect(summaryExcerpt('<p>一二&lt;三</p>', 3)).toBe('一二&lt;…');
  });

  it('finds the first image', () => {
    expect(firstImageSrc('<p>x<img src="/uploads/a.webp"><img src="/uploads/b.webp"></p>')).toBe(
      '/uploads/a.webp',
    );
    expect(firstImageSrc('<p>none</p>')).toBe('');
  });
});
