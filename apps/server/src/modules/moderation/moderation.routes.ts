import type { FastifyInstance } from 'fastify';
import {
  addSensitiveWord as addSensitiveWordContract,
  addSensitiveWords as addSensitiveWordsContract,
  deleteSensitiveWord,
  itemReview,
  moderationComments,
  moderationItems,
  moderationSettings as moderationSettingsContract,
  reviewComment as reviewCommentContract,
  reviewQueue,
  reviewQueueDecide,
  reviewQueuePreview,
  sensitiveWordList,
  sensitiveWordSearch,
  setModerationMode as setModerationModeContract,
  type ModerationModeValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { paginate } from '../forum/forum.service';
import { staffActor } from '../admin/audit-log';
import { assertModerator } from './assert-moderator';
import { moderationSettings, setModerationMode } from './moderation-mode';
import { reviewItem } from './moderation.service';
import { decideEntries, listQueue, previewEntry } from './queue.service';
import { listHeldComments, listReviewItems, reviewComment } from './review-queue.service';
import {
  addSensitiveWord,
  addSensitiveWords,
  listSensitiveWords,
  pageSensitiveWords,
  removeSensitiveWord,
} from './sensitive-words';

const wordOut = (w: { id: number; word: string; createTime: Date }) => ({
  id: w.id,
  word: w.word,
  create_time: toUnixSeconds(w.createTime.getTime()),
});

/** `defaultMode`: MODERATION from the environment, in force until an admin saves one. */
export function registerModerationRoutes(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  defaultMode: ModerationModeValue,
): void {
  registerContract(
    app,
    itemReview,
    ({ user, params, body, request }) =>
      reviewItem(db, clock, staffActor(user, request), params.id, body),
    { bodyLimit: 8 * 1024 },
  );

  // /web/moderation/*: moderators and admins only, by the contracts' policy (contract-route).
  registerContract(app, moderationItems, ({ query }) =>
    listReviewItems(db, {
      page: query.page,
      pageSize: query.page_size,
      itemStatus: query.item_status,
    }),
  );
  registerContract(app, moderationComments, ({ query }) =>
    listHeldComments(db, { page: query.page, pageSize: query.page_size }),
  );
  registerContract(app, reviewCommentContract, ({ user, params, body, request }) =>
    reviewComment(db, staffActor(user, request), params.id, body, clock()),
  );
  registerContract(app, sensitiveWordList, async ({ user }) => {
    await assertModerator(db, mustAuth(user).userId);
    return (await listSensitiveWords(db)).map(wordOut);
  });
  registerContract(app, addSensitiveWordContract, async ({ user, body, request }) =>
    wordOut(await addSensitiveWord(db, staffActor(user, request), body.word)),
  );
  registerContract(app, deleteSensitiveWord, ({ user, params, request }) =>
    removeSensitiveWord(db, staffActor(user, request), params.id),
  );

  // The console's review queue and moderation settings (docs/admin-review.md).
  registerContract(app, reviewQueue, ({ user, query }) =>
    listQueue(db, mustAuth(user).userId, {
      tab: query.tab,
      page: query.page,
      pageSize: query.page_size,
      kind: query.kind,
      reason: query.reason,
      circleId: query.circle_id,
      userId: query.user_id,
      from: query.from,
      to: query.to,
    }),
  );
  registerContract(app, reviewQueuePreview, ({ user, query }) =>
    previewEntry(db, mustAuth(user).userId, query.kind, query.id),
  );
  registerContract(app, reviewQueueDecide, ({ user, body, request }) =>
    decideEntries(db, clock, staffActor(user, request), body),
  );
  registerContract(app, moderationSettingsContract, async ({ user }) => {
    await assertModerator(db, mustAuth(user).userId);
    return moderationSettings(db, defaultMode);
  });
  registerContract(app, setModerationModeContract, ({ user, body, request }) =>
    setModerationMode(db, staffActor(user, request), body.mode as ModerationModeValue, defaultMode),
  );
  registerContract(app, sensitiveWordSearch, async ({ user, query }) => {
    await assertModerator(db, mustAuth(user).userId);
    const { rows, total } = await pageSensitiveWords(db, {
      keyword: query.keyword,
      page: query.page,
      pageSize: query.page_size,
    });
    return { data: rows.map(wordOut), paginate: paginate(total, query.page, query.page_size) };
  });
  registerContract(app, addSensitiveWordsContract, async ({ user, body, request }) => {
    const out = await addSensitiveWords(db, staffActor(user, request), body.words);
    return { ...out, added: out.added.map(wordOut) };
  });
}
