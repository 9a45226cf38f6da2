import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ZItemCard } from './forum';
import { ZMyItem } from './item-manage';
import { PAGE_SIZE } from '../constants/client';
import { ItemType } from '../constants/forum';
import { INVOLVED_WINDOW } from '../constants/user-item';
import { MSG } from '../messages';

/*
 * The user center's item lists (SPEC §2 user-center project-manage; §7 User `item`). Both
 * are the caller's own view: there is no user_id, so nobody can read another member's
 * drafts or what they liked through them.
 */

const zItemType = z.coerce
  .number({ error: MSG.itemTypeInvalid })
  .int(MSG.itemTypeInvalid)
  .refine((v) => ItemType.has(v), MSG.itemTypeInvalid)
  .optional();

export const userItem = defineContract({
  method: 'GET',
  path: '/web/user/item',
  authz: policy.member,
  summary:
    '我发起的帖子（个人中心·发起的项目传 item_type=1）：全部状态（含草稿箱），最新创建在前，每行带状态；只列本人的',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(PAGE_SIZE.itemList),
    item_type: zItemType.describe(
      'SPEC §9 帖子类型；不传为除投票和动态外的帖子（同 /web/item/list）',
    ),
  }),
  response: zPage(ZMyItem),
});

/** Someone else's published post I took part in, and how. */
export const ZInvolvedItem = ZItemCard.extend({
  involvement: z
    .array(z.number().int())
    .describe('我怎样参与的（Involvement）：1 评论或回复过，2 赞过，3 收藏过；从小到大'),
  involved_time: zUnixSeconds.describe('我最近一次参与的时间'),
});
export type InvolvedItem = z.infer<typeof ZInvolvedItem>;

export const userInvolvedItems = defineContract({
  method: 'GET',
  path: '/web/user/involved_items',
  authz: policy.member,
  summary: `我参与的帖子（个人中心·参与的项目传 item_type=1）：别人已发布的、我评论/回复、点赞或收藏过的帖子，按我最近一次参与倒序（每种参与至多看最近 ${INVOLVED_WINDOW} 次）；我拉黑的人的帖子不列出`,
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(PAGE_SIZE.itemList),
    item_type: zItemType.describe('SPEC §9 帖子类型；不传为全部类型'),
  }),
  response: zPage(ZInvolvedItem),
});
