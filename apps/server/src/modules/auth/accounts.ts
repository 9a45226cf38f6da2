import type { FastifyBaseLogger } from 'fastify';
import { resolveCodeSecret } from '../../code-secret';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { AliyunSmsProvider } from '../../providers/aliyun-sms';
import { DevEmailProvider, DevOutbox, DevSmsProvider } from '../../providers/dev-outbox';
import { SmtpEmailProvider } from '../../providers/smtp-email';
import { WechatOAuthClient } from '../../providers/wechat-oauth';
import type { EmailProvider, SmsProvider } from '../../providers/types';
import { AuthService } from './auth.service';
import { CodeService } from './code.service';
import { LoginThrottle } from './login-throttle';
import { QrLoginService } from './qr-login.service';
import { WechatLoginService } from './wechat-login.service';
import { SessionService, type SessionsRevoked } from './session.service';
import type { RevocationFeed } from './session-cache';

export interface AccountDeps {
  db: Db;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
  /** HTTP client of the external providers; tests may swap it. */
  fetch: typeof fetch;
  /** Told when sessions are revoked (every node evicts them, their sockets are closed). */
  onSessionsRevoked?: (revoked: SessionsRevoked) => void | Promise<void>;
  /** Revocations of every node, the condition of the session cache (none: no cache). */
  revocations?: RevocationFeed;
}

export interface AccountServices {
  sessions: SessionService;
  codes: CodeService;
  auth: AuthService;
  /** Password-guessing brakes, shared by login and the change of password. */
  throttle: LoginThrottle;
  outbox: DevOutbox;
  qr: QrLoginService;
  /** Only with WECHAT_LOGIN_PROVIDER=wechat. */
  wechatLogin?: WechatLoginService;
}

/** Wires the account services from config: providers chosen by env, one clock for all. */
export function createAccountServices(config: Config, deps: AccountDeps): AccountServices {
  const outbox = new DevOutbox(deps.clock);
  const devOptions = { outbox, log: deps.log, logCodes: config.nodeEnv === 'development' };
  const sms: SmsProvider =
    config.smsProvider === 'aliyun'
      ? new AliyunSmsProvider(config.aliyunSms, deps.fetch)
      : new DevSmsProvider(devOptions);
  const email: EmailProvider =
    config.emailProvider === 'smtp'
      ? new SmtpEmailProvider(config.smtp)
      : new DevEmailProvider(devOptions);
  const sessions = new SessionService(
    deps.db,
    deps.clock,
    deps.onSessionsRevoked,
    deps.revocations,
  );
  const codes = new CodeService({
    db: deps.db,
    rateLimiter: deps.rateLimiter,
    clock: deps.clock,
    secret: resolveCodeSecret(config),
    sms,
    email,
    log: deps.log,
  });
  const throttle = new LoginThrottle(deps.rateLimiter);
  const auth = new AuthService({ db: deps.db, codes, sessions, throttle });
  const wechat =
    config.wechatLoginProvider === 'wechat'
      ? new WechatOAuthClient(config.wechat, deps.fetch)
      : undefined;
  const qr = new QrLoginService({
    db: deps.db,
    clock: deps.clock,
    sessions,
    rateLimiter: deps.rateLimiter,
    provider: config.wechatLoginProvider,
    qrHost: config.qrHost,
    publicUrl: config.publicUrl,
    wechat,
  });
  const wechatLogin = wechat
    ? new WechatLoginService({
        db: deps.db,
        wechat,
        qr,
        publicUrl: config.publicUrl,
        log: deps.log,
        images: { publicUrl: config.publicUrl, hosts: config.imageHosts },
      })
    : undefined;
  return { sessions, codes, auth, throttle, outbox, qr, wechatLogin };
}
