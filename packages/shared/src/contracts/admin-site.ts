import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import { FooterItemType } from '../constants/common';
import {
  BannerEquipment,
  BannerGroupKey,
  FooterGroupKey,
  NoticeStatus,
  SITE_LIMITS,
  isOwnUploadPath,
  isSiteLink,
} from '../constants/site';
import { MSG } from '../messages';

/*
 * 站点运营 (docs/admin-site.md): banners, footer items, popup items, notices and the site
 * settings. Admins only (a moderator gets 403 只有管理员可以进行此操作). Every write is one
 * staff audit row, and what the public site shows changes on every node at once.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('id') });
const zDeleted = z.object({ id: int() });

/** An image uploaded through /web/common/image (its `/uploads/…` path). */
const zSiteImage = z
  .string({ error: MSG.siteImageRequired })
  .trim()
  .min(1, MSG.siteImageRequired)
  .max(SITE_LIMITS.url, MSG.siteImageInvalid)
  .refine(isOwnUploadPath, MSG.siteImageInvalid)
  .meta({
    description: '图片地址（/web/common/image 上传所得的 /uploads/… 路径）',
    examples: ['/uploads/images/example.webp'],
  });

/** The same, or empty for "none" (site logo, QR code, the sign-in popup's own banner). */
const zImageOrEmpty = z
  .string({ error: MSG.siteImageInvalid })
  .trim()
  .max(SITE_LIMITS.url, MSG.siteImageInvalid)
  .refine((v) => v === '' || isOwnUploadPath(v), MSG.siteImageInvalid);

/** A banner's link: empty (no link), a site path or an http(s) address. */
const zSiteLink = z
  .string({ error: MSG.siteLinkInvalid })
  .trim()
  .max(SITE_LIMITS.url, MSG.siteLinkTooLong)
  .refine((v) => v === '' || isSiteLink(v), MSG.siteLinkInvalid)
  .default('')
  .meta({ examples: ['/app/new-version/activity'] });

const zSort = z
  .number({ error: MSG.siteSortInvalid })
  .int(MSG.siteSortInvalid)
  .min(0, MSG.siteSortInvalid)
  .max(SITE_LIMITS.sort, MSG.siteSortInvalid)
  .default(0)
  .describe('排序，小的在前');

const zShow = z
  .union([z.literal(0), z.literal(1)], { error: MSG.siteShowInvalid })
  .default(1)
  .describe('1 显示，0 隐藏');

const zTime = zDbInt(MSG.siteTimeInvalid, { min: 0, coerce: false })
  .nullable()
  .default(null)
  .describe('Unix 秒；null 为不限');

// ---------------------------------------------------------------- banners

const zBannerGroup = z
  .string({ error: MSG.bannerGroupInvalid })
  .refine((v) => BannerGroupKey.has(v), MSG.bannerGroupInvalid)
  .meta({
    description:
      '分组：banner1 首页主轮播、banner2 资讯、banner3 研究室、banner48、banner49、banner50',
    examples: ['banner1'],
  });

export const ZAdminBanner = z.object({
  id: int(),
  group_key: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  equipment: z.string().describe('all 全部，pc 电脑端，h5 手机端'),
  sort: int(),
  is_show: int().describe('1 显示，0 隐藏'),
  start_time: zUnixSeconds.nullable().describe('开始展示时间；null 为立即'),
  end_time: zUnixSeconds.nullable().describe('结束展示时间；null 为一直'),
  serving: z.boolean().describe('此刻是否在前台展示（显示中且在时间窗口内）'),
});
export type AdminBanner = z.infer<typeof ZAdminBanner>;

export const ZBannerInput = z
  .object({
    group_key: zBannerGroup,
    title: z.string().trim().max(SITE_LIMITS.bannerTitle, MSG.bannerTitleTooLong).default(''),
    image: zSiteImage,
    url: zSiteLink,
    equipment: z
      .string({ error: MSG.bannerEquipmentInvalid })
      .refine((v) => BannerEquipment.has(v), MSG.bannerEquipmentInvalid)
      .default('all'),
    sort: zSort,
    is_show: zShow,
    start_time: zTime,
    end_time: zTime,
  })
  .refine((b) => b.start_time === null || b.end_time === null || b.end_time > b.start_time, {
    message: MSG.bannerWindowInvalid,
    path: ['end_time'],
  });
export type BannerInput = z.input<typeof ZBannerInput>;

export const adminBanners = defineContract({
  method: 'GET',
  path: '/web/admin/banners',
  authz: admin,
  summary: '某一分组的轮播图（按排序），含已隐藏、未开始和已结束的',
  auth: true,
  query: z.object({
    group_key: zBannerGroup,
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminBanner),
});

export const adminBannerCreate = defineContract({
  method: 'POST',
  path: '/web/admin/banner/create',
  authz: admin,
  summary: '新建轮播图；写入操作日志',
  auth: true,
  body: ZBannerInput,
  response: ZAdminBanner,
});

export const adminBannerUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/banner/update/:id',
  authz: admin,
  summary: '修改轮播图（整条替换）；写入操作日志（只记改动的字段）',
  auth: true,
  params: zId,
  body: ZBannerInput,
  response: ZAdminBanner,
});

