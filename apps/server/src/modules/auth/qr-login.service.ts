import QRCode from 'qrcode';
import {
  LOGIN_METHOD,
  MSG,
  QR_CONFIRM_PATH,
  QR_CREATE_CAP_PER_IP_PER_HOUR,
  QR_STATUS,
  QR_TTL_SECONDS,
  QrStatus,
  WECHAT_CALLBACK_PATH,
  type LoginResult,
  type QrProvider,
  type QrTicket,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { newOpaqueToken, sha256 } from '../../lib/secrets';
import type { WechatOAuthClient } from '../../providers/wechat-oauth';
import type { ClientMeta, SessionService } from './session.service';
import {
  consumeQrLogin,
  findQrLogin,
  insertQrLogin,
  moveQrLogin,
  type QrState,
} from './qr-login.repository';
import { TooManyRequests } from '../../write-limits/too-many-requests';

export interface QrLoginDeps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  provider: QrProvider;
  /** Origin of the dev confirmation page encoded in the QR (config QR_HOST). */
  qrHost: string;
  publicUrl: string;
  /** Required when provider is 'wechat'. */
  wechat?: WechatOAuthClient;
}

const pending = (status: keyof typeof QR_STATUS) =>
  AppError.pending(QR_STATUS[status], QrStatus.label(QR_STATUS[status]));

/**
 * QR login (SPEC §4): the desktop shows a ticket and polls; a phone that is logged in
 * (our mobile page, or WeChat's callback) confirms it; the next poll gets a session.
 * Only the ticket's hash is stored.
 */
export class QrLoginService {
  constructor(private readonly deps: QrLoginDeps) {}

  /** `ip` caps ticket creation: each ticket is a row and a QR image rendered. */
  async create(ip: string): Promise<QrTicket> {
    const { db, clock, wechat } = this.deps;
    const perIp = await this.deps.rateLimiter.hit(
      { points: QR_CREATE_CAP_PER_IP_PER_HOUR, windowMs: 3_600_000 },
      `qr:ip:${ip}`,
    );
    if (!perIp.allowed) throw new TooManyRequests(perIp.resetMs, MSG.qrCreateCap);
    const ticket = newOpaqueToken();
    const now = clock();
    const expireMs = now + QR_TTL_SECONDS * 1000;
    await insertQrLogin(db, {
      ticketHash: sha256(ticket),
      status: 'waiting',
      expireTime: new Date(expireMs),
      createTime: new Date(now),
    });
    const expire_time = toUnixSeconds(expireMs);
    if (this.deps.provider === 'wechat' && wechat) {
      // WeChat draws the QR in its own page (embedded, or opened whole); a QR we drew of
      // that page's URL would not log anyone in, so there is no image.
      const callback = `${this.deps.publicUrl}${WECHAT_CALLBACK_PATH}`;
      return {
        ticket,
        qr_url: wechat.qrConnectUrl(callback, ticket),
        qr_image: null,
        qr_frame_url: wechat.qrConnectFrameUrl(callback, ticket),
        expire_time,
        provider: 'wechat',
      };
    }
    const qrUrl = `${this.deps.qrHost}${QR_CONFIRM_PATH}?ticket=${encodeURIComponent(ticket)}`;
    const qrImage = await QRCode.toDataURL(qrUrl, { margin: 1, width: 240 });
    return {
      ticket,
      qr_url: qrUrl,
      qr_image: qrImage,
      qr_frame_url: null,
      expire_time,
      provider: 'dev',
    };
  }

  /** Code 0 with a session once confirmed (single use); otherwise a pending QR_STATUS. */
  async check(ticket: string, meta: ClientMeta): Promise<LoginResult> {
    const row = await this.live(ticket);
    if (!row) throw pending('expired');
    if (row.status === 'waiting') throw pending('waiting');
    if (row.status === 'scanned') throw pending('scanned');
    const userId =
      row.status === 'confirmed' ? await consumeQrLogin(this.deps.db, row.ticketHash) : undefined;
    if (userId === undefined) throw pending('expired');
    // The ticket was confirmed by WeChat's callback or by our own logged-in mobile page.
    const method = this.deps.provider === 'wechat' ? LOGIN_METHOD.wechat : LOGIN_METHOD.qr;
    return this.deps.sessions.issue(userId, meta, method);
  }

  /** The mobile page opened: the desktop shows 已扫码. */
  async scan(ticket: string, userId: number): Promise<void> {
    await this.move(ticket, ['waiting', 'scanned'], 'scanned', userId);
  }

  async confirm(ticket: string, userId: number): Promise<void> {
    await this.move(ticket, ['waiting', 'scanned'], 'confirmed', userId);
  }

  async cancel(ticket: string, userId: number): Promise<void> {
    await this.move(ticket, ['waiting', 'scanned'], 'cancelled', userId);
  }

  /** A live ticket row (not expired); cancelled and consumed count as gone. */
  private async live(ticket: string) {
    const row = await findQrLogin(this.deps.db, sha256(ticket));
    if (!row || row.expireTime.getTime() <= this.deps.clock()) return undefined;
    if (row.status === 'cancelled' || row.status === 'consumed') return undefined;
    return row;
  }

  private async move(ticket: string, from: QrState[], to: QrState, userId: number): Promise<void> {
    const now = new Date(this.deps.clock());
    if (await moveQrLogin(this.deps.db, sha256(ticket), from, to, userId, now)) return;
    // Say why: gone (refresh the desktop) or taken by another account / already done.
    if (!(await this.live(ticket))) throw AppError.badRequest(QrStatus.label(QR_STATUS.expired));
    throw AppError.conflict(MSG.qrAlreadyUsed);
  }
}
