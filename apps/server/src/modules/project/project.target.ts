import { COMMENT_TARGET_TYPE, COMMENT_TYPE, MSG, PROJECT_STATUS } from '@xinke/shared';
import { registerContentTarget } from '../comment/targets/content-target';
import { bumpProjectCounters, findProjectRow, projectCounts } from './project.repository';
import { bumpWeekCounters, findWeekRow, weekCounts } from './week.repository';

/*
 * The project pool in the one content registry (docs/content.md): a project is SPEC §9
 * comment type 6 / target type 4, a weekly report type 7 / target 5. Neither has a collect
 * source in SPEC §9, so both are liked and commented, not collected. Only what is public (a
 * published project, a report of one) takes comments and likes; the project's owner hears
 * of them and their blacklist applies. No electricity: earnings are for posts.
 */
registerContentTarget({
  commentType: COMMENT_TYPE.projectPool,
  messageTarget: COMMENT_TARGET_TYPE.projectPool,
  noun: '项目',
  notFound: MSG.projectNotFound,
  async find(db, id) {
    const row = await findProjectRow(db, id);
    if (!row) return undefined;
    return {
      id: row.id,
      ownerId: row.ownerId,
      title: row.title,
      published: row.status === PROJECT_STATUS.published,
      commentsOpen: true,
    };
  },
  counts: (db, id) => projectCounts(db, id),
  bump: (tx, id, delta) => bumpProjectCounters(tx, id, delta),
});

registerContentTarget({
  commentType: COMMENT_TYPE.projectPoolWeekly,
  messageTarget: COMMENT_TARGET_TYPE.weekly,
  noun: '周报',
  notFound: MSG.weekNotFound,
  async find(db, id) {
    const row = await findWeekRow(db, id);
    if (!row) return undefined;
    return {
      id: row.week.id,
      ownerId: row.owner.id,
      title: row.week.title,
      published: row.project.status === PROJECT_STATUS.published,
      commentsOpen: true,
    };
  },
  counts: (db, id) => weekCounts(db, id),
  bump: (tx, id, delta) => bumpWeekCounters(tx, id, delta),
});
