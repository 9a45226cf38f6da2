import type { FastifyInstance } from 'fastify';
import {
  COMMENT_TYPE,
  MSG,
  commonComments,
  deleteComment,
  deleteReply,
  forumComments,
  forumReplies,
  postComment,
  postItemComment,
  postItemReply,
  postReply,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { withLoginHint } from './login-hint';
import {
  createComment,
  createReply,
  listComments,
  listReplies,
  removeComment,
  removeReply,
  type ReplyInput,
} from './comment.service';

/** Public lists personalise for a logged-in viewer (their own held comments); 0 = visitor. */
async function viewerId(
  app: FastifyInstance,
  request: Parameters<FastifyInstance['optionalUser']>[0],
) {
  return (await app.optionalUser(request))?.userId ?? 0;
}

export function registerCommentRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  registerContract(
    app,
    forumComments,
    async ({ params, query, request }) =>
      listComments(
        db,
        await viewerId(app, request),
        { type: COMMENT_TYPE.post, typeId: params.id },
        { page: query.page, pageSize: query.page_size },
        clock(),
      ),
    app.publicCache.route(),
  );
  registerContract(app, commonComments, async ({ query, request }) =>
    listComments(
      db,
      await viewerId(app, request),
      { type: query.type, typeId: query.id },
      { page: query.page, pageSize: query.page_size },
      clock(),
    ),
  );
  registerContract(
    app,
    forumReplies,
    async ({ params, query, request }) =>
      listReplies(
        db,
        await viewerId(app, request),
        params.id,
        {
          page: query.page,
          pageSize: query.page_size,
        },
        clock(),
      ),
    app.publicCache.route(),
  );

  withLoginHint(app, (scope) => {
    const comment = async (userId: number, type: number, typeId: number, content: string) => {
      const { comment: data, pending } = await createComment(
        db,
        userId,
        { type, typeId, content },
        clock(),
      );
      return {
        envelope: true as const,
        data,
        msg: pending ? MSG.commentPending : MSG.commentSuccess,
      };
    };
    const reply = async (userId: number, input: ReplyInput) => {
      const { reply: data, pending } = await createReply(db, userId, input, clock());
      return {
        envelope: true as const,
        data,
        msg: pending ? MSG.commentPending : MSG.replySuccess,
      };
    };
    registerContract(scope, postComment, ({ body, user }) =>
      comment(mustAuth(user).userId, body.type, body.type_id, body.content),
    );
    registerContract(scope, postItemComment, ({ body, user }) =>
      comment(mustAuth(user).userId, COMMENT_TYPE.post, body.type_id, body.content),
    );
    registerContract(scope, postReply, ({ body, user }) =>
      reply(mustAuth(user).userId, {
        type: body.type,
        typeId: body.type_id,
        commentId: body.comment_id,
        replyId: body.reply_id,
        content: body.content,
      }),
    );
    registerContract(scope, postItemReply, ({ body, user }) =>
      reply(mustAuth(user).userId, {
        type: COMMENT_TYPE.post,
        typeId: body.type_id,
        commentId: body.comment_id,
        replyId: body.reply_id,
        content: body.content,
      }),
    );
    registerContract(scope, deleteComment, async ({ params, user }) => ({
      envelope: true as const,
      data: await removeComment(db, mustAuth(user).userId, params.id, clock()),
      msg: MSG.deleteSuccess,
    }));
    registerContract(scope, deleteReply, async ({ params, user }) => ({
      envelope: true as const,
      data: await removeReply(db, mustAuth(user).userId, params.id),
      msg: MSG.deleteSuccess,
    }));
  });
}
