import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt, zPhone } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import {
  ContactVisibility,
  PRODUCT_LIMITS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SLUG_RE,
  SUPPLIER_PAGE_SIZE,
} from '../constants/product';
import { isOwnUploadPath } from '../constants/site';
import { MSG } from '../messages';

/*
 * Products, works and suppliers on the public site (SPEC §7 /web/product/*, /web/work/*;
 * §2 supplier, supplierDetail/:id, supplierJoin; docs/products.md). Staff write them in the
 * console (contracts/admin-product.ts); members only apply to become a supplier.
 */

const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('id') });

export const ZSpecRow = z.object({
  group: z.string().describe('分组（如 处理器、无线、接口），可为空'),
  name: z.string(),
  value: z.string(),
});
export type SpecRow = z.infer<typeof ZSpecRow>;

export const ZProductCard = z.object({
  id: int(),
  slug: z.string().nullable().describe('落地页标识：/app/{slug}-index'),
  name: z.string(),
  slogan: z.string(),
  cover: z.string(),
  status: int().describe('1 在售，2 已停产'),
});
export type ProductCard = z.infer<typeof ZProductCard>;

export const ZWorkCard = z.object({
  id: int(),
  title: z.string(),
  cover: z.string(),
  author: z.string(),
  product_id: int().nullable(),
  product_name: z.string().nullable(),
  create_time: zUnixSeconds,
});
export type WorkCard = z.infer<typeof ZWorkCard>;

export const ZProductDetail = ZProductCard.extend({
  images: z.array(z.string()),
  highlights: z.array(z.string()),
  specs: z.array(ZSpecRow),
  description: z.string().describe('净化后的 HTML'),
  buy_url: z.string(),
  learn_url: z.string(),
  works: z.array(ZWorkCard).describe('用它做的作品（最新 8 个）'),
});
export type ProductDetail = z.infer<typeof ZProductDetail>;

export const ZWorkDetail = ZWorkCard.extend({
  images: z.array(z.string()),
  content: z.string().describe('纯文本，换行保留'),
  product: ZProductCard.nullable(),
});
export type WorkDetail = z.infer<typeof ZWorkDetail>;

export const productList = defineContract({
  method: 'GET',
  path: '/web/product/list',
  authz: policy.public,
  summary: '产品列表（在售在前，再按排序；草稿不出现）',
  query: z.object({ page: zPageNumber, page_size: zPageSize(PRODUCT_PAGE_SIZE) }),
  response: zPage(ZProductCard),
});

export const productDetail = defineContract({
  method: 'GET',
  path: '/web/product/detail/:id',
  authz: policy.public,
  summary: '产品详情：图集、参数表、介绍、购买/了解链接和用它做的作品',
  params: zId,
  response: ZProductDetail,
});

export const productLanding = defineContract({
  method: 'GET',
  path: '/web/product/landing/:slug',
  authz: policy.public,
  summary: '产品落地页（/app/{slug}-index）：按标识取产品详情',
  params: z.object({
    slug: z.string().regex(PRODUCT_SLUG_RE, MSG.productSlugInvalid).describe('落地页标识'),
  }),
  response: ZProductDetail,
});

export const workList = defineContract({
  method: 'GET',
  path: '/web/work/list',
  authz: policy.public,
  summary: '作品列表（新→旧），可按产品筛选',
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(PRODUCT_PAGE_SIZE),
    product_id: zDbInt(MSG.idInvalid).optional().describe('只看用这个产品做的作品'),
  }),
  response: zPage(ZWorkCard),
});

export const workDetail = defineContract({
  method: 'GET',
  path: '/web/work/detail/:id',
  authz: policy.public,
  summary: '作品详情',
  params: zId,
  response: ZWorkDetail,
});

// ---------------------------------------------------------------- suppliers

export const ZSupplierCategory = z.object({ id: int(), name: z.string() });
export type SupplierCategory = z.infer<typeof ZSupplierCategory>;

export const ZSupplierCard = z.object({
  id: int(),
  name: z.string(),
  intro: z.string(),
  city: z.string(),
  categories: z.array(ZSupplierCategory),
  services: z.array(z.string()),
});
export type SupplierCard = z.infer<typeof ZSupplierCard>;

