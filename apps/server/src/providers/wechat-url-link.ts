import type { WechatConfig } from '../config';
import type { Clock } from '../lib/clock';
import { ProviderError } from './types';

/**
 * SPEC §7 page redirect (/web/user/wechat/url_link {pc_url}): the address a phone opens
 * for a page of the site. `pcPath` is a site path with its query ("/app/…?a=1").
 */
export interface UrlLinkProvider {
  readonly name: string;
  link(pcPath: string): Promise<string>;
}

/** Without a mini program the page itself is the link (dev, and sites without one). */
export class SiteUrlLink implements UrlLinkProvider {
  readonly name = 'site';
  constructor(private readonly publicUrl: string) {}

  async link(pcPath: string): Promise<string> {
    return `${this.publicUrl}${pcPath}`;
  }
}

interface WechatApiReply {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  expires_in?: number;
  url_link?: string;
}

/** Renew the access token this long before WeChat says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;
/** A URL Link lives 30 days (WeChat's maximum): long enough for a shared link. */
const LINK_DAYS = 30;

/**
 * WeChat mini-program URL Link (wxa/generate_urllink, documented at
 * developers.weixin.qq.com): opens the mini program's web-view page `page` with the site
 * path in `query` (path=…). The access token comes from cgi-bin/token (client_credential)
 * and is reused until shortly before it expires. Errors arrive as HTTP 200 with errcode.
 */
export class WechatUrlLink implements UrlLinkProvider {
  readonly name = 'wechat';
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly config: WechatConfig,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async link(pcPath: string): Promise<string> {
    const accessToken = await this.accessToken();
    const reply = await this.call(
      `/wxa/generate_urllink?access_token=${encodeURIComponent(accessToken)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          path: this.config.miniProgram.page,
          query: new URLSearchParams({ path: pcPath }).toString(),
          expire_type: 1,
          expire_interval: LINK_DAYS,
        }),
      },
    );
    if (!reply.url_link) throw new ProviderError('wechat generate_urllink: no url_link');
    return reply.url_link;
  }

  private async accessToken(): Promise<string> {
    const now = this.clock();
    if (this.token && this.token.until > now) return this.token.value;
    const { appId, appSecret } = this.config.miniProgram;
    const params = new URLSearchParams({
      grant_type: 'client_credential',
      appid: appId,
      secret: appSecret,
    });
    const reply = await this.call(`/cgi-bin/token?${params.toString()}`, { method: 'GET' });
    if (!reply.access_token) throw new ProviderError('wechat cgi-bin/token: no access_token');
    const lifeMs = (reply.expires_in ?? 7200) * 1000;
    this.token = { value: reply.access_token, until: now + lifeMs - TOKEN_MARGIN_MS };
    return reply.access_token;
  }

  private async call(pathAndQuery: string, init: RequestInit): Promise<WechatApiReply> {
    const path = pathAndQuery.split('?')[0];
    let reply: WechatApiReply;
    try {
      const res = await this.fetchImpl(`${this.config.apiBase}${pathAndQuery}`, {
        ...init,
        signal: AbortSignal.timeout(5000),
      });
      reply = (await res.json()) as WechatApiReply;
    } catch (err) {
      throw new ProviderError(`wechat ${path} request failed`, { cause: String(err) });
    }
    if (reply.errcode) {
      // A token WeChat no longer accepts (40001/42001) is dropped, so the next call renews it.
      if (reply.errcode === 40001 || reply.errcode === 42001) this.token = null;
      throw new ProviderError(`wechat ${path} refused`, {
        errcode: reply.errcode,
        errmsg: reply.errmsg,
      });
    }
    return reply;
  }
}
