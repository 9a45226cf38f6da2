import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_STATUS,
  PRODUCT_STATUS,
  RESOURCE_STATUS,
  SUPPLIER_APPLICATION_STATUS,
} from '@xinke/shared';
import type { TestApp } from '../../test/create-test-app';
import { buildUser } from '../../test/factories';
import {
  assertWellFormedXml,
  canonical,
  jsonLd,
  locs,
  metas,
  NV,
  readable,
  SITE,
  startCrawlerApp,
  titles,
  type CrawlerGet,
} from '../../test/seo-crawler';
import {
  products,
  resourceCategories,
  resourceFiles,
  resources,
  supplierApplications,
  supplierCategories,
  suppliers,
  works,
} from '../db/schema';

/**
 * The resource, product and supplier pages and sitemaps (docs/seo.md), from a crawler's
 * view (test/seo-crawler.ts): head, JSON-LD and readable text in the first HTML; drafts,
 * hidden listings and pending applications never exposed.
 */
let t: TestApp;
let get: CrawlerGet;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, get, close } = await startCrawlerApp());
});
afterAll(() => close());

const past = () => new Date(Date.now() - 3600_000);

/** The head every public page carries: title, description, canonical, og:*. */
function expectHead(doc: string, title: string, description: string, path: string) {
  expect(titles(doc)).toEqual([`${title} - 芯客`]);
  expect(metas(doc, 'name', 'description')).toEqual([description]);
  expect(canonical(doc)).toBe(`${SITE}${path}`);
  expect(metas(doc, 'property', 'og:title')).toEqual([title]);
  expect(metas(doc, 'property', 'og:description')).toEqual([description]);
  expect(metas(doc, 'property', 'og:url')).toEqual([`${SITE}${path}`]);
  expect(metas(doc, 'name', 'robots')).toEqual([]);
}

/** Every URL listed by the sitemap files of one family, as the index names them. */
async function sitemapFamily(name: string): Promise<{ files: string[]; urls: string[] }> {
  const index = await get('/sitemap.xml');
  expect(index.status).toBe(200);
  const files = locs(index.body).filter((f) => f.startsWith(`${SITE}/sitemaps/${name}-`));
  const urls: string[] = [];
  for (const file of files) {
    // The family's files carry the newest update time of their URLs.
    expect(index.body).toContain(`<loc>${file}</loc><lastmod>`);
    const res = await get(file.slice(SITE.length));
    expect(res.status, file).toBe(200);
    assertWellFormedXml(res.body);
    // Each URL with its own lastmod.
    expect(res.body.match(/<url>/g)?.length).toBe(res.body.match(/<lastmod>/g)?.length);
    urls.push(...locs(res.body));
  }
  return { files, urls };
}

