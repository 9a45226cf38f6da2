import { describe, expect, it } from 'vitest';
import { EDITOR_HTML } from '@xinke/shared/testing';
import { sanitizePostHtml } from './sanitize-html';

/**
 * The editor's output (EDITOR_HTML, checked against the editor's DOM operations in the web
 * tests) must be stored exactly as written, while anything hostile around it is removed.
 * sanitize-html writes void elements as `<br />`; the browser's serialisation is `<br>`:
 * the same HTML, so that one spelling is folded before comparing.
 */
const voidsAsBrowser = (html: string) => html.replace(/ \/>/g, '>');
const stored = (html: string) => voidsAsBrowser(sanitizePostHtml(html));

describe('sanitizePostHtml keeps what the editor writes', () => {
  it.each(Object.entries(EDITOR_HTML))('keeps %s unchanged', (_block, html) => {
    expect(stored(html)).toBe(html);
  });

  it('keeps a whole post made of every block unchanged', () => {
    const post = Object.values(EDITOR_HTML).join('');
    expect(stored(post)).toBe(post);
  });
});

describe('sanitizePostHtml strips what the editor never writes', () => {
  const hostile: Array<[string, string]> = [
    ['a script element', '<script>alert(1)</script>'],
    ['an onerror handler', '<p><img src="/uploads/items/x.webp" onerror="alert(1)" alt=""></p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">点我</a></p>'],
    ['an entity-encoded javascript: link', '<p><a href="jav&#x09;ascript:alert(1)">点我</a></p>'],
    ['a javascript: image', '<p><img src="javascript:alert(1)" alt=""></p>'],
    ['an inline handler on a heading', '<h2 onclick="alert(1)" style="color:red">标题</h2>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg>'],
    ['an iframe', '<iframe src="https://evil.example/"></iframe>'],
  ];

  it.each(hostile)('removes %s and keeps the editor blocks around it', (_name, bad) => {
    const out = stored(`${EDITOR_HTML.heading2}${bad}${EDITOR_HTML.link}`);
    expect(out.startsWith(EDITOR_HTML.heading2)).toBe(true);
    expect(out.endsWith(EDITOR_HTML.link)).toBe(true);
    expect(out).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg|<iframe|style=/i);
  });

  it('keeps the text of a stripped link and the editor image without its handler', () => {
    expect(stored('<p><a href="javascript:alert(1)">点我</a></p>')).toBe(
      '<p><a rel="noopener nofollow ugc" target="_blank">点我</a></p>',
    );
    expect(stored('<p><img src="/uploads/items/x.webp" onerror="alert(1)" alt=""></p>')).toBe(
      '<p><img src="/uploads/items/x.webp" alt=""></p>',
    );
  });
});

describe('sanitizePostHtml: tables, code languages and video players (docs/editor.md)', () => {
  it.each<[string, string, string]>([
    [
      'handlers, styles and widths on table parts',
      '<table style="width:9999px" onclick="alert(1)" border="1"><colgroup><col style="width:10px"></colgroup><thead><tr onmouseover="alert(1)"><th style="color:red" class="x" colwidth="100">型号</th></tr></thead><tbody><tr><td onclick="alert(1)" background="javascript:alert(1)">ESP32</td></tr></tbody></table>',
      '<table><thead><tr><th>型号</th></tr></thead><tbody><tr><td>ESP32</td></tr></tbody></table>',
    ],
    [
      'colspan / rowspan that are not small integers',
      '<table><tbody><tr><td colspan="javascript:alert(1)" rowspan="0">a</td><td colspan="2" rowspan="999">b</td><td colspan="3" rowspan="2">c</td></tr></tbody></table>',
      '<table><tbody><tr><td>a</td><td colspan="2">b</td><td colspan="3" rowspan="2">c</td></tr></tbody></table>',
    ],
    [
      'code classes other than one language-xxx',
      '<pre style="x" onclick="alert(1)"><code class="language-c hljs" onmouseover="alert(1)">a</code></pre><pre><code class="language-&quot;onload=alert(1)">b</code></pre>',
      '<pre><code class="language-c">a</code></pre><pre><code>b</code></pre>',
    ],
    [
      'an iframe from another host',
      '<iframe src="https://evil.example/player.html?bvid=BV1xx411c7mD"></iframe>',
      '',
    ],
    [
      'an iframe on a look-alike host',
      '<iframe src="https://player.bilibili.com.evil.example/player.html?bvid=BV1xx411c7mD"></iframe><iframe src="https://evilplayer.youku.com/embed/XNDU2MzQ1NjQ4OA=="></iframe>',
      '',
    ],
    [
      'a javascript: or data: iframe, and one with only srcdoc',
      '<iframe src="javascript:alert(1)"></iframe><iframe src="data:text/html,<script>alert(1)</script>"></iframe><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      '',
    ],
    [
      'a player page that is not the player path',
      '<iframe src="https://player.bilibili.com/evil.html?bvid=BV1xx411c7mD"></iframe><iframe src="http://player.youku.com/embed/../../x"></iframe>',
      '',
    ],
    [
      'every attribute but the fixed set on an allowed player, and its inner text',
      '<iframe src="https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;autoplay=1&amp;x=&quot;" srcdoc="<script>alert(1)</script>" onload="alert(1)" style="position:fixed" allow="camera; microphone" sandbox="allow-top-navigation allow-forms" name="x" allowfullscreen="false">&lt;script&gt;alert(1)&lt;/script&gt;</iframe>',
      EDITOR_HTML.video,
    ],
  ])('drops %s', (_name, bad, expected) => {
    expect(stored(bad)).toBe(expected);
  });

  it('keeps a Youku player and an av-numbered Bilibili player, rebuilt from their ids', () => {
    const youku =
      '<iframe src="https://player.youku.com/embed/XNDU2MzQ1NjQ4OA==" title="视频" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" allowfullscreen="true" loading="lazy"></iframe>';
    expect(stored(youku)).toBe(youku);
    expect(
      stored('<iframe src="https://player.bilibili.com/player.html?aid=170001"></iframe>'),
    ).toBe(EDITOR_HTML.video.replace('bvid=BV1xx411c7mD', 'aid=170001'));
  });
});
