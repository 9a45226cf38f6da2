import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema';
import { categoryMap, toSupplierCard, toSupplierDetail } from '../../modules/product/product-rows';
import { shownSupplier, SupplierService } from '../../modules/product/supplier.service';
import { clip } from '../html';
import { idParam, NV } from '../match';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoContext, SeoPage, SeoPageDef } from '../types';
import { LIST_SIZE, collectionPage } from './common';

export const supplierPath = (id: number) => `${NV}/supplierDetail/${id}`;
const LIST_PATH = `${NV}/supplier`;

/** A description as its paragraphs (plain text, written in lines; the page keeps them). */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * A supplier's page (供应商详情): only a listing the site shows; a hidden one, or an
 * application not yet approved (which has no listing), is a 404. The phone only when the
 * supplier made it public — toSupplierDetail decides, as for the API.
 */
async function supplierDetail({ db, siteUrl }: SeoContext, id: number): Promise<SeoPage | null> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), shownSupplier))
    .limit(1);
  if (!row) return null;
  const s = toSupplierDetail(row, await categoryMap(db, row.categoryIds));
  const path = supplierPath(s.id);
  const url = absoluteUrl(siteUrl, path);
  const categories = s.categories.map((c) => c.name);
  return {
    title: s.name,
    description: s.intro || s.description || `${s.name}：芯客供应商`,
    path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': url,
        url,
        name: s.name,
        description: clip(s.description || s.intro, 5000),
        ...(s.city || s.address
          ? {
              address: {
                '@type': 'PostalAddress',
                addressCountry: 'CN',
                ...(s.city ? { addressLocality: s.city } : {}),
                ...(s.address ? { streetAddress: s.address } : {}),
              },
            }
          : {}),
        ...(s.phone ? { telephone: s.phone } : {}),
        knowsAbout: [...categories, ...s.services],
      },
    ],
    text: html`<article>
      <h1>${s.name}</h1>
      <p>${s.intro}</p>
      ${categories.length > 0 ? html`<p>分类：${categories.join('、')}</p>` : ''}
      <h2>公司介绍</h2>
      ${lines(s.description).map((p) => html`<p>${p}</p> `)}
      ${
        s.services.length > 0
          ? html`<h2>产品与服务</h2>
              <p>${s.services.join('、')}</p>`
          : ''
      }
      <h2>联系方式</h2>
      <p>联系人：${s.contact_name} · 电话：${s.phone ?? '供应商未公开电话'}</p>
      ${s.city ? html`<p>城市：${s.city}</p>` : ''}
      ${s.address ? html`<p>地址：${s.address}</p>` : ''}
    </article>`,
  };
}

/** The supplier list (供应商): shown listings in the list's order, of a category when asked. */
async function supplierList(
  { db, siteUrl, clock }: SeoContext,
  query: URLSearchParams,
): Promise<SeoPage> {
  const categories = await new SupplierService(db, clock).categories();
  // A known category is a list of its own (canonical with it); anything else reads as all.
  const category = categories.find((c) => String(c.id) === query.get('category_id'));
  const rows = await db
    .select()
    .from(suppliers)
    .where(
      and(
        shownSupplier,
        category ? sql`${category.id} = any(${suppliers.categoryIds})` : undefined,
      ),
    )
    .orderBy(asc(suppliers.sort), desc(suppliers.id))
    .limit(LIST_SIZE);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const cards = rows.map((r) => toSupplierCard(r, names));
  const path = category ? `${LIST_PATH}?category_id=${category.id}` : LIST_PATH;
  const title = category ? `供应商 · ${category.name}` : '供应商';
  return {
    title,
    description:
      cards.length > 0
        ? `芯客供应商：${cards
            .slice(0, 5)
            .map((c) => c.name)
            .join('；')}`
        : '芯客供应商：PCB 打样、SMT 贴片、元器件分销等硬件服务商',
    path,
    jsonLd: [
      collectionPage(
        siteUrl,
        { name: title, path },
        cards.map((c) => ({ name: c.name, path: supplierPath(c.id) })),
      ),
    ],
    text: html`<h1>${title}</h1>
      <p>
        分类：${categories.map(
          (c) => html`<a href="${LIST_PATH}?category_id=${c.id}">${c.name}</a> `,
        )}
      </p>
      ${
        cards.length === 0
          ? html`<p>暂无供应商</p>`
          : html`<ul>
              ${cards.map(
                (c) =>
                  html`<li>
                    <a href="${supplierPath(c.id)}">${c.name}</a>
                    ${c.city ? `（${c.city}）` : ''}
                    <p>${c.intro}</p>
                    ${
                      c.categories.length > 0 || c.services.length > 0
                        ? html`<p>
                            ${[...c.categories.map((x) => x.name), ...c.services].join('、')}
                          </p>`
                        : ''
                    }
                  </li> `,
              )}
            </ul>`
      }`,
  };
}

export const supplierListPage: SeoPageDef = {
  pattern: 'supplier',
  load: (ctx, _params, query) => supplierList(ctx, query),
};

export const supplierDetailPage: SeoPageDef = {
  pattern: 'supplierDetail/:id',
  async load(ctx, params) {
    const id = idParam(params.id);
    return id === null ? null : supplierDetail(ctx, id);
  },
};
