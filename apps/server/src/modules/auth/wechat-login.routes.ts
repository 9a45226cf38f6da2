import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WECHAT_CALLBACK_PATH } from '@xinke/shared';
import type { WechatLoginService } from './wechat-login.service';

/**
 * WeChat's redirect target. Not a contract: it answers the browser with a 302, not the
 * JSON envelope. A missing code (the user refused) goes to the same failure page.
 */
export function registerWechatLoginRoutes(app: FastifyInstance, wechat: WechatLoginService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    WECHAT_CALLBACK_PATH,
    {
      schema: {
        querystring: z.object({
          code: z.string().trim().max(256).default(''),
          state: z.string().trim().max(128).default(''),
        }),
      },
    },
    async (request, reply) => {
      const { code, state } = request.query;
      const target = await wechat.callback(code, state);
      return reply.redirect(target, 302);
    },
  );
}
