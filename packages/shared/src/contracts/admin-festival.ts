import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { ZFestivalFooter, zFestivalLink, zFestivalUpload } from './festival';
import { FESTIVAL_LIMITS } from '../constants/festival';
import { MSG } from '../messages';

/*
 * 活动运营 › 活动 › 页面模块 (docs/festival.md): admins compose a festival activity's page —
 * its modules in order and its footer. Every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zActiveId = zDbInt(MSG.idInvalid, { coerce: false }).describe('节日活动 id');
const zJsonId = (message: string) => zDbInt(message, { coerce: false });

const distinctIds = (message: string, max: number, tooMany: string, required: string) =>
  z
    .array(zJsonId(message), { error: required })
    .min(1, required)
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, message);

/** What staff enter for one module, by kind (checked again against the database on save). */
export const ZFestivalModuleConfig = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('banner'),
    images: z
      .array(z.object({ image: zFestivalUpload, link: zFestivalLink.default('') }), {
        error: MSG.festivalBannerImagesRequired,
      })
      .min(1, MSG.festivalBannerImagesRequired)
      .max(FESTIVAL_LIMITS.bannerImages, MSG.festivalBannerImagesTooMany),
  }),
  z.object({
    kind: z.literal('text'),
    html: z
      .string({ error: MSG.festivalTextRequired })
      .trim()
      .min(1, MSG.festivalTextRequired)
      .max(FESTIVAL_LIMITS.text, MSG.festivalTextTooLong)
      .describe('HTML，保存时净化'),
  }),
  z.object({ kind: z.literal('vote'), item_id: zJsonId(MSG.festivalVoteItemInvalid) }),
  z.object({
    kind: z.literal('posts'),
    item_ids: distinctIds(
      MSG.festivalPostInvalid,
      FESTIVAL_LIMITS.posts,
      MSG.festivalPostsTooMany,
      MSG.festivalPostsRequired,
    ).describe('帖子 id，按显示顺序'),
  }),
  z.object({
    kind: z.literal('members'),
    user_ids: distinctIds(
      MSG.festivalMemberInvalid,
      FESTIVAL_LIMITS.members,
      MSG.festivalMembersTooMany,
      MSG.festivalMembersRequired,
    ).describe('用户 id，按显示顺序'),
  }),
  z.object({ kind: z.literal('comments') }),
]);
export type FestivalModuleConfig = z.infer<typeof ZFestivalModuleConfig>;
export type FestivalModuleConfigInput = z.input<typeof ZFestivalModuleConfig>;

const zModuleTitle = z
  .string({ error: MSG.festivalModuleTitleTooLong })
  .trim()
  .max(FESTIVAL_LIMITS.moduleTitle, MSG.festivalModuleTitleTooLong)
  .default('');

export const ZAdminFestivalModule = z.object({
  id: int(),
  title: z.string(),
  sort: int(),
  config: ZFestivalModuleConfig,
});
export type AdminFestivalModule = z.infer<typeof ZAdminFestivalModule>;

export const ZAdminFestival = z.object({
  activity: z.object({ id: int(), title: z.string(), publish_status: int() }),
  modules: z.array(ZAdminFestivalModule),
  footer: ZFestivalFooter,
});
export type AdminFestival = z.infer<typeof ZAdminFestival>;

export const adminFestival = defineContract({
  method: 'GET',
  path: '/web/admin/festival/:id',
  authz: admin,
  summary: '节日活动的页面模块（按顺序）与页脚',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('节日活动 id') }),
  response: ZAdminFestival,
});

export const adminFestivalModuleCreate = defineContract({
  method: 'POST',
  path: '/web/admin/festival/module/create',
  authz: admin,
  summary: '添加模块（排在最后）；评论墙只能有一个',
  auth: true,
  body: z.object({ active_id: zActiveId, title: zModuleTitle, config: ZFestivalModuleConfig }),
  response: ZAdminFestivalModule,
});

export const adminFestivalModuleUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/festival/module/update/:id',
  authz: admin,
  summary: '修改模块的标题和内容',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('模块 id') }),
  body: z.object({ title: zModuleTitle, config: ZFestivalModuleConfig }),
  response: ZAdminFestivalModule,
});

export const adminFestivalModuleDelete = defineContract({
  method: 'POST',
  path: '/web/admin/festival/module/delete/:id',
  authz: admin,
  summary: '删除模块（评论墙的评论保留）',
  auth: true,
  params: z.object({ id: zDbInt(MSG.idInvalid).describe('模块 id') }),
  response: z.null(),
});

export const adminFestivalModuleSort = defineContract({
  method: 'POST',
  path: '/web/admin/festival/module/sort',
  authz: admin,
  summary: '调整模块顺序：ids 为该活动全部模块的新顺序',
  auth: true,
  body: z.object({
    active_id: zActiveId,
    ids: z
      .array(zJsonId(MSG.festivalSortInvalid), { error: MSG.festivalSortInvalid })
      .max(FESTIVAL_LIMITS.modules, MSG.festivalSortInvalid),
  }),
  response: z.array(ZAdminFestivalModule),
});

export const ZFestivalFooterInput = z.object({
  active_id: zActiveId,
  organiser: z
    .string({ error: MSG.festivalOrganiserTooLong })
    .trim()
    .max(FESTIVAL_LIMITS.organiser, MSG.festivalOrganiserTooLong)
    .default(''),
  sponsors: z
    .array(
      z
        .string({ error: MSG.festivalSponsorTooLong })
        .trim()
        .min(1, MSG.festivalSponsorTooLong)
        .max(FESTIVAL_LIMITS.sponsorName, MSG.festivalSponsorTooLong),
    )
    .max(FESTIVAL_LIMITS.sponsors, MSG.festivalSponsorsTooMany)
    .default([]),
  links: z
    .array(
      z.object({
        label: z
          .string({ error: MSG.festivalLinkLabelRequired })
          .trim()
          .min(1, MSG.festivalLinkLabelRequired)
          .max(FESTIVAL_LIMITS.linkLabel, MSG.festivalLinkLabelRequired),
        url: zFestivalLink.refine((v) => v !== '', MSG.festivalLinkInvalid),
      }),
    )
    .max(FESTIVAL_LIMITS.links, MSG.festivalLinksTooMany)
    .default([]),
  note: z
    .string({ error: MSG.festivalNoteTooLong })
    .trim()
    .max(FESTIVAL_LIMITS.note, MSG.festivalNoteTooLong)
    .default(''),
});

export const adminFestivalFooter = defineContract({
  method: 'POST',
  path: '/web/admin/festival/footer',
  authz: admin,
  summary: '保存节日活动页页脚',
  auth: true,
  body: ZFestivalFooterInput,
  response: ZFestivalFooter,
});
