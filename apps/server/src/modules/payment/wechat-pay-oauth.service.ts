import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  STORE_MSG,
  WECHAT_PAY_OAUTH_CALLBACK_PATH,
  WECHAT_PAY_OAUTH_TTL_MS,
  WECHAT_PAY_RETURN_PARAM,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { wechatPayOauth, wechatPayOpenids } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { WechatOAuthClient } from '../../providers/wechat-oauth';

/** Where WeChat sends a browser whose state we do not know (expired, used, forged). */
const LOST_RETURN = '/app/';

/** `back` with ?wxpay=ok|denied added, keeping its own query. */
function withResult(back: string, result: 'ok' | 'denied'): string {
  const url = new URL(back, 'http://xinke.invalid');
  url.searchParams.set(WECHAT_PAY_RETURN_PARAM, result);
  return url.pathname + url.search;
}

/**
 * Paying inside WeChat (docs/store.md "Paying inside WeChat"): JSAPI needs the buyer's
 * openid under the pay app id, and only the 公众号's OAuth gives it. `start` hands the cashier
 * the silent authorisation address with a one-time state naming the member; `callback` (the
 * browser coming back from WeChat) turns the code into the openid, keeps it, and returns
 * to the cashier. The member is known from the state, not from the request: the browser's
 * redirect carries no Authorization header.
 */
export class WechatPayOauthService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The 公众号's OAuth client; null when WECHATPAY_APP_SECRET is not set. */
    private readonly client: WechatOAuthClient | null,
    private readonly appId: string,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(userId: number, back: string): Promise<{ url: string }> {
    if (!this.client) throw AppError.conflict(STORE_MSG.jsapiUnavailable);
    const state = randomBytes(16).toString('hex');
    await this.db.insert(wechatPayOauth).values({
      state,
      userId,
      back,
      expireTime: new Date(this.clock() + WECHAT_PAY_OAUTH_TTL_MS),
    });
    return {
      url: this.client.baseAuthorizeUrl(this.publicUrl + WECHAT_PAY_OAUTH_CALLBACK_PATH, state),
    };
  }

  /** The address to send the browser on to. A state is used once, whatever the outcome. */
  async callback(code: string, state: string): Promise<string> {
    if (!this.client || !state) return LOST_RETURN;
    const [row] = await this.db
      .delete(wechatPayOauth)
      .where(eq(wechatPayOauth.state, state))
      .returning();
    if (!row || row.expireTime.getTime() < this.clock()) return LOST_RETURN;
    // No code: the buyer refused (snsapi_base rarely asks, but a closed page can).
    if (!code) return withResult(row.back, 'denied');
    let openid: string;
    try {
      openid = (await this.client.exchangeCode(code)).openid;
    } catch (err) {
      this.log.warn({ err, userId: row.userId }, 'wechat pay oauth: code exchange failed');
      return withResult(row.back, 'denied');
    }
    const now = new Date(this.clock());
    await this.db
      .insert(wechatPayOpenids)
      .values({ userId: row.userId, appId: this.appId, openid, updateTime: now })
      .onConflictDoUpdate({
        target: [wechatPayOpenids.userId, wechatPayOpenids.appId],
        set: { openid, updateTime: now },
      });
    return withResult(row.back, 'ok');
  }
}
