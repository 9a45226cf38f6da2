import { defineEnum } from './define-enum';

/*
 * Site content the operators run from the console (站点运营, docs/admin-site.md): banner
 * groups, footer groups, popup items, notices and the site settings.
 */

/** SPEC §3 banner groups of the home banner response, with the console's names. */
export const BannerGroupKey = defineEnum({
  banner1: { value: 'banner1', label: '首页主轮播' },
  banner2: { value: 'banner2', label: '资讯' },
  banner3: { value: 'banner3', label: '研究室' },
  banner48: { value: 'banner48', label: '研究成果' },
  banner49: { value: 'banner49', label: '热门活动' },
  banner50: { value: 'banner50', label: '活动' },
});
export const BANNER_GROUPS = [
  'banner1',
  'banner2',
  'banner3',
  'banner48',
  'banner49',
  'banner50',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Where a banner shows: the desktop site, the phone site, or both. */
export const BannerEquipment = defineEnum({
  all: { value: 'all', label: '全部' },
  pc: { value: 'pc', label: '电脑端' },
  h5: { value: 'h5', label: '手机端' },
});

/** SPEC §3 footer data groups (the keys of the footer response), in display order. */
export const FooterGroupKey = defineEnum({
  attention: { value: 'attention', label: '关于本站' },
  object: { value: 'object', label: '官方平台' },
  shop: { value: 'shop', label: '相关信息' },
  report: { value: 'report', label: '举报与反馈' },
  contact: { value: 'contact', label: '联系我们' },
});
export const FOOTER_GROUPS = ['attention', 'object', 'shop', 'report', 'contact'] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

/** SPEC §2: the sign-in popup is the popup item whose `url` is `signin`. */
export const SIGNIN_POPUP_URL = 'signin';

/** A notice (公告) is a draft until published; a published one shows from its publish time. */
export const NoticeStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
});
export const NOTICE_STATUS = NoticeStatus.values;

/** Notices per page of the public notice list. */
export const NOTICE_PAGE_SIZE = 10;

/**
 * The site settings an admin edits, with what the site shows while one is unset (an empty
 * logo or QR code: the built-in mark, the footer's 小程序 hover image).
 */
export const SITE_SETTING_DEFAULTS = {
  site_name: '芯客',
  logo: '',
  mini_qr: '',
  copyright: '',
  filing_number: '',
} as const;
export type SiteSettingKey = keyof typeof SITE_SETTING_DEFAULTS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_DEFAULTS) as SiteSettingKey[];

/** Longest texts of the site content forms (the server checks the same). */
export const SITE_LIMITS = {
  bannerTitle: 60,
  url: 500,
  footerName: 30,
  footerValue: 500,
  popupName: 30,
  popupUrl: 64,
  noticeTitle: 80,
  noticeContent: 20_000,
  siteName: 20,
  copyright: 100,
  filingNumber: 50,
  sort: 9999,
} as const;

/**
 * A link an operator may give a banner or footer item: a path of this site (`/app/…`) or an
 * http(s) address. No `//host` (another site disguised as a path), no javascript: or data:.
 */
export function isSiteLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

/** An absolute http(s) address (a supplier's shop page, a banner's outside link). */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** http(s), a host name (no user@), an optional port, then anything but whitespace. */
const HTTP_URL = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#][^\s]*)?$/i;

/** An image of ours: a path under /uploads/ (what the image upload answers), no dot segments. */
export function isOwnUploadPath(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._~\-/]+$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value);
}
