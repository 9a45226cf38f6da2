import type { WechatConfig } from '../config';
import { ProviderError } from './types';

export interface WechatToken {
  accessToken: string;
  openid: string;
  unionid: string | null;
}

export interface WechatProfile {
  nickname: string;
  headimgurl: string;
  unionid: string | null;
}

interface WechatReply {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  openid?: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

/**
 * WeChat OAuth 2: the Open Platform website login (网站应用微信登录) and, with a 公众号's id
 * and secret, the in-WeChat authorisation JSAPI payments use. The qrconnect page URL, then
 * sns/oauth2/access_token (code → access_token + openid/unionid) and sns/userinfo.
 * Errors come back as HTTP 200 with `errcode`, so every answer is checked.
 */
export class WechatOAuthClient {
  constructor(
    private readonly config: Pick<WechatConfig, 'appId' | 'appSecret' | 'apiBase' | 'openBase'>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The qrconnect page opened as a whole page (WeChat's documented website-login URL). */
  qrConnectUrl(redirectUri: string, state: string): string {
    const params = new URLSearchParams({
      appid: this.config.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `${this.config.openBase}/connect/qrconnect?${params.toString()}#wechat_redirect`;
  }

  /**
   * The same page embedded in an iframe, as WeChat's wxLogin.js builds it: `login_type=jssdk`
   * renders the bare QR, and `self_redirect=false` makes WeChat navigate the TOP window to
   * redirect_uri after the scan (the frame itself cannot host our login page).
   */
  qrConnectFrameUrl(redirectUri: string, state: string): string {
    const params = new URLSearchParams({
      appid: this.config.appId,
      scope: 'snsapi_login',
      redirect_uri: redirectUri,
      state,
      login_type: 'jssdk',
      self_redirect: 'false',
    });
    return `${this.config.openBase}/connect/qrconnect?${params.toString()}`;
  }

  /**
   * 公众号 web authorisation inside WeChat's browser (网页授权), snsapi_base: silent, it
   * yields only the openid — what JSAPI payments need. WeChat checks the parameters' order.
   */
  baseAuthorizeUrl(redirectUri: string, state: string): string {
    const params = new URLSearchParams({
      appid: this.config.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    return `${this.config.openBase}/connect/oauth2/authorize?${params.toString()}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatToken> {
    const reply = await this.get('/sns/oauth2/access_token', {
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (!reply.access_token || !reply.openid) throw new ProviderError('wechat token: no openid');
    return {
      accessToken: reply.access_token,
      openid: reply.openid,
      unionid: reply.unionid ?? null,
    };
  }

  async userInfo(accessToken: string, openid: string): Promise<WechatProfile> {
    const reply = await this.get('/sns/userinfo', { access_token: accessToken, openid });
    return {
      nickname: reply.nickname ?? '',
      headimgurl: reply.headimgurl ?? '',
      unionid: reply.unionid ?? null,
    };
  }

  private async get(path: string, params: Record<string, string>): Promise<WechatReply> {
    let reply: WechatReply;
    try {
      const res = await this.fetchImpl(
        `${this.config.apiBase}${path}?${new URLSearchParams(params).toString()}`,
        { signal: AbortSignal.timeout(5000) },
      );
      reply = (await res.json()) as WechatReply;
    } catch (err) {
      throw new ProviderError(`wechat ${path} request failed`, { cause: String(err) });
    }
    if (reply.errcode) {
      throw new ProviderError(`wechat ${path} refused`, {
        errcode: reply.errcode,
        errmsg: reply.errmsg,
      });
    }
    return reply;
  }
}
