import type { FastifyInstance } from 'fastify';
import { userOpenid, wechatUrlLink } from '@xinke/shared';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import type { WechatService } from './wechat.service';

export function registerWechatRoutes(app: FastifyInstance, wechat: WechatService): void {
  registerContract(app, userOpenid, ({ user }) => wechat.openid(mustAuth(user).userId));
  registerContract(app, wechatUrlLink, ({ body }) => wechat.urlLink(body.pc_url));
}
