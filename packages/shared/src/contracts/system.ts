import { z } from 'zod';
import { defineContract } from './define';

export const healthz = defineContract({
  method: 'GET',
  path: '/healthz',
  summary: '健康检查：数据库可达',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
