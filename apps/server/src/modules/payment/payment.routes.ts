import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WECHAT_PAY_OAUTH_CALLBACK_PATH,
  paymentCreate,
  paymentDetail,
  paymentDevConfirm,
  paymentPoll,
  paymentProviders,
  paymentWechatOauth,
  type PayChannelValue,
} from '@xinke/shared';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import type { PaymentService } from './payment.service';
import { notifyPath } from './providers';
import type { WechatPayOauthService } from './wechat-pay-oauth.service';

/** The notification bodies providers send are small; anything bigger is not theirs. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Payments (docs/store.md): the cashier's calls, polling, the sandbox's 确认支付, and the
 * providers' public notification addresses, which take the raw body (the signature is over
 * the exact bytes) and answer in each provider's own format, not our envelope.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  payments: PaymentService,
  wechatOauth: WechatPayOauthService,
): void {
  registerContract(app, paymentProviders, async () => ({ data: payments.listProviders() }));
  registerContract(app, paymentCreate, ({ user, body, request }) =>
    payments.create(
      mustAuth(user).userId,
      body.order_id,
      body.provider,
      body.channel as PayChannelValue,
      request.ip,
    ),
  );
  registerContract(app, paymentWechatOauth, ({ user, body }) =>
    wechatOauth.start(mustAuth(user).userId, body.back),
  );
  // WeChat's redirect after the 公众号 OAuth: a 302 for the browser, not the JSON envelope.
  app.withTypeProvider<ZodTypeProvider>().get(
    WECHAT_PAY_OAUTH_CALLBACK_PATH,
    {
      schema: {
        querystring: z.object({
          code: z.string().trim().max(256).default(''),
          state: z.string().trim().max(128).default(''),
        }),
      },
    },
    async (request, reply) =>
      reply.redirect(await wechatOauth.callback(request.query.code, request.query.state), 302),
  );
  registerContract(app, paymentDetail, ({ user, params }) =>
    payments.detail(mustAuth(user).userId, params.id),
  );
  registerContract(app, paymentPoll, ({ user, body }) =>
    payments.poll(mustAuth(user).userId, body.order_id),
  );
  registerContract(app, paymentDevConfirm, ({ user, body }) =>
    payments.devConfirm(mustAuth(user).userId, body.payment_id),
  );

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string }; Body: string }>(
      notifyPath(':provider'),
      async (request, reply) => {
        const answer = await payments.handleNotification(request.params.provider, {
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      },
    );
  });
}
