import { z } from 'zod';
import { defineContract } from './define';
import { zDbInt } from './fields';
import { policy } from './policy';
import { zPage, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { ADMIN_PAGE_SIZE } from '../constants/admin';
import {
  ContactVisibility,
  ListingStatus,
  PRODUCT_LIMITS,
  PRODUCT_SLUG_RE,
  ProductStatus,
  SupplierApplicationStatus,
} from '../constants/product';
import { SITE_LIMITS, isOwnUploadPath, isSiteLink } from '../constants/site';
import { MSG } from '../messages';
import { zPhone } from './fields';
import {
  ZProductDetail,
  ZSpecRow,
  ZSupplierApplication,
  ZSupplierCategory,
  ZSupplierDetail,
  ZWorkDetail,
} from './product';

/*
 * 产品与供应商 in the operator console (docs/products.md): products with their specs
 * table, works, supplier categories, suppliers and the supplier-application queue.
 * Admins only; every write is one staff audit row.
 */

const admin = policy.staff('admin', MSG.adminOnly);
const int = () => z.number().int();
const zId = z.object({ id: zDbInt(MSG.idInvalid).describe('id') });
const zDeleted = z.object({ id: int() });

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).trim().max(max, tooLong).default('');
const zImage = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(SITE_LIMITS.url, MSG.productImageInvalid)
    .refine(isOwnUploadPath, MSG.productImageInvalid);
const zLink = z
  .string({ error: MSG.productLinkInvalid })
  .trim()
  .max(PRODUCT_LIMITS.url, MSG.productLinkInvalid)
  .refine((v) => v === '' || isSiteLink(v), MSG.productLinkInvalid)
  .default('');
const zSort = z
  .number({ error: MSG.siteSortInvalid })
  .int(MSG.siteSortInvalid)
  .min(0, MSG.siteSortInvalid)
  .max(SITE_LIMITS.sort, MSG.siteSortInvalid)
  .default(0);
const zListing = z
  .number({ error: MSG.listingStatusInvalid })
  .int(MSG.listingStatusInvalid)
  .refine((v) => ListingStatus.has(v), MSG.listingStatusInvalid)
  .default(1);
const zAdminQuery = z.object({ page: zPageNumber, page_size: zPageSize(ADMIN_PAGE_SIZE) });

// ---------------------------------------------------------------- products

export const ZAdminProduct = ZProductDetail.omit({ works: true }).extend({
  sort: int(),
  update_time: zUnixSeconds,
});
export type AdminProduct = z.infer<typeof ZAdminProduct>;

const zSpecRowInput = z.object({
  group: z
    .string({ error: MSG.productSpecRowInvalid })
    .trim()
    .max(PRODUCT_LIMITS.specGroup, MSG.productSpecRowInvalid)
    .default(''),
  name: text(PRODUCT_LIMITS.specName, MSG.productSpecRowInvalid, MSG.productSpecRowInvalid),
  value: text(PRODUCT_LIMITS.specValue, MSG.productSpecRowInvalid, MSG.productSpecRowInvalid),
}) satisfies z.ZodType<z.infer<typeof ZSpecRow>, unknown>;

export const ZProductInput = z.object({
  name: text(PRODUCT_LIMITS.name, MSG.productNameRequired, MSG.productNameTooLong),
  slogan: optionalText(PRODUCT_LIMITS.slogan, MSG.productSloganTooLong),
  slug: z
    .string({ error: MSG.productSlugInvalid })
    .trim()
    .refine((v) => v === '' || PRODUCT_SLUG_RE.test(v), MSG.productSlugInvalid)
    .default('')
    .describe('落地页标识（/app/{slug}-index），可空'),
  cover: zImage(MSG.productCoverRequired),
  images: z
    .array(zImage(MSG.productImageInvalid), { error: MSG.productImageInvalid })
    .max(PRODUCT_LIMITS.images, MSG.productImagesTooMany)
    .default([]),
  highlights: z
    .array(
      text(PRODUCT_LIMITS.highlight, MSG.productHighlightsInvalid, MSG.productHighlightsInvalid),
      { error: MSG.productHighlightsInvalid },
    )
    .max(PRODUCT_LIMITS.highlights, MSG.productHighlightsInvalid)
    .default([]),
  specs: z
    .array(zSpecRowInput, { error: MSG.productSpecRowInvalid })
    .max(PRODUCT_LIMITS.specRows, MSG.productSpecsTooMany)
    .default([]),
  description: z
    .string({ error: MSG.productDescriptionTooLong })
    .max(PRODUCT_LIMITS.description, MSG.productDescriptionTooLong)
    .default('')
    .describe('HTML，保存前净化'),
  buy_url: zLink,
  learn_url: zLink,
  status: z
    .number({ error: MSG.productStatusInvalid })
    .int(MSG.productStatusInvalid)
    .refine((v) => ProductStatus.has(v), MSG.productStatusInvalid)
    .default(0),
  sort: zSort,
});
export type ProductInput = z.input<typeof ZProductInput>;

