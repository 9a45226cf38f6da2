import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { startHousekeeping } from './db/housekeeping';
import { systemClock, type Clock } from './lib/clock';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/error-handler';
import { registerFormBody } from './plugins/form-body';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { contractValidatorCompiler } from './plugins/input-validator';
import { serializeError } from './lib/log-error';
import { PublicCache } from './plugins/public-cache';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { RateLimiter } from './plugins/rate-limiter';
import { registerUploads, registerWebApp } from './plugins/web-static';
import { registerRouteTable } from './plugins/route-table';
import { registerStaffRole } from './plugins/staff-role';
import { registerCreatorRole } from './plugins/creator-role';
import { AccountService } from './modules/account/account.service';
import { registerAccountRoutes } from './modules/account/account.routes';
import { AvatarService } from './modules/account/avatar.service';
import { ContactService } from './modules/account/contact.service';
import { registerMultipart } from './uploads/multipart';
import { openStores, type Stores } from './uploads/stores';
import { createAccountServices } from './modules/auth/accounts';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerDevOutboxRoutes } from './modules/auth/dev-outbox.routes';
import { registerQrLoginRoutes } from './modules/auth/qr-login.routes';
import { registerWechatLoginRoutes } from './modules/auth/wechat-login.routes';
import { registerCommonRoutes } from './modules/common/common.routes';
import { CommonImageService } from './modules/common/common-image.service';
import { UploadTokens } from './modules/common/upload-token';
import { resolveCodeSecret } from './code-secret';
import { registerWechatRoutes } from './modules/wechat/wechat.routes';
import { WechatService } from './modules/wechat/wechat.service';
import { SiteUrlLink, WechatUrlLink } from './providers/wechat-url-link';
import { registerForumRoutes } from './modules/forum/forum.routes';
import { registerIndexPageRoutes } from './modules/index-page/index-page.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAdminUserRoutes } from './modules/admin/admin-users.routes';
import { registerCommunityAdminRoutes } from './modules/admin/community/community-admin.routes';
import { registerSiteAdminRoutes } from './modules/site-admin/site-admin.routes';
import { registerNoticeRoutes } from './modules/notice/notice.routes';
import { registerArticleRoutes } from './modules/article/article.routes';
import { registerCreatorRoutes } from './modules/creator/creator.routes';
import { registerCommerce } from './modules/payment/register-commerce';
import { registerProjectRoutes } from './modules/project/project.routes';
import { registerArticleAdminRoutes } from './modules/article/article-admin.routes';
import { registerActivityRoutes } from './modules/activity/activity.routes';
import { registerActivityAdminRoutes } from './modules/activity/activity-admin.routes';
import { registerContestAdminRoutes } from './modules/contest/contest-admin.routes';
import { registerContestRoutes } from './modules/contest/contest.routes';
import { registerInviteRoutes } from './modules/invite/invite.routes';
import { registerLotteryRoutes } from './modules/lottery/lottery.routes';
import { registerCampaignRoutes } from './modules/campaign/campaign.routes';
import { registerLotteryAdminRoutes } from './modules/lottery/lottery-admin.routes';
import { registerLiulangRoutes } from './modules/liulang/liulang.routes';
import { registerLiulangAdminRoutes } from './modules/liulang/liulang-admin.routes';
import { registerFestivalRoutes } from './modules/festival/festival.routes';
import { registerFestivalAdminRoutes } from './modules/festival/festival-admin.routes';
import { registerProductRoutes } from './modules/product/product.routes';
import { registerProductAdminRoutes } from './modules/product-admin/product-admin.routes';
import { NoticeService } from './modules/notice/notice.service';
import { registerOpinionRoutes } from './modules/opinion/opinion.routes';
import { registerRewardsAdminRoutes } from './modules/admin/rewards.routes';
import { activityRecorder } from './modules/dashboard/activity';
import { registerDashboard } from './modules/dashboard/dashboard.routes';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerItemRoutes } from './modules/item/item.routes';
import { registerVoteRoutes } from './modules/vote/vote.routes';
import { registerCircleRoutes } from './modules/circle/circle.routes';
import { registerModerationRoutes } from './modules/moderation/moderation.routes';
import { registerCommentRoutes } from './modules/comment/comment.routes';
import { registerDetailRoutes } from './modules/detail/detail.routes';
import { registerReactionRoutes } from './modules/reaction/reaction.routes';
import { registerReportRoutes } from './modules/report/report.routes';
import { registerSocialRoutes } from './modules/social/social.routes';
import { registerHomepageRoutes } from './modules/homepage/homepage.routes';
import { registerGrowthRoutes } from './modules/growth/growth.routes';
import { registerMedalRoutes } from './modules/medal/medal.routes';
import { registerPrivilegeRoutes } from './modules/privilege/privilege.routes';
import { registerInvolvementRoutes } from './modules/involvement/involvement.routes';
import type { LetterCounter } from './modules/message/letter-counter';
import { withMessageEvents, type MessageEvents } from './modules/message/message-events';
import { listenSiteChanges, PendingBroadcasts } from './modules/admin/site-changes';
import { registerMessageRoutes } from './modules/message/message.routes';
import { MessageService } from './modules/message/message.service';
import { unreadTotal } from './modules/letter/letter.repository';
import { pushMessageCounts } from './modules/message/message-push';
import { InProcessHub, type Hub } from './realtime/hub';
import { Realtime } from './realtime/realtime';
import { registerLetters } from './realtime/register-realtime';
import type { SocketTimings } from './realtime/socket.routes';
import { redactUrl } from './lib/redact-url';
import { registerWriteLimits } from './write-limits/write-limits';
import { registerSeoRoutes, seoDocument } from './seo/seo.routes';
import { registerResourceRoutes } from './modules/resource/resource.routes';