describe('resources', () => {
  it('a published resource: DigitalDocument, its text and files; a draft or scheduled one is a 404', async () => {
    const [category] = await t.db
      .insert(resourceCategories)
      .values({ name: '数据手册' })
      .returning();
    const [shown, draft, scheduled] = await t.db
      .insert(resources)
      .values([
        {
          categoryId: category!.id,
          title: 'CH32V003 数据手册',
          summary: '青稞 RISC-V 内核的低成本单片机',
          content: '<h2>概述</h2><p>内置 2KB SRAM、16KB Flash。</p>',
          version: 'V1.7',
          status: RESOURCE_STATUS.published,
          publishTime: past(),
        },
        {
          categoryId: category!.id,
          title: '草稿资源：未公开的固件',
          status: RESOURCE_STATUS.draft,
        },
        {
          categoryId: category!.id,
          title: '定时资源：下周发布',
          status: RESOURCE_STATUS.published,
          publishTime: new Date(Date.now() + 86400_000),
        },
      ])
      .returning();
    await t.db.insert(resourceFiles).values({
      resourceId: shown!.id,
      name: 'CH32V003DS0.pdf',
      type: 'pdf',
      size: 1_572_864,
      sha256: 'a'.repeat(64),
      storageKey: 'resources/aa/x.pdf',
    });

    const path = `${NV}/resourceDownload/${shown!.id}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expectHead(res.body, 'CH32V003 数据手册', '青稞 RISC-V 内核的低成本单片机', path);
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'DigitalDocument',
      name: 'CH32V003 数据手册',
      genre: '数据手册',
      version: 'V1.7',
      url: `${SITE}${path}`,
      associatedMedia: [{ '@type': 'MediaObject', name: 'CH32V003DS0.pdf', encodingFormat: 'pdf' }],
    });
    const text = readable(res.body);
    for (const part of [
      'CH32V003 数据手册',
      '概述',
      '内置 2KB SRAM、16KB Flash。',
      'CH32V003DS0.pdf',
      '1.5 MB',
    ])
      expect(text).toContain(part);

    // The "more" address is the same page, under the same canonical address.
    const more = await get(`${NV}/more/download/${shown!.id}`);
    expect(more.status).toBe(200);
    expect(canonical(more.body)).toBe(`${SITE}${path}`);

    for (const hidden of [draft!, scheduled!]) {
      const gone = await get(`${NV}/resourceDownload/${hidden.id}`);
      expect(gone.status).toBe(404);
      expect(titles(gone.body)).toEqual(['页面不存在 - 芯客']);
      expect(gone.body).not.toMatch(/草稿资源|定时资源/);
    }
    expect((await get(`${NV}/more/download/${draft!.id}`)).status).toBe(404);

    // The library lists the published one only, and a known category has its own list.
    for (const list of [`${NV}/resource`, `${NV}/more/resource`]) {
      const page = await get(list);
      expect(page.status).toBe(200);
      expect(canonical(page.body)).toBe(`${SITE}${NV}/resource`);
      expect(page.body).toContain(`<a href="${path}">CH32V003 数据手册</a>`);
      expect(page.body).not.toMatch(/草稿资源|定时资源/);
      expect(jsonLd(page.body)[0]).toMatchObject({ '@type': 'CollectionPage' });
    }
    const byCategory = await get(`${NV}/resource?category=${category!.id}`);
    expect(titles(byCategory.body)).toEqual(['资源库 · 数据手册 - 芯客']);
    expect(canonical(byCategory.body)).toBe(`${SITE}${NV}/resource?category=${category!.id}`);

    const { files, urls } = await sitemapFamily('resources');
    expect(files.length).toBeGreaterThan(0);
    expect(urls).toContain(`${SITE}${path}`);
    for (const hidden of [draft!, scheduled!])
      expect(urls).not.toContain(`${SITE}${NV}/resourceDownload/${hidden.id}`);
  });
});

describe('products', () => {
  it('a landing page: Product with brand, images and the specs; a draft product is a 404', async () => {
    const [kit] = await t.db
      .insert(products)
      .values([
        {
          slug: 'xkw',
          name: '芯客 RISC-V 入门套件',
          slogan: '从点灯到 RTOS 的一站式套件',
          cover: '/uploads/kit.png',
          images: ['/uploads/kit-2.png'],
          highlights: ['板载调试器'],
          specs: [
            { group: '核心', name: '主控', value: 'CH32V307' },
            { group: '', name: '尺寸', value: '60×40 mm' },
          ],
          description: '<p>套件附带 20 个<b>例程</b>。</p>',
          status: PRODUCT_STATUS.discontinued,
        },
        {
          slug: 'xinke',
          name: '还在写的草稿产品',
          cover: '/uploads/draft.png',
          status: PRODUCT_STATUS.draft,
        },
      ])
      .returning();
    await t.db.insert(works).values([
      { title: '桌面气象站', author: '焊台老张', images: ['/uploads/w.png'], productId: kit!.id },
      {
        title: '被隐藏的作品',
        author: 'x',
        images: ['/uploads/h.png'],
        productId: kit!.id,
        status: LISTING_STATUS.hidden,
      },
    ]);

    const res = await get('/app/xkw-index');
    expect(res.status).toBe(200);
    expectHead(res.body, '芯客 RISC-V 入门套件', '从点灯到 RTOS 的一站式套件', '/app/xkw-index');
    expect(metas(res.body, 'property', 'og:image')).toEqual([`${SITE}/uploads/kit.png`]);
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'Product',
      name: '芯客 RISC-V 入门套件',
      brand: { '@type': 'Brand', name: '芯客' },
      image: [`${SITE}/uploads/kit.png`, `${SITE}/uploads/kit-2.png`],
      additionalProperty: [
        { '@type': 'PropertyValue', name: '核心 · 主控', value: 'CH32V307' },
        { '@type': 'PropertyValue', name: '尺寸', value: '60×40 mm' },
      ],
    });
    const text = readable(res.body);
    for (const part of [
      '已停产',
      '板载调试器',
      '核心 · 主控：CH32V307',
      '套件附带 20 个例程。',
      '桌面气象站',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('被隐藏的作品');
    // A trailing slash is the same page.
    expect((await get('/app/xkw-index/')).status).toBe(200);

    const hidden = await get('/app/xinke-index');
    expect(hidden.status).toBe(404);
    expect(hidden.body).not.toContain('还在写的草稿产品');

    const { urls } = await sitemapFamily('products');
    expect(urls).toEqual([`${SITE}/app/xkw-index`]);
  });
});

describe('suppliers', () => {
  it('a shown supplier: Organization with its address; hidden listings and pending applications are not exposed', async () => {
    const [pcb] = await t.db.insert(supplierCategories).values({ name: 'PCB 打样' }).returning();
    const [listed, quiet, hidden] = await t.db
      .insert(suppliers)
      .values([
        {
          name: '深圳速板电子',
          intro: '24 小时加急打样',
          description: '专注双层板与四层板。\n支持沉金工艺。',
          city: '深圳',
          address: '宝安区福永街道',
          services: ['PCB 打样', '钢网'],
          categoryIds: [pcb!.id],
          contactName: '王工',
          phone: '13800138000',
          contactVisible: 1,
        },
        {
          name: '不公开电话的工厂',
          description: '小批量贴片。',
          categoryIds: [pcb!.id],
          contactName: '李工',
          phone: '13900139000',
        },
        {
          name: '已隐藏的供应商',
          description: 'x',
          categoryIds: [pcb!.id],
          contactName: '赵工',
          phone: '13700137000',
          status: LISTING_STATUS.hidden,
        },
      ])
      .returning();
    const applicant = await buildUser(t.db);
    await t.db.insert(supplierApplications).values({
      userId: applicant.id,
      companyName: '待审核的公司',
      contactName: '周工',
      phone: '13600136000',
      categoryIds: [pcb!.id],
      licence: '/uploads/licence.png',
      description: '还没通过审核',
      status: SUPPLIER_APPLICATION_STATUS.pending,
    });

    const path = `${NV}/supplierDetail/${listed!.id}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expectHead(res.body, '深圳速板电子', '24 小时加急打样', path);
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'Organization',
      name: '深圳速板电子',
      url: `${SITE}${path}`,
      telephone: '13800138000',
      address: {
        '@type': 'PostalAddress',
        addressLocality: '深圳',
        streetAddress: '宝安区福永街道',
      },
      knowsAbout: ['PCB 打样', 'PCB 打样', '钢网'],
    });
    const text = readable(res.body);
    for (const part of ['专注双层板与四层板。', '支持沉金工艺。', '钢网', '王工', '13800138000'])
      expect(text).toContain(part);

    // The phone stays private unless the supplier made it public, in the text and the data.
    const privateOne = await get(`${NV}/supplierDetail/${quiet!.id}`);
    expect(privateOne.status).toBe(200);
    expect(privateOne.body).not.toContain('13900139000');
    expect(readable(privateOne.body)).toContain('供应商未公开电话');
    expect(jsonLd(privateOne.body)[0]).not.toHaveProperty('telephone');

    const gone = await get(`${NV}/supplierDetail/${hidden!.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).not.toContain('已隐藏的供应商');

    const list = await get(`${NV}/supplier`);
    expect(list.status).toBe(200);
    expectHead(list.body, '供应商', '芯客供应商：不公开电话的工厂；深圳速板电子', `${NV}/supplier`);
    expect(list.body).toContain(`<a href="${path}">深圳速板电子</a>`);
    expect(list.body).not.toMatch(/已隐藏的供应商|待审核的公司/);
    expect(jsonLd(list.body)[0]).toMatchObject({ '@type': 'CollectionPage' });
    const byCategory = await get(`${NV}/supplier?category_id=${pcb!.id}`);
    expect(canonical(byCategory.body)).toBe(`${SITE}${NV}/supplier?category_id=${pcb!.id}`);

    const { urls } = await sitemapFamily('suppliers');
    expect(urls).toContain(`${SITE}${path}`);
    expect(urls).toContain(`${SITE}${NV}/supplierDetail/${quiet!.id}`);
    expect(urls).not.toContain(`${SITE}${NV}/supplierDetail/${hidden!.id}`);
    expect(urls).toHaveLength(2);

    // The section's list pages are in the static sitemap.
    const pages = locs((await get('/sitemaps/pages-1.xml')).body);
    expect(pages).toContain(`${SITE}${NV}/resource`);
    expect(pages).toContain(`${SITE}${NV}/supplier`);
  });
});
