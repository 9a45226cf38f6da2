import { COMMENT_TARGET_TYPE, COMMENT_TYPE, MSG, SPEC_STATUS } from '@xinke/shared';
import { registerContentTarget } from '../comment/targets/content-target';
import { bumpSpecCounters, findSpecForTarget, specCounts } from './spec.repository';

/*
 * A creator's spec (comment type 8, target type 6: Xinke's extension of SPEC §9). SPEC §9 has
 * no collect source for it, so it is liked and commented, not collected. Only a published spec
 * takes comments and likes; its creator hears of them and their blacklist applies (the
 * registry does both). No electricity: earnings are for posts.
 */
registerContentTarget({
  commentType: COMMENT_TYPE.spec,
  messageTarget: COMMENT_TARGET_TYPE.spec,
  noun: '规格书',
  notFound: MSG.specNotFound,
  async find(db, id) {
    const row = await findSpecForTarget(db, id);
    if (!row) return undefined;
    return {
      id: row.id,
      ownerId: row.creatorId,
      title: row.title,
      published: row.status === SPEC_STATUS.published,
      commentsOpen: true,
    };
  },
  counts: (db, id) => specCounts(db, id),
  bump: (tx, id, delta) => bumpSpecCounters(tx, id, delta),
});
