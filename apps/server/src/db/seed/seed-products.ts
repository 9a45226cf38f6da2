import type { Storage } from '../../uploads/storage';
import type { Db } from '../client';
import { products, supplierCategories, suppliers, works } from '../schema';
import {
  DEMO_PRODUCTS,
  DEMO_SUPPLIER_CATEGORIES,
  DEMO_SUPPLIERS,
  DEMO_WORKS,
} from './product-data';
import { PALETTE, wideSvg, writeImage } from './svg';

/** Products, works, supplier categories and suppliers of the demo (docs/products.md). */
export async function seedProducts(db: Db, uploads: Storage): Promise<void> {
  const productIds = new Map<string, number>();
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const shot = (n: number, subtitle: string) =>
      writeImage(
        uploads,
        `products/${p.key}-${n}.jpg`,
        wideSvg({
          width: 960,
          height: 720,
          from: PALETTE[(i * 2 + n) % PALETTE.length] ?? '#1677ff',
          to: PALETTE[(i * 2 + n + 5) % PALETTE.length] ?? '#722ed1',
          title: p.name,
          subtitle,
        }),
      );
    const cover = await shot(0, p.slogan);
    const images = [cover, await shot(1, '正面细节'), await shot(2, '接口与尺寸')];
    const [row] = await db
      .insert(products)
      .values({
        slug: p.slug,
        name: p.name,
        slogan: p.slogan,
        cover,
        images,
        highlights: p.highlights,
        specs: p.specs,
        description: p.description,
        buyUrl: p.buyUrl,
        learnUrl: p.learnUrl,
        status: p.status,
        sort: i,
      })
      .returning({ id: products.id });
    if (row) productIds.set(p.key, row.id);
  }
  for (const [i, w] of DEMO_WORKS.entries()) {
    const image = await writeImage(
      uploads,
      `works/work-${i + 1}.jpg`,
      wideSvg({
        width: 960,
        height: 720,
        from: PALETTE[(i + 3) % PALETTE.length] ?? '#13c2c2',
        to: PALETTE[(i + 7) % PALETTE.length] ?? '#eb2f96',
        title: w.title,
        subtitle: `作者：${w.author}`,
      }),
    );
    await db.insert(works).values({
      title: w.title,
      author: w.author,
      images: [image],
      content: w.content,
      productId: w.product ? (productIds.get(w.product) ?? null) : null,
      createTime: new Date(Date.UTC(2026, 9, 1 + i * 5)),
    });
  }
  const categories = await db
    .insert(supplierCategories)
    .values(DEMO_SUPPLIER_CATEGORIES.map((name, sort) => ({ name, sort })))
    .returning();
  const byName = new Map(categories.map((c) => [c.name, c.id]));
  await db.insert(suppliers).values(
    DEMO_SUPPLIERS.map((s, sort) => ({
      name: s.name,
      intro: s.intro,
      city: s.city,
      address: s.address,
      services: s.services,
      categoryIds: s.categories.flatMap((c) => byName.get(c) ?? []),
      description: s.description,
      contactName: s.contactName,
      phone: s.phone,
      contactVisible: s.contactVisible,
      sort,
    })),
  );
}
