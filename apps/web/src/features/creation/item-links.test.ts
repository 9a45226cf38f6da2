import { describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE } from '@xinke/shared';
import { detailHref, editHref, previewHref } from './item-links';

describe('links of my items', () => {
  it('edits a post or a vote in the form of its kind; drafts carry ?draft=1', () => {
    const post = { id: 7, item_type: ITEM_TYPE.general, item_status: ITEM_STATUS.published };
    expect(editHref(post)).toBe('/app/new-version/publish/post?id=7');
    expect(editHref({ ...post, item_status: ITEM_STATUS.draft })).toBe(
      '/app/new-version/publish/post?id=7&draft=1',
    );
    expect(
      editHref({ ...post, item_type: ITEM_TYPE.vote, item_status: ITEM_STATUS.rejected }),
    ).toBe('/app/new-version/publish/vote?id=7');
  });

  it('previews and opens an item by id', () => {
    expect(previewHref(12)).toBe('/app/new-version/preview/12');
    expect(detailHref(12)).toBe('/app/new-version/postDetail/12');
  });
});
