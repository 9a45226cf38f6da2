import { and, eq } from 'drizzle-orm';
import { PRODUCT_LANDING_SLUGS, PRODUCT_STATUS, productLandingPath } from '@xinke/shared';
import { products } from '../../db/schema';
import { ProductService, publicProduct } from '../../modules/product/product.service';
import { bodyParagraphs, clip } from '../html';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoContext, SeoPage, SeoPageDef } from '../types';

/** Works written into the page: the landing page shows the newest eight. */
const WORKS_SHOWN = 8;

/**
 * A product's landing page (/app/{slug}-index, docs/products.md): the public product with
 * that slug — on sale or discontinued (marked); a draft, or no product with the slug, is a
 * 404. The site has no other product page, so this is the product's one address.
 */
async function landingPage({ db, siteUrl }: SeoContext, slug: string): Promise<SeoPage | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), publicProduct))
    .limit(1);
  if (!row) return null;
  const works = await new ProductService(db).works(1, WORKS_SHOWN, row.id);
  const paragraphs = bodyParagraphs(row.description);
  const discontinued = row.status === PRODUCT_STATUS.discontinued;
  const path = productLandingPath(slug);
  const url = absoluteUrl(siteUrl, path);
  const images = [row.cover, ...row.images].filter(Boolean).map((i) => absoluteUrl(siteUrl, i));
  // Consecutive rows of one group are read under one heading, as the page shows them.
  const specLabel = (s: { group: string; name: string }) =>
    s.group ? `${s.group} · ${s.name}` : s.name;
  return {
    title: row.name,
    description: row.slogan || paragraphs.join('\n') || row.name,
    path,
    image: row.cover || undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': url,
        url,
        name: row.name,
        description: clip([row.slogan, ...paragraphs].filter(Boolean).join('\n'), 5000),
        brand: { '@type': 'Brand', name: '芯客' },
        ...(images.length > 0 ? { image: images } : {}),
        additionalProperty: row.specs.map((s) => ({
          '@type': 'PropertyValue',
          name: specLabel(s),
          value: s.value,
        })),
      },
    ],
    text: html`<article>
      <h1>${row.name}</h1>
      ${discontinued ? html`<p>已停产</p>` : ''}
      <p>${row.slogan}</p>
      ${
        row.highlights.length > 0
          ? html`<h2>产品亮点</h2>
              <ul>
                ${row.highlights.map((h) => html`<li>${h}</li> `)}
              </ul>`
          : ''
      }
      ${
        row.specs.length > 0
          ? html`<h2>规格参数</h2>
              <ul>
                ${row.specs.map((s) => html`<li>${specLabel(s)}：${s.value}</li> `)}
              </ul>`
          : ''
      }
      ${
        paragraphs.length > 0
          ? html`<h2>产品介绍</h2>
              ${paragraphs.map((p) => html`<p>${p}</p> `)}`
          : ''
      }
      ${
        works.data.length > 0
          ? html`<h2>用它做的作品</h2>
              <ul>
                ${works.data.map((w) => html`<li>${w.title} — ${w.author}</li> `)}
              </ul>`
          : ''
      }
    </article>`,
  };
}

/** One page per landing slug the SPA routes (route-table.ts lists the same slugs). */
export const productLandingPages: readonly SeoPageDef[] = PRODUCT_LANDING_SLUGS.map((slug) => ({
  pattern: productLandingPath(slug),
  load: (ctx) => landingPage(ctx, slug),
}));
