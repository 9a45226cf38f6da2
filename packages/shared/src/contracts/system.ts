import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';

export const healthz = defineContract({
  method: 'GET',
  path: '/healthz',
  authz: policy.public,
  summary: '健康检查：数据库可达',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
