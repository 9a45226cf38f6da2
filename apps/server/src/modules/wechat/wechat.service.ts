import { createHmac } from 'node:crypto';
import { ERROR_CODE, MSG } from '@xinke/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UrlLinkProvider } from '../../providers/wechat-url-link';
import { findOpenid } from './wechat.repository';

export interface WechatServiceDeps {
  db: Db;
  log: FastifyBaseLogger;
  links: UrlLinkProvider;
  /**
   * The login provider: with `dev` no WeChat ever names the member, so the openid is
   * derived from the user id (stable, unguessable without the secret); with `wechat` it is
   * the one WeChat gave at the QR login.
   */
  loginProvider: 'dev' | 'wechat';
  secret: string;
}

/** The WeChat side of an account beyond the QR login (docs/security-identity.md). */
export class WechatService {
  private readonly devKey: Buffer;

  constructor(private readonly deps: WechatServiceDeps) {
    this.devKey = createHmac('sha256', deps.secret).update('dev-openid').digest();
  }

  /** GET /api/user/openid: my openid in our WeChat app; '' when I never linked WeChat. */
  async openid(userId: number): Promise<{ openid: string; bound: boolean }> {
    const stored = await findOpenid(this.deps.db, userId);
    if (stored) return { openid: stored, bound: true };
    if (this.deps.loginProvider === 'dev') {
      const digest = createHmac('sha256', this.devKey).update(String(userId)).digest('base64url');
      return { openid: `o_dev_${digest.slice(0, 22)}`, bound: true };
    }
    return { openid: '', bound: false };
  }

  /** POST /web/user/wechat/url_link: the address that opens `pcPath` on a phone. */
  async urlLink(pcPath: string): Promise<{ url: string }> {
    try {
      return { url: await this.deps.links.link(pcPath) };
    } catch (err) {
      this.deps.log.error({ err, provider: this.deps.links.name }, 'url_link failed');
      throw new AppError(ERROR_CODE.internal, MSG.urlLinkFailed);
    }
  }
}
