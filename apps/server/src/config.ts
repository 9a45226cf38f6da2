/**
 * Environment → typed configuration. This is the only file that reads `process.env`.
 *
 * Every variable, with its default (the embedded mode needs none of them):
 *   PORT          3000                     HTTP port
 *   HOST          0.0.0.0                  interface to listen on
 *   DATA_DIR      ./data                   embedded database (DATA_DIR/pg) and uploads
 *                                          (DATA_DIR/uploads); resolved from the cwd
 *   DATABASE_URL  (unset)                  postgres://… → PostgreSQL via node-postgres;
 *                                          unset → embedded PGlite in DATA_DIR/pg
 *   REDIS_URL     (unset)                  redis://… → shared rate limits and socket
 *                                          fan-out between nodes (pub/sub); unset →
 *                                          in-process
 *   PUBLIC_URL    http://localhost:PORT    the site's public origin (absolute links)
 *   NODE_ENV      development              development | production | test
 *   SEED_DEMO     true                     seed demo content into an empty database
 *   LOG_LEVEL     info (silent in test)    fatal | error | warn | info | debug | trace | silent
 *   WEB_DIST_DIR  apps/web/dist            the built SPA served under /app/
 *   TRUST_PROXY   false                    true when behind a reverse proxy, so the client
 *                                          IP comes from X-Forwarded-For (rate limits)
 *   PAGE_VIEW_RATE_LIMIT  120              page_view calls per IP per minute
 *   RESOURCE_FILE_MAX_MB  200              largest resource file staff may upload
 *                                          (docs/resources.md); files live in DATA_DIR/files
 *
 * Accounts (issue 3):
 *   CODE_SECRET   (generated)              HMAC key of stored one-time codes, at least 16
 *                                          characters. Unset: a random one is generated once
 *                                          and kept in DATA_DIR/code-secret (mode 0600).
 *                                          Required with NODE_ENV=production and DATABASE_URL
 *                                          (several nodes must share one)
 *   SMS_PROVIDER  dev                      dev (log + /dev/outbox) | aliyun (Dysmsapi SendSms)
 *   ALIYUN_ACCESS_KEY_ID / ALIYUN_ACCESS_KEY_SECRET   required when SMS_PROVIDER=aliyun
 *   ALIYUN_SMS_SIGN_NAME / ALIYUN_SMS_TEMPLATE_CODE   required when SMS_PROVIDER=aliyun;
 *                                          the template has one variable, ${code}
 *   ALIYUN_SMS_ENDPOINT  https://dysmsapi.aliyuncs.com
 *   ALIYUN_SMS_REGION    cn-hangzhou
 *   EMAIL_PROVIDER dev                     dev (log + /dev/outbox) | smtp (nodemailer)
 *   SMTP_URL      (unset)                  required when EMAIL_PROVIDER=smtp: smtps://user:pass
 *                                          @host:465 or smtp://user:pass@host:587 (STARTTLS);
 *                                          percent-encode special characters of user and pass
 *   SMTP_FROM     (unset)                  required when EMAIL_PROVIDER=smtp: the sender,
 *                                          e.g. 芯客 <no-reply@xinke.example>
 *   WECHAT_LOGIN_PROVIDER dev              dev (scan with our mobile page) | wechat (Open
 *                                          Platform website login)
 *   WECHAT_APP_ID / WECHAT_APP_SECRET      required when WECHAT_LOGIN_PROVIDER=wechat
 *   WECHAT_API_BASE   https://api.weixin.qq.com     sns/oauth2/access_token, sns/userinfo
 *   WECHAT_OPEN_BASE  https://open.weixin.qq.com    connect/qrconnect
 *   WECHAT_MP_APP_ID / WECHAT_MP_APP_SECRET   the mini program of /web/user/wechat/url_link
 *                                          (wxa/generate_urllink); unset → the link is the
 *                                          page on PUBLIC_URL itself (docs/security-identity.md)
 *   WECHAT_MP_PAGE  pages/web/index        the mini-program page that opens a site path
 *   QR_HOST       PUBLIC_URL               origin encoded in dev login QR codes (the phone
 *                                          must reach it: a LAN address in development)
 *   IMAGE_HOSTS   (empty)                  https hosts members may use for covers and post
 *                                          images besides our /uploads/, comma separated;
 *                                          *.example.com allows subdomains. WeChat
 *                                          avatars need thirdwx.qlogo.cn here
 *   ALLOW_DEV_PROVIDERS false              with NODE_ENV=production the server refuses to
 *                                          start with a dev SMS, e-mail or WeChat provider
 *                                          (anyone could log in as anyone) unless this is
 *                                          true; `npm start` sets it for the local demo
 *
 * Payments (issue 17, docs/store.md):
 *   PAY_PROVIDERS dev                      enabled providers, comma separated: dev (开发沙箱支付,
 *                                          refused with NODE_ENV=production unless
 *                                          ALLOW_DEV_PROVIDERS), wechat, alipay
 *   WECHATPAY_MCHID / WECHATPAY_APPID / WECHATPAY_SERIAL_NO   required with wechat
 *   WECHATPAY_PRIVATE_KEY / WECHATPAY_PLATFORM_PUBLIC_KEY     PEM (\n escapes allowed)
 *   WECHATPAY_APIV3_KEY                    the 32-character APIv3 key
 *   WECHATPAY_APP_SECRET (empty)           the AppSecret of the 公众号 WECHATPAY_APPID names:
 *                                          set, buyers inside WeChat pay by JSAPI after a
 *                                          silent OAuth (WECHAT_OPEN_BASE / WECHAT_API_BASE)
 *   WECHATPAY_API_BASE https://api.mch.weixin.qq.com
 *   ALIPAY_APP_ID / ALIPAY_PRIVATE_KEY / ALIPAY_PUBLIC_KEY    required with alipay (PEM)
 *   ALIPAY_GATEWAY https://openapi.alipay.com/gateway.do
 *
 * Abuse limits (issue 12, docs/abuse-limits.md):
 *   ABUSE_LIMITS  on (off when NODE_ENV=test)  per-member and per-IP limits on every write
 *   NEW_ACCOUNT_HOURS  24                  accounts younger than this get the stricter
 *                                          LIMIT_<CLASS>_NEW limits
 *   LIMIT_<CLASS>, LIMIT_<CLASS>_NEW, LIMIT_<CLASS>_IP   per member, per new member, per IP;
 *                                          rules "points/window" joined by commas, e.g.
 *                                          LIMIT_POST=1/15s,20/1d; "off" for none. CLASS is
 *                                          POST COMMENT EDIT LIKE COLLECT REPORT FOLLOW UPLOAD
 *                                          LETTER VOTE ORDER WRITE MODERATE AUTH READ; defaults in
 *                                          write-limits/limit-classes.ts
 *
 * Search engines (issue 15, docs/seo.md): PUBLIC_URL is the origin of canonical URLs,
 * Open Graph and JSON-LD addresses, robots.txt and the sitemaps (set it to the real https
 * origin in production).
 *   SITEMAP_PAGE_SIZE     50000            ids per sitemap file (at most 50000, the protocol's
 *                                          limit of URLs per file)
 *   SITEMAP_CACHE_SECONDS 600              how long a sitemap answer is reused (and its
 *                                          HTTP max-age)
 *
 * Object storage (issue 18, docs/uploads.md "Object storage (S3)"): set the first four
 * together, or none (uploads then stay in DATA_DIR). Several nodes need it: each node
 * serves /uploads/ and resource downloads from the one bucket.
 *   S3_ENDPOINT   (unset)                  https://oss-cn-hangzhou.aliyuncs.com,
 *                                          https://cos.ap-shanghai.myqcloud.com,
 *                                          https://s3.us-east-1.amazonaws.com, http://minio:9000
 *   S3_BUCKET     (unset)                  the bucket (created beforehand, kept private)
 *   S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY   keys that may get, put and head its objects
 *   S3_REGION     us-east-1                the signing region (oss-cn-hangzhou, ap-shanghai…)
 *   S3_FORCE_PATH_STYLE false              true for MinIO and most self-hosted services
 *                                          (bucket in the path); OSS and COS need false
 *
 * Forum (issue 4):
 *   MODERATION    post                     post: publish at once (a sensitive word still
 *                                          sends a post to review); pre: every post waits
 *                                          in 审核中 until a moderator decides
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths';
import type { S3Config } from './uploads/s3-storage';
import { writeLimitsFromEnv, type WriteLimitsConfig } from './write-limits/write-limit-env';

const zBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const zUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

const CODE_SECRET_MIN_LENGTH = 16;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: zUrl(['postgres', 'postgresql']),
  REDIS_URL: zUrl(['redis', 'rediss']),
  PUBLIC_URL: zUrl(['http', 'https']),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO: zBool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().trim().optional(),
  TRUST_PROXY: zBool(false),
  PAGE_VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  RESOURCE_FILE_MAX_MB: z.coerce.number().min(0.001).max(2048).default(200),
  CODE_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= CODE_SECRET_MIN_LENGTH, {
      message: `must be at least ${CODE_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`,
    }),
  SMS_PROVIDER: z.enum(['dev', 'aliyun']).default('dev'),
  ALIYUN_ACCESS_KEY_ID: z.string().trim().default(''),
  ALIYUN_ACCESS_KEY_SECRET: z.string().trim().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().trim().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().trim().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().trim().url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_REGION: z.string().trim().min(1).default('cn-hangzhou'),
  EMAIL_PROVIDER: z.enum(['dev', 'smtp']).default('dev'),
  SMTP_URL: zUrl(['smtp', 'smtps']),
  SMTP_FROM: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+/.test(v), {
      message: 'must contain an e-mail address, e.g. 芯客 <no-reply@xinke.example>',
    }),
  WECHAT_LOGIN_PROVIDER: z.enum(['dev', 'wechat']).default('dev'),
  WECHAT_APP_ID: z.string().trim().default(''),
  WECHAT_APP_SECRET: z.string().trim().default(''),
  WECHAT_API_BASE: z.string().trim().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().trim().url().default('https://open.weixin.qq.com'),
  WECHAT_MP_APP_ID: z.string().trim().default(''),
  WECHAT_MP_APP_SECRET: z.string().trim().default(''),
  WECHAT_MP_PAGE: z.string().trim().min(1).default('pages/web/index'),
  QR_HOST: zUrl(['http', 'https']),
  ALLOW_DEV_PROVIDERS: zBool(false),
  IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((h) => h.toLowerCase()),
    )
    .refine((hosts) => hosts.every((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h)), {
      message: 'host names separated by commas, e.g. img.example.com,*.cdn.example.com',
    }),
  MODERATION: z.enum(['post', 'pre']).default('post'),
  PAY_PROVIDERS: z
    .string()
    .default('dev')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.enum(['dev', 'wechat', 'alipay'])).min(1)),
  WECHATPAY_MCHID: z.string().trim().default(''),
  WECHATPAY_APPID: z.string().trim().default(''),
  WECHATPAY_SERIAL_NO: z.string().trim().default(''),
  WECHATPAY_PRIVATE_KEY: z.string().default(''),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().default(''),
  WECHATPAY_APIV3_KEY: z
    .string()
    .default('')
    .refine((v) => v === '' || Buffer.byteLength(v) === 32, 'the APIv3 key is 32 characters'),
  WECHATPAY_API_BASE: z.string().trim().url().default('https://api.mch.weixin.qq.com'),
  WECHATPAY_APP_SECRET: z.string().trim().default(''),
  ALIPAY_APP_ID: z.string().trim().default(''),
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: z.string().trim().url().default('https://openapi.alipay.com/gateway.do'),
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  SITEMAP_CACHE_SECONDS: z.coerce.number().int().min(0).default(600),
  S3_ENDPOINT: zUrl(['http', 'https']),
  S3_BUCKET: z.string().trim().default(''),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: zBool(false),
});

/** Any of these set means object storage was meant: then all of them are needed. */
const S3_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Each login channel with its dev provider, and what a real deployment sets instead. */
const DEV_PROVIDER_FIXES = [
  ['SMS_PROVIDER', 'SMS_PROVIDER=aliyun with the ALIYUN_* keys'],
  ['EMAIL_PROVIDER', 'EMAIL_PROVIDER=smtp with SMTP_URL and SMTP_FROM'],
  [
    'WECHAT_LOGIN_PROVIDER',
    'WECHAT_LOGIN_PROVIDER=wechat with WECHAT_APP_ID and WECHAT_APP_SECRET',
  ],
] as const;

