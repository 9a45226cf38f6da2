import { PRODUCT_KEY } from './client';
import { defineEnum } from './define-enum';

/*
 * Products, works and suppliers (docs/products.md). SPEC §7 names the product and work
 * calls and §2 the supplier pages without their fields or rules; these are ours.
 */

/** A product's state: a draft is the console's only; discontinued stays readable, marked. */
export const ProductStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  onSale: { value: 1, label: '在售' },
  discontinued: { value: 2, label: '已停产' },
});
export const PRODUCT_STATUS = ProductStatus.values;

/**
 * The products with a landing page, by slug: `/app/{slug}-index` (SPEC §2 names these two).
 * React Router cannot match `:slug-index`, so the web's route table and the server's
 * search-engine pages both list the paths from here; a new landing page is one more slug.
 */
export const PRODUCT_LANDING_SLUGS = ['xkw', PRODUCT_KEY] as const;
export const productLandingPath = (slug: string) => `/app/${slug}-index`;

/** Works and supplier listings: shown on the site or hidden by staff. */
export const ListingStatus = defineEnum({
  hidden: { value: 0, label: '隐藏' },
  shown: { value: 1, label: '显示' },
});
export const LISTING_STATUS = ListingStatus.values;

/** A supplier application (供应商入驻申请). Only a pending one may be decided. */
export const SupplierApplicationStatus = defineEnum({
  pending: { value: 0, label: '审核中' },
  approved: { value: 1, label: '已通过' },
  rejected: { value: 2, label: '未通过' },
});
export const SUPPLIER_APPLICATION_STATUS = SupplierApplicationStatus.values;

/** Whether a supplier's phone is shown on its public page (the supplier's choice). */
export const ContactVisibility = defineEnum({
  hidden: { value: 0, label: '不公开电话' },
  shown: { value: 1, label: '公开电话' },
});
export const CONTACT_VISIBILITY = ContactVisibility.values;

/** Length and count limits of products, works and suppliers (docs/products.md). */
export const PRODUCT_LIMITS = {
  name: 40,
  slogan: 80,
  slug: 30,
  images: 9,
  highlights: 6,
  highlight: 40,
  specRows: 60,
  specGroup: 20,
  specName: 30,
  specValue: 120,
  description: 30_000,
  url: 500,
  workTitle: 60,
  workAuthor: 30,
  workContent: 2_000,
  companyName: 60,
  contactName: 20,
  supplierIntro: 100,
  supplierDescription: 2_000,
  services: 10,
  service: 30,
  address: 100,
  categoryName: 12,
  categoriesPerSupplier: 5,
  keyword: 30,
  rejectReason: 200,
} as const;

/** A product's landing-page key (/app/{slug}-index): lower-case letters, digits, -. */
export const PRODUCT_SLUG_RE = /^[a-z][a-z0-9]{1,29}$/;

/** Rows per page on the public product, work and supplier lists. */
export const PRODUCT_PAGE_SIZE = 12;
export const SUPPLIER_PAGE_SIZE = 12;
