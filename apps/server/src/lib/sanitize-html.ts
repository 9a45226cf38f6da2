import sanitize from 'sanitize-html';
import {
  escapeHtml,
  USER_LINK_REL,
  VIDEO_EMBED_HOSTS,
  VIDEO_EMBED_SANDBOX,
  videoEmbedSrc,
} from '@xinke/shared';
import { allowedImageSource, ownUploadPath, type ImagePolicy } from './image-source';

/**
 * Post bodies come from a rich-text editor in the author's browser, i.e. from anyone: the
 * server keeps only an allowlist of tags and attributes before storing (DESIGN.md §3), so
 * the HTML that reaches another reader cannot run script. Everything not listed is
 * dropped: <script>/<style> with their content, event handlers (onerror=…), style
 * attributes, and any URL scheme but http(s) and site-relative paths (so javascript:,
 * data:, vbscript: never survive). Images stay only when they come from our uploads or an
 * allowlisted host (lib/image-source.ts). The allowlist is what the editor writes
 * (docs/editor.md): tables with colspan/rowspan, code with a language-xxx class, and a
 * video player <iframe>, rebuilt from scratch (see videoFrame) or dropped.
 */
/** class="language-c", "language-cpp"… on code: the highlighter's hint, nothing else. */
const LANGUAGE_CLASS = /^language-[a-z0-9+#_-]{1,24}$/;
const SPAN = /^[1-9]\d?$/;

/** A table cell keeps colspan/rowspan only as small positive integers (1–99). */
function tableCell(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const name of ['colspan', 'rowspan'] as const) {
    const value = attribs[name];
    if (value !== undefined && SPAN.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/**
 * A video player: only a Bilibili or Youku player address (shared videoEmbedSrc, which
 * rebuilds it from the video id), with the one fixed attribute set — whatever else the
 * author's HTML put on the iframe (srcdoc, on*, style, allow, name…) is never copied.
 * Any other source empties src, and exclusiveFilter drops the element.
 */
function videoFrame(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const raw = attribs.src ?? '';
  let host = '';
  try {
    host = new URL(raw).hostname;
  } catch {
    // not a URL: dropped below
  }
  const src = (VIDEO_EMBED_HOSTS as readonly string[]).includes(host) ? videoEmbedSrc(raw) : null;
  if (!src) return { tagName, attribs: { src: '' } };
  return {
    tagName,
    attribs: {
      src,
      title: '视频',
      sandbox: VIDEO_EMBED_SANDBOX,
      allowfullscreen: 'true',
      loading: 'lazy',
    },
    text: '',
  };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  // Editors emit <b>/<i>/<h1>; keep their meaning within our allowlist.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: USER_LINK_REL,
        target: '_blank',
      },
    }),
    th: tableCell,
    td: tableCell,
    iframe: videoFrame,
  },
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    code: ['class'],
    pre: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'sandbox', 'allowfullscreen', 'loading'],
  },
  // Syntax-highlighting hints only, e.g. class="language-c".
  allowedClasses: { code: [LANGUAGE_CLASS], pre: [LANGUAGE_CLASS] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  // Belt and braces: videoFrame already emptied any other source.
  allowedIframeHostnames: [...VIDEO_EMBED_HOSTS],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  // An image or player whose source was refused (its src emptied) goes, alt text and all.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/**
 * The stored form of a post body: allowlisted HTML, trimmed. Image sources go through
 * `images` (our own absolute upload URLs become relative); without a policy only
 * `/uploads/…` images are kept.
 */
export function sanitizePostHtml(html: string, images?: ImagePolicy): string {
  const source = (src: string) => (images ? allowedImageSource(src, images) : ownUploadPath(src));
  return sanitize(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: source(attribs.src ?? '') ?? '' },
      }),
    },
  }).trim();
}

/**
 * Text a reader sees, whitespace collapsed, cut to `max` characters (code points) with ….
 * Decoded: `<` is a plain `<`, for text fields such as a title. For the stored summary use
 * summaryExcerpt, which keeps entities encoded.
 */
export function plainTextExcerpt(html: string, max: number): string {
  // Block ends and line breaks separate words once the tags are gone.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, '$& ');
  const text = sanitize(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style'],
  })
    // sanitize-html escapes text; a summary is rendered as text, so undo the entities.
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/**
 * A post's summary: the excerpt with &, <, >, " and ' encoded, so `&lt;script&gt;` in a
 * body stays text wherever the summary lands (card, feed, e-mail, another client's
 * innerHTML). Cut on characters first, then encoded, so no entity is cut in half.
 */
export function summaryExcerpt(html: string, max: number): string {
  return escapeHtml(plainTextExcerpt(html, max));
}

/** The first image of a sanitized body: the card cover when the author set none. */
export function firstImageSrc(html: string): string {
  const match = /<img[^>]*\ssrc="([^"]+)"/i.exec(html);
  return match?.[1]?.replace(/&amp;/g, '&') ?? '';
}
