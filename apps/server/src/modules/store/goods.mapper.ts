import type { Goods } from '@xinke/shared';
import type { goods } from '../../db/schema';

export type GoodsRow = typeof goods.$inferSelect;

export const toGoods = (r: GoodsRow): Goods => ({
  id: r.id,
  title: r.title,
  cover: r.cover,
  images: r.images,
  description: r.description,
  price: r.price,
  stock: r.stock,
  sold: r.sold,
  pflag: r.pflag,
  ship_note: r.shipNote,
  status: r.status,
});
