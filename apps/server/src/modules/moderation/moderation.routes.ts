import type { FastifyInstance } from 'fastify';
import {
  addSensitiveWord as addSensitiveWordContract,
  deleteSensitiveWord,
  itemReview,
  moderationComments,
  moderationItems,
  reviewComment as reviewCommentContract,
  sensitiveWordList,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { reviewItem } from './moderation.service';
import { withModerator } from './moderator-scope';
import { listHeldComments, listReviewItems, reviewComment } from './review-queue.service';
import { addSensitiveWord, listSensitiveWords, removeSensitiveWord } from './sensitive-words';

export function registerModerationRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(
    app,
    itemReview,
    ({ user, params, body }) => reviewItem(db, clock, mustAuth(user).userId, params.id, body),
    { bodyLimit: 8 * 1024 },
  );

  // /web/moderation/*: moderators and admins only (401 visitor, 403 anyone else).
  withModerator(app, db, (scope) => {
    registerContract(scope, moderationItems, ({ query }) =>
      listReviewItems(db, {
        page: query.page,
        pageSize: query.page_size,
        itemStatus: query.item_status,
      }),
    );
    registerContract(scope, moderationComments, ({ query }) =>
      listHeldComments(db, { page: query.page, pageSize: query.page_size }),
    );
    registerContract(scope, reviewCommentContract, ({ params, body }) =>
      reviewComment(db, params.id, body, clock()),
    );
    registerContract(scope, sensitiveWordList, async () =>
      (await listSensitiveWords(db)).map((w) => ({
        id: w.id,
        word: w.word,
        create_time: toUnixSeconds(w.createTime.getTime()),
      })),
    );
    registerContract(scope, addSensitiveWordContract, async ({ body }) => {
      const w = await addSensitiveWord(db, body.word);
      return { id: w.id, word: w.word, create_time: toUnixSeconds(w.createTime.getTime()) };
    });
    registerContract(scope, deleteSensitiveWord, ({ params }) =>
      removeSensitiveWord(db, params.id),
    );
  });
}
