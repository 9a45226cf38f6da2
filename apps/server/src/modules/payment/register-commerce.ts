import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOrderRoutes } from '../order/order.routes';
import { startOrderExpiry } from '../order/order-expiry-job';
import { registerStoreRoutes } from '../store/store.routes';
import { PaymentService } from './payment.service';
import { registerPaymentRoutes } from './payment.routes';
import { WechatOAuthClient } from '../../providers/wechat-oauth';
import { buildProviders } from './providers';
import { WechatPayOauthService } from './wechat-pay-oauth.service';

/**
 * The store, orders and payments (docs/store.md), wired together: the order module refunds
 * through the payment service, which it otherwise does not know. `fetchImpl` is the
 * providers' HTTP client (tests stub it).
 */
export function registerCommerce(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  config: Config,
  fetchImpl: typeof fetch,
): PaymentService {
  const providers = buildProviders(config.pay, config.publicUrl, fetchImpl);
  const wechatPay = config.pay.wechat;
  // Paying inside WeChat needs WeChat Pay and the 公众号's secret for its OAuth.
  const jsapi = config.pay.providers.includes('wechat') && wechatPay.appSecret !== '';
  const oauthClient = jsapi
    ? new WechatOAuthClient(
        {
          appId: wechatPay.appId,
          appSecret: wechatPay.appSecret,
          apiBase: config.wechat.apiBase,
          openBase: config.wechat.openBase,
        },
        fetchImpl,
      )
    : null;
  const payments = new PaymentService(db, clock, providers, app.log, jsapi ? wechatPay.appId : '');
  const wechatOauth = new WechatPayOauthService(
    db,
    clock,
    oauthClient,
    wechatPay.appId,
    config.publicUrl,
    app.log,
  );
  registerStoreRoutes(app, db, clock);
  registerOrderRoutes(app, db, clock, (order) => payments.refund(order));
  registerPaymentRoutes(app, payments, wechatOauth);
  if (config.nodeEnv !== 'test') startOrderExpiry(app, db, clock);
  return payments;
}
