/**
 * Video players a rich-text body may embed (issue 15 item 9, docs/editor.md). Only these
 * hosts' player pages, and only at the one path each serves its player from: the editor
 * turns a pasted video page address into the player address, the server rebuilds every
 * stored <iframe> from it (anything else is dropped), and the site's CSP frame-src names
 * the same hosts.
 */
export const VIDEO_EMBED_HOSTS = ['player.bilibili.com', 'player.youku.com'] as const;

/** The fixed sandbox of an embedded player: it runs its own script, nothing more. */
export const VIDEO_EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-presentation';

const BILIBILI_BV = /^BV[0-9A-Za-z]{10}$/;
const BILIBILI_AV = /^\d{1,12}$/;
const YOUKU_ID = /^X[0-9A-Za-z]{8,20}={0,2}$/;

/** WHATWG URL: global in browsers and Node, though this package compiles without their libs. */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}
declare const URL: new (input: string) => ParsedUrl;

function parseUrl(text: string): ParsedUrl | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const bilibili = (bvid: string) =>
  `https://player.bilibili.com/player.html?bvid=${bvid}&autoplay=0`;
const bilibiliAv = (aid: string) => `https://player.bilibili.com/player.html?aid=${aid}&autoplay=0`;
const youku = (id: string) => `https://player.youku.com/embed/${id}`;

/**
 * The player address for a Bilibili or Youku video, from its page address
 * (www.bilibili.com/video/BV…, m.bilibili.com/video/av…, v.youku.com/v_show/id_X….html) or
 * from a player address; null for anything else (other hosts, short links such as b23.tv,
 * which need a request to resolve). The answer is always rebuilt from the parsed id, so it
 * carries nothing of the input but that id.
 */
export function videoEmbedSrc(text: string): string | null {
  const url = parseUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'player.bilibili.com' && url.pathname === '/player.html') {
    const bvid = url.searchParams.get('bvid') ?? '';
    const aid = url.searchParams.get('aid') ?? '';
    if (BILIBILI_BV.test(bvid)) return bilibili(bvid);
    if (BILIBILI_AV.test(aid)) return bilibiliAv(aid);
    return null;
  }
  if (host === 'www.bilibili.com' || host === 'bilibili.com' || host === 'm.bilibili.com') {
    const id = /^\/video\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? '';
    if (BILIBILI_BV.test(id)) return bilibili(id);
    const av = /^av(\d+)$/i.exec(id)?.[1];
    if (av && BILIBILI_AV.test(av)) return bilibiliAv(av);
    return null;
  }
  if (host === 'player.youku.com') {
    const id = /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
    return YOUKU_ID.test(id) ? youku(id) : null;
  }
  if (host === 'v.youku.com') {
    const id = /^\/v_show\/id_([^/.]+)\.html$/.exec(url.pathname)?.[1] ?? '';
    return YOUKU_ID.test(id) ? youku(id) : null;
  }
  return null;
}
