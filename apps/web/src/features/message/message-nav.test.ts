import { describe, expect, it } from 'vitest';
import { MESSAGE_CATEGORY } from '@xinke/shared';
import { MESSAGE_PAGES, msgTabPath, SIDE_ENTRIES } from './message-nav';

const NV = '/app/new-version/message';

describe('msg/:tab → the message centre page', () => {
  it.each([
    ['commentAndReply', `${NV}/commentAndReply`],
    ['system', `${NV}/system`],
    ['setting', `${NV}/setting`],
    [String(MESSAGE_CATEGORY.commentReply), `${NV}/commentAndReply`],
    [String(MESSAGE_CATEGORY.like), `${NV}/thumb`],
    [String(MESSAGE_CATEGORY.fans), `${NV}/follow`],
    [String(MESSAGE_CATEGORY.system), `${NV}/system`],
    [String(MESSAGE_CATEGORY.activityDispatch), `${NV}/active`],
    ['9', `${NV}/commentAndReply`],
    ['constructor', `${NV}/commentAndReply`],
    [undefined, `${NV}/commentAndReply`],
  ])('%s → %s', (tab, path) => {
    expect(msgTabPath(tab)).toBe(path);
  });
});

describe('the side list (SPEC §2)', () => {
  it('every list page has its SPEC §9 category, and each category one page', () => {
    const categories = Object.values(MESSAGE_PAGES)
      .map((page) => ('category' in page ? page.category : undefined))
      .filter((c) => c !== undefined)
      .sort();
    expect(categories).toEqual(Object.values(MESSAGE_CATEGORY).sort());
    expect(SIDE_ENTRIES.filter((e) => e.kind === 'chat')).toHaveLength(1);
  });
});
