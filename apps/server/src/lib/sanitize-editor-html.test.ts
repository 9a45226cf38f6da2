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
