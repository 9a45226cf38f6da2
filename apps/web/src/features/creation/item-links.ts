import { ITEM_STATUS, ITEM_TYPE, type MyItem } from '@xinke/shared';

const NV = '/app/new-version';

type ItemRef = Pick<MyItem, 'id' | 'item_type' | 'item_status'>;

/** Where editing an item happens: the form of its kind, with ?draft=1 for drafts. */
export function editHref(item: ItemRef): string {
  const kind = item.item_type === ITEM_TYPE.vote ? 'vote' : 'post';
  const draft = item.item_status === ITEM_STATUS.draft ? '&draft=1' : '';
  return `${NV}/publish/${kind}?id=${item.id}${draft}`;
}

/** The author's preview of an item in any status (/preview/:id). */
export const previewHref = (id: number) => `${NV}/preview/${id}`;

/** The public page of a published item. */
export const detailHref = (id: number) => `${NV}/postDetail/${id}`;
