import { clip, escapeHtml, jsonLdText } from './html';
import { html } from './safe-html';
import type { SeoPage } from './types';

export const SITE_NAME = '芯客';
const DESCRIPTION_MAX = 120;
/** Where the built index.html marks the readable text's place (apps/web/index.html). */
export const TEXT_MARKER = '<!--xk-seo-text-->';
/** Inside the shell, under its header: a detail page's text, or featured's first banner. */
export const FIRST_SCREEN_MARKER = '<!--xk-first-screen-->';

/** A site path or absolute URL → absolute URL on the public origin. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/** The head and text of the not-found page (status 404, never indexed). */
export function notFoundPage(path: string): SeoPage {
  return {
    status: 404,
    title: '页面不存在',
    description: '你访问的内容不存在、已删除或暂不公开。',
    path,
    noindex: true,
    text: html`<h1>页面不存在</h1>
      <p>你访问的内容不存在、已删除或暂不公开。</p>
      <p><a href="/app/new-version/featured?tag=recommend">返回芯客首页</a></p>`,
  };
}

function headTags(page: SeoPage, siteUrl: string): string {
  const title = `${page.title} - ${SITE_NAME}`;
  const description = clip(page.description, DESCRIPTION_MAX);
  const url = absoluteUrl(siteUrl, page.path);
  const meta = (attr: 'name' | 'property' | 'http-equiv', key: string, content: string) =>
    `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    page.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    page.status === 404 ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // Baidu mobile adaptation: one responsive address serves phones and computers, and its
    // transcoder must not rewrite our pages (no-transform, no-siteapp).
    meta('name', 'applicable-device', 'pc,mobile'),
    meta('http-equiv', 'Cache-Control', 'no-transform'),
    meta('http-equiv', 'Cache-Control', 'no-siteapp'),
    page.mobileUrl
      ? meta('name', 'mobile-agent', `format=html5;url=${absoluteUrl(siteUrl, page.mobileUrl)}`)
      : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'zh_CN'),
    meta('property', 'og:type', page.ogType ?? 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    page.image ? meta('property', 'og:image', absoluteUrl(siteUrl, page.image)) : '',
    ...(page.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`,
    ),
  ];
  return `<title>${escapeHtml(title)}</title>\n${tags.filter(Boolean).join('\n')}\n`;
}

/**
 * The built SPA index.html with the page's head and readable text. The template's own
 * title and description are replaced (not duplicated); the text goes inside #root, where
 * React's first render removes it (docs/seo.md): a detail page's in the shell's first
 * screen, any other page's after the shell, below the fold (featured's first banner then
 * stands in the first screen).
 */
export function renderPage(template: string, page: SeoPage, siteUrl: string): string {
  const head = headTags(page, siteUrl);
  let out = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  out = out.replace(/<\/head>/i, () => `${head}</head>`);
  if (page.firstScreen && out.includes(FIRST_SCREEN_MARKER)) {
    const text = `<div class="xk-seo xk-first xk-first-${page.firstScreen}">${page.text.value}</div>`;
    return out.replace(FIRST_SCREEN_MARKER, () => text).replace(TEXT_MARKER, '');
  }
  // Off screen, the browser may skip laying the text out (content-visibility).
  const text = `<div class="xk-seo" style="content-visibility:auto">${page.text.value}</div>`;
  const banner = page.banner
    ? html`<div class="xk-first-banner">
        <img src="${page.banner.image}" alt="${page.banner.title}" fetchpriority="high" />
      </div>`.value
    : '';
  out = out.replace(FIRST_SCREEN_MARKER, () => banner);
  if (out.includes(TEXT_MARKER)) return out.replace(TEXT_MARKER, () => text);
  return out.replace(/<div id="root">/i, (open) => `${open}${text}`);
}