/** A provider chosen by env needs its credentials: fail at start-up, not at the first login. */
const ZEnvChecked = ZEnv.superRefine((e, ctx) => {
  const need = (when: boolean, keys: (keyof typeof e)[], why: string) => {
    if (!when) return;
    for (const key of keys)
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when ${why}` });
  };
  need(
    e.SMS_PROVIDER === 'aliyun',
    [
      'ALIYUN_ACCESS_KEY_ID',
      'ALIYUN_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ],
    'SMS_PROVIDER=aliyun',
  );
  // Every node must hash and check codes with the same key; a per-node generated one would
  // make a code sent through one node fail on the next.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.CODE_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['CODE_SECRET'],
      message:
        'required when NODE_ENV=production and DATABASE_URL is set: every node must share ' +
        'one secret (e.g. openssl rand -base64 32)',
    });
  need(e.EMAIL_PROVIDER === 'smtp', ['SMTP_URL', 'SMTP_FROM'], 'EMAIL_PROVIDER=smtp');
  // A dev provider accepts codes nobody was sent and a scan from our own mobile page: in
  // production that is a login as anyone, so it must be asked for by name.
  if (e.NODE_ENV === 'production' && !e.ALLOW_DEV_PROVIDERS)
    for (const [key, real] of DEV_PROVIDER_FIXES)
      if (e[key] === 'dev')
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            `the dev provider must not run with NODE_ENV=production: set ${real}, ` +
            'or ALLOW_DEV_PROVIDERS=true for a local demo',
        });
  need(
    e.WECHAT_LOGIN_PROVIDER === 'wechat',
    ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'],
    'WECHAT_LOGIN_PROVIDER=wechat',
  );
  need(e.WECHAT_MP_APP_ID !== '', ['WECHAT_MP_APP_SECRET'], 'WECHAT_MP_APP_ID');
  need(
    e.PAY_PROVIDERS.includes('wechat'),
    [
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL_NO',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'WECHATPAY_APIV3_KEY',
    ],
    'PAY_PROVIDERS includes wechat',
  );
  need(
    e.PAY_PROVIDERS.includes('alipay'),
    ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
    'PAY_PROVIDERS includes alipay',
  );
  // Half an object store would put some uploads where other nodes never look.
  const s3Set = S3_KEYS.filter((key) => e[key]);
  need(s3Set.length > 0, [...S3_KEYS], `${s3Set.join(', ')} is set (object storage)`);
  // The sandbox marks orders paid on a click: never by accident in production.
  if (e.NODE_ENV === 'production' && !e.ALLOW_DEV_PROVIDERS && e.PAY_PROVIDERS.includes('dev'))
    ctx.addIssue({
      code: 'custom',
      path: ['PAY_PROVIDERS'],
      message:
        'the dev payment provider must not run with NODE_ENV=production: set ' +
        'PAY_PROVIDERS=wechat,alipay with their keys, or ALLOW_DEV_PROVIDERS=true for a local demo',
    });
});

export interface PayConfig {
  providers: ('dev' | 'wechat' | 'alipay')[];
  wechat: {
    mchId: string;
    appId: string;
    serialNo: string;
    privateKey: string;
    platformPublicKey: string;
    apiV3Key: string;
    apiBase: string;
    /** The 公众号's AppSecret for JSAPI's OAuth; '' = no paying inside WeChat. */
    appSecret: string;
  };
  alipay: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string };
}

/** PEM from env, where line breaks are often written as \n. */
const pem = (v: string) => v.replace(/\\n/g, '\n');

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
  regionId: string;
}

export interface SmtpConfig {
  /** smtp:// or smtps:// with the login in it. */
  url: string;
  from: string;
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
  openBase: string;
  /** The mini program behind url_link; appId '' when there is none. */
  miniProgram: { appId: string; appSecret: string; page: string };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/pg, used only in the embedded (PGlite) mode. */
  pgliteDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  pageViewRateLimit: number;
  /** Largest resource file in bytes (RESOURCE_FILE_MAX_MB). */
  resourceFileMaxBytes: number;
  /** HMAC key for stored one-time codes; unset → generated in DATA_DIR (code-secret.ts). */
  codeSecret: string | undefined;
  smsProvider: 'dev' | 'aliyun';
  aliyunSms: AliyunSmsConfig;
  emailProvider: 'dev' | 'smtp';
  smtp: SmtpConfig;
  wechatLoginProvider: 'dev' | 'wechat';
  wechat: WechatConfig;
  /** Origin put into dev login QR codes. */
  qrHost: string;
  /** Hosts allowed for member images besides our uploads (lib/image-source.ts). */
  imageHosts: string[];
  /** Review mode of new and edited posts (constants/moderation.ts). */
  moderation: 'post' | 'pre';
  /** Per-member and per-IP limits of writes (write-limits/). */
  writeLimits: WriteLimitsConfig;
  /** Sitemaps (docs/seo.md). */
  seo: { sitemapPageSize: number; sitemapCacheMs: number };
  /** Payment providers (docs/store.md). */
  pay: PayConfig;
  /** The bucket uploads and resource files live in; undefined → DATA_DIR (uploads/stores.ts). */
  s3: S3Config | undefined;
}

export class ConfigError extends Error {}

/** A value for the start-up error, without secrets: start-up logs are collected and kept. */
function shownValue(key: string, value: string | undefined): string {
  if (value === undefined) return 'undefined';
  if (/SECRET|PASSWORD/.test(key)) return '"(hidden)"';
  // scheme://user:password@host → scheme://user:***@host
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:@\s]*):[^@/\s]*@/i, '$1:***@'));
}

/** Parses `env` (default: the process environment); throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvChecked.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `  ${issue.path.join('.')}=${shownValue(key, env[key])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const writeLimits = writeLimitsFromEnv(env, e.NODE_ENV);
  if (writeLimits.errors.length)
    throw new ConfigError(`Invalid environment:\n  ${writeLimits.errors.join('\n  ')}`);
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: resolve(dataDir, 'pg'),
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    nodeEnv: e.NODE_ENV,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(serverRoot, '../web/dist'),
    trustProxy: e.TRUST_PROXY,
    pageViewRateLimit: e.PAGE_VIEW_RATE_LIMIT,
    resourceFileMaxBytes: Math.round(e.RESOURCE_FILE_MAX_MB * 1024 * 1024),
    codeSecret: e.CODE_SECRET,
    smsProvider: e.SMS_PROVIDER,
    aliyunSms: {
      accessKeyId: e.ALIYUN_ACCESS_KEY_ID,
      accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET,
      signName: e.ALIYUN_SMS_SIGN_NAME,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE,
      endpoint: e.ALIYUN_SMS_ENDPOINT.replace(/\/+$/, ''),
      regionId: e.ALIYUN_SMS_REGION,
    },
    emailProvider: e.EMAIL_PROVIDER,
    smtp: { url: e.SMTP_URL ?? '', from: e.SMTP_FROM },
    wechatLoginProvider: e.WECHAT_LOGIN_PROVIDER,
    wechat: {
      appId: e.WECHAT_APP_ID,
      appSecret: e.WECHAT_APP_SECRET,
      apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
      openBase: e.WECHAT_OPEN_BASE.replace(/\/+$/, ''),
      miniProgram: {
        appId: e.WECHAT_MP_APP_ID,
        appSecret: e.WECHAT_MP_APP_SECRET,
        page: e.WECHAT_MP_PAGE,
      },
    },
    qrHost: (e.QR_HOST ?? publicUrl).replace(/\/+$/, ''),
    imageHosts: e.IMAGE_HOSTS,
    moderation: e.MODERATION,
    writeLimits: writeLimits.value,
    seo: { sitemapPageSize: e.SITEMAP_PAGE_SIZE, sitemapCacheMs: e.SITEMAP_CACHE_SECONDS * 1000 },
    pay: {
      providers: e.PAY_PROVIDERS,
      wechat: {
        mchId: e.WECHATPAY_MCHID,
        appId: e.WECHATPAY_APPID,
        serialNo: e.WECHATPAY_SERIAL_NO,
        privateKey: pem(e.WECHATPAY_PRIVATE_KEY),
        platformPublicKey: pem(e.WECHATPAY_PLATFORM_PUBLIC_KEY),
        apiV3Key: e.WECHATPAY_APIV3_KEY,
        apiBase: e.WECHATPAY_API_BASE.replace(/\/+$/, ''),
        appSecret: e.WECHATPAY_APP_SECRET,
      },
      alipay: {
        appId: e.ALIPAY_APP_ID,
        privateKey: pem(e.ALIPAY_PRIVATE_KEY),
        alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
        gateway: e.ALIPAY_GATEWAY,
      },
    },
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