export interface AppDeps {
  database: Database;
  /** Defaults to an in-process limiter; main.ts passes the Redis one when REDIS_URL is set. */
  rateLimiter?: RateLimiter;
  /** Defaults to the system clock; tests pass one they can move (code and QR expiry). */
  clock?: Clock;
  /** HTTP client of external providers (SMS, WeChat); defaults to global fetch. */
  fetch?: typeof fetch;
  /** Where pino writes (default stdout); a test reads the log from it. */
  logStream?: { write(line: string): void };
  /**
   * Hears message-centre changes after they commit (the realtime socket pushes counters);
   * defaults to nothing.
   */
  messageEvents?: MessageEvents;
  /** Unread private letters for the message counters; defaults to the letter tables. */
  letters?: LetterCounter;
  /**
   * Fan-out of socket frames between nodes. Defaults to an in-process hub (one node, closed
   * with the app); main.ts passes the Redis one when REDIS_URL is set and closes it.
   */
  hub?: Hub;
  /** Socket idle/auth timeouts; tests shorten them. */
  socketTimings?: SocketTimings;
  /**
   * Where uploads and resource files live; defaults to the configuration's (openStores),
   * closed with the app. main.ts passes its own: the seed writes there before the app runs.
   */
  stores?: Stores;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes a frame to every socket of a user on any node: `app.realtime.publish(id, frame)`. */
    realtime: Realtime;
    /** Visitors' answers of the public hot reads; routes opt in with `publicCache.route()`. */
    publicCache: PublicCache;
  }
}

/** Where `/` sends visitors (SPEC §2). */
export const HOME_PATH = '/app/new-version/featured';

/** SPEC §2: `/` → featured with tag=recommend plus the existing query (a given tag wins). */
export function homeRedirectUrl(rawQuery: string): string {
  const params = new URLSearchParams(rawQuery);
  const merged = new URLSearchParams();
  if (!params.has('tag')) merged.set('tag', 'recommend');
  for (const [key, value] of params) merged.append(key, value);
  return `${HOME_PATH}?${merged.toString()}`;
}

