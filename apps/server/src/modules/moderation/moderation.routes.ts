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
import { listHeldComments, listReviewItems, reviewComment } from './review-queue.service';
import { addSensitiveWord, listSensitiveWords, removeSensitiveWord } from './sensitive-words';

export function registerModerationRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(
    app,
    itemReview,
    ({ user, params, body }) => reviewItem(db, clock, mustAuth(user).userId, params.id, body),
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
  registerContract(app, reviewCommentContract, ({ params, body }) =>
    reviewComment(db, params.id, body, clock()),
  );
  registerContract(app, sensitiveWordList, async () =>
    (await listSensitiveWords(db)).map((w) => ({
      id: w.id,
      word: w.word,
      create_time: toUnixSeconds(w.createTime.getTime()),
    })),
  );
  registerContract(app, addSensitiveWordContract, async ({ body }) => {
    const w = await addSensitiveWord(db, body.word);
    return { id: w.id, word: w.word, create_time: toUnixSeconds(w.createTime.getTime()) };
  });
  registerContract(app, deleteSensitiveWord, ({ params }) => removeSensitiveWord(db, params.id));
}