export const ZSupplierDetail = ZSupplierCard.extend({
  description: z.string().describe('纯文本，换行保留'),
  address: z.string(),
  contact_name: z.string(),
  phone: z.string().nullable().describe('供应商选择不公开时为 null'),
  create_time: zUnixSeconds,
});
export type SupplierDetail = z.infer<typeof ZSupplierDetail>;

export const supplierCategories = defineContract({
  method: 'GET',
  path: '/web/supplier/category',
  authz: policy.public,
  summary: '供应商分类（运营维护，按排序）',
  response: z.array(ZSupplierCategory),
});

export const supplierList = defineContract({
  method: 'GET',
  path: '/web/supplier/list',
  authz: policy.public,
  summary: '供应商列表：可按分类筛选、按公司名或服务搜索',
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(SUPPLIER_PAGE_SIZE),
    category_id: zDbInt(MSG.idInvalid).optional(),
    keyword: z.string().trim().max(PRODUCT_LIMITS.keyword, MSG.supplierKeywordTooLong).default(''),
  }),
  response: zPage(ZSupplierCard),
});

export const supplierDetail = defineContract({
  method: 'GET',
  path: '/web/supplier/detail/:id',
  authz: policy.public,
  summary: '供应商详情：公司介绍、分类、产品与服务、联系方式（按供应商的选择公开）',
  params: zId,
  response: ZSupplierDetail,
});

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const ZSupplierJoinInput = z.object({
  company_name: text(PRODUCT_LIMITS.companyName, MSG.companyNameRequired, MSG.companyNameTooLong),
  contact_name: text(PRODUCT_LIMITS.contactName, MSG.contactNameRequired, MSG.contactNameTooLong),
  phone: zPhone,
  contact_visible: z
    .number({ error: MSG.contactVisibilityInvalid })
    .int(MSG.contactVisibilityInvalid)
    .refine((v) => ContactVisibility.has(v), MSG.contactVisibilityInvalid)
    .default(0)
    .describe('1 在供应商页公开电话'),
  category_ids: z
    .array(zDbInt(MSG.supplierCategoriesInvalid, { coerce: false }), {
      error: MSG.supplierCategoriesRequired,
    })
    .min(1, MSG.supplierCategoriesRequired)
    .max(PRODUCT_LIMITS.categoriesPerSupplier, MSG.supplierCategoriesTooMany),
  licence: z
    .string({ error: MSG.licenceRequired })
    .trim()
    .min(1, MSG.licenceRequired)
    .max(PRODUCT_LIMITS.url, MSG.licenceInvalid)
    .refine(isOwnUploadPath, MSG.licenceInvalid)
    .describe('营业执照：本人经 /web/common/image 上传的图片路径'),
  description: text(
    PRODUCT_LIMITS.supplierDescription,
    MSG.supplierDescriptionRequired,
    MSG.supplierDescriptionTooLong,
  ),
});
export type SupplierJoinInput = z.input<typeof ZSupplierJoinInput>;

export const ZSupplierApplication = z.object({
  id: int(),
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  contact_visible: int(),
  categories: z.array(ZSupplierCategory),
  licence: z.string(),
  description: z.string(),
  status: int().describe('0 审核中，1 已通过，2 未通过'),
  reason: z.string().describe('驳回原因'),
  supplier_id: int().nullable().describe('通过后的供应商页'),
  create_time: zUnixSeconds,
  review_time: zUnixSeconds.nullable(),
});
export type SupplierApplication = z.infer<typeof ZSupplierApplication>;

export const supplierJoin = defineContract({
  method: 'POST',
  path: '/web/supplier/join',
  authz: policy.member,
  summary: '提交供应商入驻申请（每人同时只能有一份审核中的申请）',
  auth: true,
  body: ZSupplierJoinInput,
  response: ZSupplierApplication,
});

export const supplierMyApplication = defineContract({
  method: 'GET',
  path: '/web/supplier/join',
  authz: policy.member,
  summary: '我最近一次的入驻申请及其状态；没有为 null',
  auth: true,
  response: ZSupplierApplication.nullable(),
});
