import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { VIDEO_EMBED_HOSTS } from '@xinke/shared';
import type { Config } from '../config';

/**
 * Where WeChat website login puts members' avatars (`headimgurl`, stored as their image):
 * only images are allowed from there. docs/security-headers.md says why each source is in.
 */
export const WECHAT_AVATAR_ORIGINS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn'];

/** A year, the value HSTS preload lists and scanners expect. */
const HSTS_MAX_AGE = 31_536_000;

/** Powerful browser features the site never uses, switched off for it and its frames. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
].join(', ');

type CspConfig = Pick<
  Config,
  'publicUrl' | 'webDistDir' | 'wechatLoginProvider' | 'wechat' | 'imageHosts'
>;

/**
 * `'sha256-…'` of every inline <script> of the built index.html, so the policy follows the
 * build by itself. Today's build has none (the boot script is an external module); a future
 * inline one is allowed by its hash rather than by 'unsafe-inline'.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attrs) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The same origin as ws:/wss: — for browsers whose 'self' does not cover the socket yet. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The site's Content-Security-Policy directives (helmet's camelCase names). */
export function cspDirectives(config: CspConfig): Record<string, string[]> {
  const https = config.publicUrl.startsWith('https://');
  const frames = [
    ...(config.wechatLoginProvider === 'wechat' ? [new URL(config.wechat.openBase).origin] : []),
    // Video players embedded in post bodies (docs/editor.md); the sanitizer keeps no other.
    ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir)],
    scriptSrcAttr: ["'none'"],
    // antd (cssinjs) and rc-components write <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // IMAGE_HOSTS (lib/image-source.ts) are the only foreign hosts a stored image may name.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      ...WECHAT_AVATAR_ORIGINS,
      ...config.imageHosts.map((host) => `https://${host}`),
    ],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socketOrigin(config.publicUrl)],
    mediaSrc: ["'self'"],
    frameSrc: frames,
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

function helmetOptions(config: CspConfig) {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Over plain http the header is ignored by browsers and would only mislead a reader.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    // Literal types: the object is passed to helmet as written, its typings check it there.
  } as const;
}

/**
 * The same headers as name/value pairs, for answers written before any hook runs: Fastify's
 * own 400 (bad URL) and 414 (over-long path parameter), and the `clientError` writer's 431
 * (framework-errors.ts). Taken from helmet itself so the two can never differ.
 */
export function securityHeaderPairs(config: CspConfig): [string, string][] {
  return helmetPairs(helmetOptions(config));
}

function helmetPairs(options: ReturnType<typeof helmetOptions>): [string, string][] {
  const pairs = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) => {
      pairs.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      pairs.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  pairs.set('permissions-policy', PERMISSIONS_POLICY);
  return [...pairs];
}

/** The site's headers, worked out once at start-up (the CSP reads the built index.html). */
export interface SecurityHeaders {
  pairs: [string, string][];
}

export function securityHeaders(config: CspConfig): SecurityHeaders {
  return { pairs: helmetPairs(helmetOptions(config)) };
}

/**
 * Security headers on every answer (API, errors, 404, the SPA, uploads): helmet's headers
 * (CSP, nosniff, DENY framing, a referrer policy, cross-origin isolation of our resources,
 * HSTS when the public origin is https) and the permissions policy, as the name/value pairs
 * helmet wrote once at start-up. @fastify/helmet built helmet's middleware again for every
 * request, the CSP's directives parsed anew each time, for the same headers every time: an
 * answer from the public cache cost 0.13 ms of CPU with it and 0.05 without (`npm run
 * bench`, docs/forum.md). Uploads narrow the CSP further (web-static.ts). Registered
 * before any route so its onRequest hook runs for all of them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  headers: SecurityHeaders,
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers.pairs) reply.raw.setHeader(name, value);
    done();
  });
  // Before Fastify's own listener: the router answers a bad URL or an over-long parameter
  // on the raw response without running any hook. Routed answers set them again (cheap,
  // and what app.inject sees, which does not go through the server).
  app.server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of headers.pairs) res.setHeader(name, value);
  });
}