export const adminBannerDelete = defineContract({
  method: 'POST',
  path: '/web/admin/banner/delete/:id',
  authz: admin,
  summary: '删除轮播图；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- footer

export const ZAdminFooterItem = z.object({
  id: int(),
  group_key: z.string(),
  name: z.string(),
  value: z.string(),
  type: int().describe('0 文本，1 链接，2 悬停图片'),
  sort: int(),
});
export type AdminFooterItem = z.infer<typeof ZAdminFooterItem>;

export const ZFooterItemInput = z
  .object({
    group_key: z
      .string({ error: MSG.footerGroupInvalid })
      .refine((v) => FooterGroupKey.has(v), MSG.footerGroupInvalid)
      .meta({
        description:
          'attention 关于本站、object 官方平台、shop 相关信息、report 举报与反馈、contact 联系我们',
        examples: ['contact'],
      }),
    name: z
      .string({ error: MSG.footerNameRequired })
      .trim()
      .min(1, MSG.footerNameRequired)
      .max(SITE_LIMITS.footerName, MSG.footerNameTooLong),
    value: z
      .string({ error: MSG.footerValueTooLong })
      .trim()
      .max(SITE_LIMITS.footerValue, MSG.footerValueTooLong)
      .default(''),
    type: z
      .number({ error: MSG.footerTypeInvalid })
      .int(MSG.footerTypeInvalid)
      .refine((v) => FooterItemType.has(v), MSG.footerTypeInvalid)
      .default(0),
    sort: zSort,
  })
  .superRefine((item, ctx) => {
    if (item.type === FooterItemType.values.link && !isSiteLink(item.value))
      ctx.addIssue({ code: 'custom', message: MSG.footerLinkInvalid, path: ['value'] });
    if (item.type === FooterItemType.values.hoverImage && !isOwnUploadPath(item.value))
      ctx.addIssue({ code: 'custom', message: MSG.footerImageRequired, path: ['value'] });
  });
export type FooterItemInput = z.input<typeof ZFooterItemInput>;

export const adminFooterItems = defineContract({
  method: 'GET',
  path: '/web/admin/footer_items',
  authz: admin,
  summary: '页脚项（按分组、排序），可只看一个分组',
  auth: true,
  query: z.object({
    group_key: z
      .string()
      .refine((v) => FooterGroupKey.has(v), MSG.footerGroupInvalid)
      .optional()
      .describe('分组；不填为全部'),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminFooterItem),
});

export const adminFooterItemCreate = defineContract({
  method: 'POST',
  path: '/web/admin/footer_item/create',
  authz: admin,
  summary: '新建页脚项；写入操作日志',
  auth: true,
  body: ZFooterItemInput,
  response: ZAdminFooterItem,
});

export const adminFooterItemUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/footer_item/update/:id',
  authz: admin,
  summary: '修改页脚项；写入操作日志',
  auth: true,
  params: zId,
  body: ZFooterItemInput,
  response: ZAdminFooterItem,
});

export const adminFooterItemDelete = defineContract({
  method: 'POST',
  path: '/web/admin/footer_item/delete/:id',
  authz: admin,
  summary: '删除页脚项；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- popups

/** SPEC §3 popup item: id, url (what the site asks for, e.g. signin), image, name. */
export const ZAdminPopup = z.object({
  id: int(),
  url: z.string().describe('标识：前台按它取弹窗，签到弹窗为 signin'),
  image: z.string(),
  name: z.string(),
  is_show: int().describe('1 启用，0 停用'),
});
export type AdminPopup = z.infer<typeof ZAdminPopup>;

export const ZPopupInput = z.object({
  url: z
    .string({ error: MSG.popupUrlRequired })
    .trim()
    .min(1, MSG.popupUrlRequired)
    .regex(/^[a-z0-9_-]{1,64}$/, MSG.popupUrlInvalid)
    .meta({ examples: ['welcome'] }),
  name: z
    .string({ error: MSG.popupNameRequired })
    .trim()
    .min(1, MSG.popupNameRequired)
    .max(SITE_LIMITS.popupName, MSG.popupNameTooLong),
  image: zImageOrEmpty.default('').describe('弹窗图片；签到弹窗留空时显示内置的签到横幅'),
  is_show: zShow,
});
export type PopupInput = z.input<typeof ZPopupInput>;

export const adminPopups = defineContract({
  method: 'GET',
  path: '/web/admin/popups',
  authz: admin,
  summary: '弹窗项（SPEC §3 popup item）',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(ADMIN_PAGE_SIZE) }),
  response: zPage(ZAdminPopup),
});

export const adminPopupCreate = defineContract({
  method: 'POST',
  path: '/web/admin/popup/create',
  authz: admin,
  summary: '新建弹窗项；标识重复 409；写入操作日志',
  auth: true,
  body: ZPopupInput,
  response: ZAdminPopup,
});

export const adminPopupUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/popup/update/:id',
  authz: admin,
  summary: '修改弹窗项（含启用/停用）；写入操作日志',
  auth: true,
  params: zId,
  body: ZPopupInput,
  response: ZAdminPopup,
});

