import { z } from 'zod';

/** Envelope of every API answer (SPEC §3): `code` 0 is success. */
export const ZEnvelope = z.object({
  code: z.number().int().describe('0 成功；非 0 失败'),
  data: z.unknown().describe('业务数据'),
  meta: z.unknown().optional().describe('分页等附加信息'),
  msg: z.string().describe('给人看的中文提示'),
});
export type Envelope<T = unknown> = { code: number; data: T; meta?: unknown; msg: string };

/** SPEC §3 paginate; total/per_page are SPEC's page info. */
export const ZPaginate = z.object({
  current_page: z.number().int().describe('当前页，从 1 开始'),
  last_page: z.number().int().describe('最后一页；无数据时为 0'),
  total: z.number().int().describe('总条数'),
  per_page: z.number().int().describe('每页条数'),
});
export type Paginate = z.infer<typeof ZPaginate>;

/** A page of rows: `{ data: [...], paginate }`. */
export function zPage<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), paginate: ZPaginate });
}

/** Query `page` (1-based); strings from the query string are coerced. */
export const zPageNumber = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码最小为 1')
  .max(100000, '页码过大')
  .default(1)
  .describe('页码，从 1 开始');

export function zPageSize(defaultSize: number, max = 50) {
  return z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(max, `每页条数最多 ${max}`)
    .default(defaultSize)
    .describe('每页条数');
}

/** Unix seconds (10 digits), as SPEC's create_time fields. */
export const zUnixSeconds = z.number().int().describe('Unix 时间戳（秒）');
