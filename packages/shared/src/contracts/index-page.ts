import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { FooterItemType, PageViewSource } from '../constants/common';
import { HOT_OBJECT_LIMIT } from '../constants/forum';
import { ZItemCard } from './forum';

export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().describe('图片地址'),
  url: z.string().describe('点击跳转地址，可为空串'),
});
export type Banner = z.infer<typeof ZBanner>;

export const ZBannerGroups = z.object({
  banner1: z.array(ZBanner).describe('首页主轮播'),
  banner2: z.array(ZBanner).describe('资讯'),
  banner3: z.array(ZBanner).describe('研究室'),
  banner48: z.array(ZBanner).describe('研究成果'),
  banner49: z.array(ZBanner).describe('热门活动'),
  banner50: z.array(ZBanner).describe('活动'),
});
export type BannerGroups = z.infer<typeof ZBannerGroups>;

/**
 * The banners the web site shows, on every screen (the mini program has its own, h5): its
 * requests and the server's first screen of featured (docs/seo.md) ask for the same set.
 */
export const WEB_BANNER_EQUIPMENT = 'pc';

export const indexBanner = defineContract({
  method: 'GET',
  path: '/web/index/banner',
  authz: policy.public,
  summary: '首页轮播图分组',
  query: z.object({ equipment: z.string().max(16).optional().describe('pc 或 h5') }),
  response: ZBannerGroups,
});

/**
 * SPEC §2 home "hot objects": the published posts with the highest ranking score (the same
 * order as the forum's 排行 sort), at most HOT_OBJECT_LIMIT. Drafts and posts under review
 * never appear.
 */
export const indexObject = defineContract({
  method: 'GET',
  path: '/web/index/object',
  authz: policy.public,
  summary: `首页热门：按热度排序的已发布帖子（最多 ${HOT_OBJECT_LIMIT} 条）`,
  response: z.array(ZItemCard),
});

export const ZFooterItem = z.object({
  name: z.string(),
  value: z.string().describe('文本、链接或悬停图片地址'),
  type: z
    .number()
    .int()
    .refine((v) => FooterItemType.has(v))
    .describe('0 文本，1 链接，2 悬停图片'),
});
export type FooterItem = z.infer<typeof ZFooterItem>;

/** SPEC §3 footer data: lists of name and value, plus copyright and filing number. */
export const ZFooterData = z.object({
  attention: z.array(ZFooterItem).describe('关于本站'),
  object: z.array(ZFooterItem).describe('官方平台'),
  shop: z.array(ZFooterItem).describe('相关信息'),
  report: z.array(ZFooterItem).describe('举报与反馈'),
  contact: z.array(ZFooterItem).describe('联系我们'),
  copyright: z.string(),
  filing_number: z.string().describe('备案号'),
  site: z
    .object({
      name: z.string().describe('站点名称'),
      logo: z.string().describe('站点 logo 图片地址；空串为内置标志'),
      mini_qr: z.string().describe('小程序二维码图片地址；空串为页脚的小程序悬停图片'),
    })
    .describe('站点设置（管理后台 站点设置）'),
});
export type FooterData = z.infer<typeof ZFooterData>;

export const indexFooter = defineContract({
  method: 'GET',
  path: '/web/index/footer',
  authz: policy.public,
  summary: '页脚数据',
  response: ZFooterData,
});

export const ZPageViewBody = z.object({
  page_path: z
    .string({ error: '页面路径不能为空' })
    .trim()
    .min(1, '页面路径不能为空')
    .max(512, '页面路径过长'),
  page_source: z.coerce
    .number({ error: '来源必须是数字' })
    .int()
    .refine((v) => PageViewSource.has(v), '来源不存在')
    .describe('1 PC，2 搜索引擎中转，3 小程序'),
  channel_code: z.string().trim().max(64, '渠道码过长').default('').describe('渠道码'),
});
export type PageViewBody = z.input<typeof ZPageViewBody>;

export const pageView = defineContract({
  method: 'POST',
  path: '/web/common/page_view',
  authz: policy.public,
  summary: '记录一次访问',
  body: ZPageViewBody,
  response: z.null(),
});

export const ZPageViewStats = z.object({
  page_path: z.string(),
  total: z.number().int().describe('该页面的访问记录总数'),
  today: z.number().int().describe('今天（北京时间）的访问记录数'),
});
export type PageViewStats = z.infer<typeof ZPageViewStats>;

export const pageViewStats = defineContract({
  method: 'GET',
  path: '/web/common/page_view',
  authz: policy.public,
  summary: '某个页面的访问量（SPEC §7 page_view 记录）：总数与今天',
  query: z.object({ page_path: ZPageViewBody.shape.page_path }),
  response: ZPageViewStats,
});