export const adminProducts = defineContract({
  method: 'GET',
  path: '/web/admin/products',
  authz: admin,
  summary: '产品（含草稿），按排序',
  auth: true,
  query: zAdminQuery,
  response: zPage(ZAdminProduct),
});
export const adminProductCreate = defineContract({
  method: 'POST',
  path: '/web/admin/product/create',
  authz: admin,
  summary: '新建产品；写入操作日志',
  auth: true,
  body: ZProductInput,
  response: ZAdminProduct,
});
export const adminProductUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/product/update/:id',
  authz: admin,
  summary: '修改产品（含参数表、上下架）；写入操作日志',
  auth: true,
  params: zId,
  body: ZProductInput,
  response: ZAdminProduct,
});
export const adminProductDelete = defineContract({
  method: 'POST',
  path: '/web/admin/product/delete/:id',
  authz: admin,
  summary: '删除产品（其作品不再关联产品）；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- works

export const ZAdminWork = ZWorkDetail.omit({ product: true }).extend({ status: int() });
export type AdminWork = z.infer<typeof ZAdminWork>;

export const ZWorkInput = z.object({
  title: text(PRODUCT_LIMITS.workTitle, MSG.workTitleRequired, MSG.workTitleTooLong),
  author: text(PRODUCT_LIMITS.workAuthor, MSG.workAuthorRequired, MSG.workAuthorTooLong),
  images: z
    .array(zImage(MSG.productImageInvalid), { error: MSG.workImagesRequired })
    .min(1, MSG.workImagesRequired)
    .max(PRODUCT_LIMITS.images, MSG.productImagesTooMany),
  content: optionalText(PRODUCT_LIMITS.workContent, MSG.workContentTooLong),
  product_id: zDbInt(MSG.productNotFound, { coerce: false }).nullable().default(null),
  status: zListing,
});
export type WorkInput = z.input<typeof ZWorkInput>;

export const adminWorks = defineContract({
  method: 'GET',
  path: '/web/admin/works',
  authz: admin,
  summary: '作品（含隐藏的），新→旧',
  auth: true,
  query: zAdminQuery,
  response: zPage(ZAdminWork),
});
export const adminWorkCreate = defineContract({
  method: 'POST',
  path: '/web/admin/work/create',
  authz: admin,
  summary: '新建作品；写入操作日志',
  auth: true,
  body: ZWorkInput,
  response: ZAdminWork,
});
export const adminWorkUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/work/update/:id',
  authz: admin,
  summary: '修改作品；写入操作日志',
  auth: true,
  params: zId,
  body: ZWorkInput,
  response: ZAdminWork,
});
export const adminWorkDelete = defineContract({
  method: 'POST',
  path: '/web/admin/work/delete/:id',
  authz: admin,
  summary: '删除作品；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- supplier categories

export const ZAdminSupplierCategory = ZSupplierCategory.extend({
  sort: int(),
  supplier_count: int(),
});
export type AdminSupplierCategory = z.infer<typeof ZAdminSupplierCategory>;

export const ZSupplierCategoryInput = z.object({
  name: text(
    PRODUCT_LIMITS.categoryName,
    MSG.supplierCategoryNameRequired,
    MSG.supplierCategoryNameTooLong,
  ),
  sort: zSort,
});

export const adminSupplierCategories = defineContract({
  method: 'GET',
  path: '/web/admin/supplier_categories',
  authz: admin,
  summary: '供应商分类（含使用它的供应商数）',
  auth: true,
  response: z.array(ZAdminSupplierCategory),
});
export const adminSupplierCategoryCreate = defineContract({
  method: 'POST',
  path: '/web/admin/supplier_category/create',
  authz: admin,
  summary: '新建供应商分类；写入操作日志',
  auth: true,
  body: ZSupplierCategoryInput,
  response: ZAdminSupplierCategory,
});
export const adminSupplierCategoryUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/supplier_category/update/:id',
  authz: admin,
  summary: '修改供应商分类；写入操作日志',
  auth: true,
  params: zId,
  body: ZSupplierCategoryInput,
  response: ZAdminSupplierCategory,
});
export const adminSupplierCategoryDelete = defineContract({
  method: 'POST',
  path: '/web/admin/supplier_category/delete/:id',
  authz: admin,
  summary: '删除没有供应商和申请使用的分类；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- suppliers

export const ZAdminSupplier = ZSupplierDetail.extend({
  phone: z.string(),
  contact_visible: int(),
  status: int(),
  sort: int(),
  user_id: int().nullable().describe('入驻的会员'),
});
export type AdminSupplier = z.infer<typeof ZAdminSupplier>;

export const ZSupplierInput = z.object({
  name: text(PRODUCT_LIMITS.companyName, MSG.companyNameRequired, MSG.companyNameTooLong),
  intro: optionalText(PRODUCT_LIMITS.supplierIntro, MSG.supplierIntroTooLong),
  description: text(
    PRODUCT_LIMITS.supplierDescription,
    MSG.supplierDescriptionRequired,
    MSG.supplierDescriptionTooLong,
  ),
  city: optionalText(PRODUCT_LIMITS.contactName, MSG.supplierAddressTooLong),
  address: optionalText(PRODUCT_LIMITS.address, MSG.supplierAddressTooLong),
  services: z
    .array(text(PRODUCT_LIMITS.service, MSG.supplierServicesInvalid, MSG.supplierServicesInvalid), {
      error: MSG.supplierServicesInvalid,
    })
    .max(PRODUCT_LIMITS.services, MSG.supplierServicesInvalid)
    .default([]),
  category_ids: z
    .array(zDbInt(MSG.supplierCategoriesInvalid, { coerce: false }), {
      error: MSG.supplierCategoriesRequired,
    })
    .min(1, MSG.supplierCategoriesRequired)
    .max(PRODUCT_LIMITS.categoriesPerSupplier, MSG.supplierCategoriesTooMany),
  contact_name: text(PRODUCT_LIMITS.contactName, MSG.contactNameRequired, MSG.contactNameTooLong),
  phone: zPhone,
  contact_visible: z
    .number({ error: MSG.contactVisibilityInvalid })
    .int(MSG.contactVisibilityInvalid)
    .refine((v) => ContactVisibility.has(v), MSG.contactVisibilityInvalid)
    .default(0),
  status: zListing,
  sort: zSort,
});
export type SupplierInput = z.input<typeof ZSupplierInput>;

export const adminSuppliers = defineContract({
  method: 'GET',
  path: '/web/admin/suppliers',
  authz: admin,
  summary: '供应商（含隐藏的），新→旧',
  auth: true,
  query: zAdminQuery,
  response: zPage(ZAdminSupplier),
});
export const adminSupplierUpdate = defineContract({
  method: 'POST',
  path: '/web/admin/supplier/update/:id',
  authz: admin,
  summary: '修改供应商资料或显示状态；写入操作日志',
  auth: true,
  params: zId,
  body: ZSupplierInput,
  response: ZAdminSupplier,
});
export const adminSupplierDelete = defineContract({
  method: 'POST',
  path: '/web/admin/supplier/delete/:id',
  authz: admin,
  summary: '删除供应商；写入操作日志',
  auth: true,
  params: zId,
  response: zDeleted,
});

// ---------------------------------------------------------------- applications

export const ZAdminSupplierApplication = ZSupplierApplication.extend({
  user_id: int(),
  nickname: z.string(),
});
export type AdminSupplierApplication = z.infer<typeof ZAdminSupplierApplication>;

export const adminSupplierApplications = defineContract({
  method: 'GET',
  path: '/web/admin/supplier_applications',
  authz: admin,
  summary: '供应商入驻申请：审核中的按提交先后，其余新→旧',
  auth: true,
  query: zAdminQuery.extend({
    status: z.coerce
      .number()
      .int()
      .refine((v) => SupplierApplicationStatus.has(v), MSG.listingStatusInvalid)
      .optional()
      .describe('0 审核中，1 已通过，2 未通过；不填为全部'),
  }),
  response: zPage(ZAdminSupplierApplication),
});
export const adminSupplierApprove = defineContract({
  method: 'POST',
  path: '/web/admin/supplier_application/approve/:id',
  authz: admin,
  summary: '通过入驻申请：建立或更新该会员的供应商页并发系统消息；写入操作日志',
  auth: true,
  params: zId,
  response: ZAdminSupplierApplication,
});
export const adminSupplierReject = defineContract({
  method: 'POST',
  path: '/web/admin/supplier_application/reject/:id',
  authz: admin,
  summary: '驳回入驻申请（须填原因）并发系统消息；写入操作日志',
  auth: true,
  params: zId,
  body: z.object({
    reason: text(
      PRODUCT_LIMITS.rejectReason,
      MSG.supplierRejectReasonRequired,
      MSG.supplierRejectReasonTooLong,
    ),
  }),
  response: ZAdminSupplierApplication,
});