export const adminPopupDelete = defineContract({
  method: 'POST',
  path: '/web/admin/popup/delete/:id',
  authz: admin,
  summary: '删除弹窗项；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- notices

export const ZAdminNotice = z.object({
  id: int(),
  title: z.string(),
  content: z.string().describe('净化后的 HTML'),
  status: int().describe('0 草稿，1 已发布'),
  is_top: int().describe('1 置顶'),
  publish_time: zUnixSeconds.nullable().describe('发布时间；草稿为 null'),
  update_time: zUnixSeconds,
});
export type AdminNotice = z.infer<typeof ZAdminNotice>;

export const ZNoticeInput = z.object({
  title: z
    .string({ error: MSG.noticeTitleRequired })
    .trim()
    .min(1, MSG.noticeTitleRequired)
    .max(SITE_LIMITS.noticeTitle, MSG.noticeTitleTooLong),
  content: z
    .string({ error: MSG.noticeContentRequired })
    .trim()
    .min(1, MSG.noticeContentRequired)
    .max(SITE_LIMITS.noticeContent, MSG.noticeContentTooLong)
    .describe('HTML，保存前净化'),
  status: z
    .number({ error: MSG.noticeStatusInvalid })
    .int(MSG.noticeStatusInvalid)
    .refine((v) => NoticeStatus.has(v), MSG.noticeStatusInvalid)
    .default(0),
  is_top: z.union([z.literal(0), z.literal(1)], { error: MSG.siteShowInvalid }).default(0),
  publish_time: zTime.describe('发布时间（Unix 秒）；已发布且不填为现在，晚于现在为定时发布'),
});
export type NoticeInput = z.input<typeof ZNoticeInput>;

export const adminNotices = defineContract({
  method: 'GET',
  path: '/web/admin/notices',
  authz: admin,
  summary: '公告（草稿与已发布，新→旧）',
  auth: true,
  query: z.object({
    status: z.coerce
      .number()
      .int()
      .refine((v) => NoticeStatus.has(v), MSG.noticeStatusInvalid)
      .optional()
      .describe('0 草稿，1 已发布；不填为全部'),
    page: zPageNumber,
    page_size: zPageSize(ADMIN_PAGE_SIZE),
  }),
  response: zPage(ZAdminNotice),
});

export const adminNoticeCreate = defineContract({
  method: 'POST',
  path: '/web/admin/notice/create',
  authz: admin,
  summary: '新建公告（草稿或发布）；写入操作日志',
  auth: true,
  body: ZNoticeInput,
  response: ZAdminNotice,
});

export const adminNoticeUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/notice/update/:id',
  authz: admin,
  summary: '修改公告（含发布、撤回为草稿、置顶）；写入操作日志',
  auth: true,
  params: zId,
  body: ZNoticeInput,
  response: ZAdminNotice,
});

export const adminNoticeDelete = defineContract({
  method: 'POST',
  path: '/web/admin/notice/delete/:id',
  authz: admin,
  summary: '删除公告；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- settings

export const ZAdminSiteSettings = z.object({
  site_name: z.string(),
  logo: z.string(),
  mini_qr: z.string(),
  copyright: z.string(),
  filing_number: z.string(),
});
export type AdminSiteSettings = z.infer<typeof ZAdminSiteSettings>;

export const ZSiteSettingsInput = z
  .object({
    site_name: z
      .string({ error: MSG.siteNameRequired })
      .trim()
      .min(1, MSG.siteNameRequired)
      .max(SITE_LIMITS.siteName, MSG.siteNameTooLong),
    logo: zImageOrEmpty,
    mini_qr: zImageOrEmpty,
    copyright: z.string().trim().max(SITE_LIMITS.copyright, MSG.copyrightTooLong),
    filing_number: z.string().trim().max(SITE_LIMITS.filingNumber, MSG.filingNumberTooLong),
  })
  .partial();
export type SiteSettingsInput = z.input<typeof ZSiteSettingsInput>;

export const adminSiteSettings = defineContract({
  method: 'GET',
  path: '/web/admin/site_settings',
  authz: admin,
  summary: '站点设置（未设置的为默认值）',
  auth: true,
  response: ZAdminSiteSettings,
});

export const adminSiteSettingsUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/site_settings',
  authz: admin,
  summary: '修改站点设置（只改给出的项）；写入操作日志',
  auth: true,
  body: ZSiteSettingsInput,
  response: ZAdminSiteSettings,
});
