import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_PAGE_PATH, WECHAT_RETURN_PARAM } from '@xinke/shared';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { allowedImageSource, type ImagePolicy } from '../../lib/image-source';
import type { WechatOAuthClient } from '../../providers/wechat-oauth';
import { createUser } from './new-user';
import type { QrLoginService } from './qr-login.service';
import { findIdentityUser, insertIdentity } from './qr-login.repository';

export interface WechatLoginDeps {
  db: Db;
  wechat: WechatOAuthClient;
  qr: QrLoginService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The WeChat avatar is kept only from an allowed host (IMAGE_HOSTS). */
  images: ImagePolicy;
}

const PROVIDER = 'wechat';

/**
 * GET /web/login/wechat/callback: WeChat redirects here with `code` and our ticket as
 * `state`. The user is found by unionid (stable across our WeChat apps) or openid, or
 * created from the WeChat profile; then the ticket is confirmed for them, so the
 * polling desktop logs in — or this browser does, via the login page and the ticket.
 */
export class WechatLoginService {
  constructor(private readonly deps: WechatLoginDeps) {}

  /** The URL to redirect the browser to, success or not. */
  async callback(code: string, state: string): Promise<string> {
    const { wechat, qr, publicUrl } = this.deps;
    try {
      const token = await wechat.exchangeCode(code);
      const userId = await this.findOrCreate(token.accessToken, token.openid, token.unionid);
      await qr.confirm(state, userId);
      // The login page finishes with qrcode_check, like a polling desktop would.
      const query = new URLSearchParams({ [WECHAT_RETURN_PARAM.ticket]: state });
      return `${publicUrl}${LOGIN_PAGE_PATH}?${query.toString()}`;
    } catch (err) {
      this.deps.log.warn({ err }, 'wechat login failed');
      return `${publicUrl}${LOGIN_PAGE_PATH}?${WECHAT_RETURN_PARAM.error}=1`;
    }
  }

  private async findOrCreate(
    accessToken: string,
    openid: string,
    unionid: string | null,
  ): Promise<number> {
    const { db, wechat } = this.deps;
    const known = await findIdentityUser(db, PROVIDER, openid, unionid);
    if (known !== undefined) return known;
    const profile = await wechat.userInfo(accessToken, openid);
    const userId = await createUser(db, {
      preferredNickname: profile.nickname,
      // Only from an allowlisted https host (thirdwx.qlogo.cn when configured); else the
      // default avatar.
      imageUrl: allowedImageSource(profile.headimgurl, this.deps.images) ?? '',
    });
    try {
      await insertIdentity(db, {
        userId,
        provider: PROVIDER,
        openid,
        unionid: profile.unionid ?? unionid,
      });
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
    }
    return (await findIdentityUser(db, PROVIDER, openid, unionid)) ?? userId;
  }
}