/**
 * Builds the whole HTTP app on an already migrated database. It does not listen and does
 * not own the database or the limiter: whoever created them (main.ts, tests) closes them.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const headers = securityHeaders(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      serializers: {
        // Fastify's request fields, with the socket's ?token= kept out of the log.
        req: (req) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
        // Codes and names only: no SQL parameters or user text in the log (lib/log-error.ts).
        err: serializeError,
      },
    },
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      // Accept a sane id from a proxy so logs line up across hops; otherwise make one.
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Framework and HTTP-parser refusals answer with the envelope too.
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(headers.pairs),
  });
  registerRouteTable(app);
  app.setValidatorCompiler(contractValidatorCompiler);
  // Responses are also checked against the zod contract outside production (tests, dev).
  app.setSerializerCompiler(responseSerializerCompiler(config.nodeEnv !== 'production'));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, headers);
  registerFormBody(app);

  const { database } = deps;
  // Emptied by every committed write of this process, whoever makes it (db/write-watch.ts).
  const publicCache = new PublicCache(deps.clock ?? systemClock);
  const stopWatching = database.writes.on(() => publicCache.invalidate());
  app.addHook('onClose', async () => stopWatching());
  app.decorate('publicCache', publicCache);
  // The socket hub first: notifications push their counters through it.
  const hub = deps.hub ?? new InProcessHub();
  if (!deps.hub) app.addHook('onClose', () => hub.close());
  const stores = deps.stores ?? (await openStores(config));
  if (!deps.stores) app.addHook('onClose', async () => stores.close());
  const realtime = new Realtime(hub, app.log);
  app.decorate('realtime', realtime);
  const logListenerError = (err: unknown) =>
    app.log.error({ err }, 'message event listener failed');
  // Every module gets this handle: its transactions announce committed messages.
  const db = withMessageEvents(
    database.db,
    deps.messageEvents ??
      pushMessageCounts(realtime, (userId) => messages.counts(userId), logListenerError),
    logListenerError,
  );
  // A committed staff action empties the public caches of every node, this one included
  // (modules/admin/site-changes.ts); its write answers once the broadcast has left.
  const broadcasts = new PendingBroadcasts();
  listenSiteChanges(db, () => broadcasts.track(realtime.broadcast('site-changed')));
  realtime.onBroadcast('site-changed', () => database.writes.notify());
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') await broadcasts.settled();
  });
  const messages: MessageService = new MessageService({
    db,
    letters: deps.letters ?? { unread: (userId) => unreadTotal(db, userId) },
  });
  const rateLimiter = deps.rateLimiter ?? new RateLimiter({ clock: deps.clock ?? systemClock });
  const accounts = createAccountServices(config, {
    db,
    rateLimiter,
    clock: deps.clock ?? systemClock,
    log: app.log,
    fetch: deps.fetch ?? fetch,
    // A logout or password reset reaches every node: their session caches evict it and
    // the sessions' sockets close (4001). The revoking request answers once it has left.
    onSessionsRevoked: ({ userId, ...revocation }) => realtime.revokeSessions(userId, revocation),
    revocations: realtime.revocationFeed,
  });
  realtime.onRevocation((userId, revocation) =>
    accounts.sessions.forget({ userId, ...revocation }),
  );
  registerAuth(app, accounts.sessions, activityRecorder(db, deps.clock ?? systemClock, app.log));
  registerStaffRole(app, db);
  registerCreatorRole(app, db);
  const writeLimits = registerWriteLimits(app, {
    config: config.writeLimits,
    limiter: rateLimiter,
    db,
    clock: deps.clock ?? systemClock,
  });
  await registerMultipart(app);
  registerAuthRoutes(app, accounts.auth);
  registerQrLoginRoutes(app, accounts.qr);
  if (accounts.wechatLogin) registerWechatLoginRoutes(app, accounts.wechatLogin);
  registerAccountRoutes(
    app,
    new AccountService({
      db,
      clock: deps.clock ?? systemClock,
      sessions: accounts.sessions,
      messages,
      throttle: accounts.throttle,
    }),
    new ContactService({ db, codes: accounts.codes }),
    new AvatarService({ db, storage: stores.uploads }),
  );
  // The dev outbox hands out codes: never in production, whatever the providers are.
  if (config.nodeEnv !== 'production') registerDevOutboxRoutes(app, accounts.outbox);
  registerSystemRoutes(app, database);
  registerForumRoutes(app, db);
  registerIndexPageRoutes(app, db, deps.clock ?? systemClock);
  registerItemRoutes(app, {
    db,
    clock: deps.clock ?? systemClock,
    moderation: config.moderation,
    storage: stores.uploads,
    images: { publicUrl: config.publicUrl, hosts: config.imageHosts },
  });
  registerVoteRoutes(app, db, deps.clock ?? systemClock);
  registerCircleRoutes(app, db);
  registerModerationRoutes(app, db, deps.clock ?? systemClock, config.moderation);
  registerSearchRoutes(
    app,
    db,
    database.writes,
    resolveCodeSecret(config),
    deps.clock ?? systemClock,
  );
  registerAdminRoutes(app, db, config.nodeEnv !== 'production');
  registerAdminUserRoutes(app, {
    db,
    clock: deps.clock ?? systemClock,
    sessions: accounts.sessions,
  });
  registerCommunityAdminRoutes(app, {
    db,
    clock: deps.clock ?? systemClock,
    images: { publicUrl: config.publicUrl, hosts: config.imageHosts },
  });
  registerSiteAdminRoutes(app, db, deps.clock ?? systemClock);
  registerNoticeRoutes(app, new NoticeService(db, deps.clock ?? systemClock));
  registerOpinionRoutes(app, db, deps.clock ?? systemClock);
  registerArticleRoutes(app, db, deps.clock ?? systemClock);
  registerArticleAdminRoutes(app, db, deps.clock ?? systemClock);
  registerActivityRoutes(app, db, deps.clock ?? systemClock);
  registerActivityAdminRoutes(app, db, deps.clock ?? systemClock);
  registerContestRoutes(app, db, deps.clock ?? systemClock, {
    uploads: stores.uploads,
    writeLimits,
  });
  registerContestAdminRoutes(app, db, deps.clock ?? systemClock);
  registerInviteRoutes(app, db, deps.clock ?? systemClock);
  registerLotteryRoutes(app, db, deps.clock ?? systemClock);
  registerLotteryAdminRoutes(app, db, deps.clock ?? systemClock);
  registerLiulangRoutes(app, db, deps.clock ?? systemClock);
  registerFestivalRoutes(app, db, deps.clock ?? systemClock);
  registerFestivalAdminRoutes(app, db, deps.clock ?? systemClock);
  registerCampaignRoutes(app, db, deps.clock ?? systemClock);
  registerCreatorRoutes(app, db, deps.clock ?? systemClock);
  const payments = registerCommerce(
    app,
    db,
    deps.clock ?? systemClock,
    config,
    deps.fetch ?? fetch,
  );
  registerLiulangAdminRoutes(app, db, deps.clock ?? systemClock, (order) => payments.refund(order));
  registerProductRoutes(app, db, deps.clock ?? systemClock);
  registerProductAdminRoutes(app, db, deps.clock ?? systemClock);
  registerDashboard(app, db, deps.clock ?? systemClock);
  registerDetailRoutes(app, db);
  registerCommentRoutes(app, db, deps.clock ?? systemClock);
  registerReactionRoutes(app, db, deps.clock ?? systemClock);
  registerReportRoutes(app, db, deps.clock ?? systemClock);
  registerSocialRoutes(app, db);
  registerMessageRoutes(app, db, messages);
  registerHomepageRoutes(app, db);
  registerGrowthRoutes(app, db, deps.clock ?? systemClock);
  registerMedalRoutes(app, db, deps.clock ?? systemClock);
  registerPrivilegeRoutes(app, db, deps.clock ?? systemClock);
  registerRewardsAdminRoutes(app, db, deps.clock ?? systemClock);
  registerInvolvementRoutes(app, db);
  await registerLetters(app, config, {
    db,
    isEmbedded: database.kind === 'pglite',
    clock: deps.clock ?? systemClock,
    rateLimiter,
    writeLimits,
    sessions: accounts.sessions,
    realtime,
    timings: deps.socketTimings,
    uploads: stores.uploads,
  });
  startHousekeeping(app, db, deps.clock ?? systemClock);
  registerWechatRoutes(
    app,
    new WechatService({
      db,
      log: app.log,
      loginProvider: config.wechatLoginProvider,
      secret: resolveCodeSecret(config),
      links: config.wechat.miniProgram.appId
        ? new WechatUrlLink(config.wechat, deps.clock ?? systemClock, deps.fetch ?? fetch)
        : new SiteUrlLink(config.publicUrl),
    }),
  );
  registerCommonRoutes(app, {
    db,
    rateLimiter,
    limitPerMinute: config.pageViewRateLimit,
    clock: deps.clock ?? systemClock,
    images: new CommonImageService({
      db,
      clock: deps.clock ?? systemClock,
      storage: stores.uploads,
      tokens: new UploadTokens(resolveCodeSecret(config)),
    }),
  });

  registerResourceRoutes(app, {
    db,
    clock: deps.clock ?? systemClock,
    files: stores.files,
    tempDir: stores.filesTempDir,
    maxFileBytes: config.resourceFileMaxBytes,
    secret: resolveCodeSecret(config),
  });
  registerProjectRoutes(app, db, deps.clock ?? systemClock, {
    files: stores.files,
    tempDir: stores.filesTempDir,
    maxFileBytes: config.resourceFileMaxBytes,
  });

  app.get('/', async (request, reply) => {
    const rawQuery = request.url.includes('?')
      ? request.url.slice(request.url.indexOf('?') + 1)
      : '';
    return reply.redirect(homeRedirectUrl(rawQuery), 302);
  });
  // Search engines: page heads and text in the SPA's HTML, sitemaps, robots.txt (docs/seo.md).
  const seo = {
    db,
    clock: deps.clock ?? systemClock,
    siteUrl: config.publicUrl.replace(/\/+$/, ''),
  };
  registerSeoRoutes(app, seo, config.seo);
  await registerWebApp(app, config.webDistDir, seoDocument(seo));
  await registerUploads(app, stores.uploads);
  return app;
}
