import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FOLLOW_ACTION,
  MSG,
  festivalComment,
  festivalCommentDel,
  festivalCommentList,
  festivalFine,
  festivalFineBtn,
  festivalFollow,
  festivalFollowBtn,
  festivalFooterData,
  festivalGiftThumb,
  festivalGiftVote,
  festivalModuleList,
  festivalReply,
  festivalReplyDel,
  festivalReplyList,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { withLoginHint } from '../comment/login-hint';
import { FestivalCommentService } from './festival-comment.service';
import { FestivalService } from './festival.service';

const done = <T>(data: T, msg: string) => ({ envelope: true as const, data, msg });

/**
 * The festival page's Xgo calls (SPEC §7 "Activities", docs/festival.md). None goes
 * through the visitors' cache: the wall, the votes and the viewer's buttons move with every
 * write, and staff see drafts.
 */
export function registerFestivalRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const festivals = new FestivalService(db, clock);
  const wall = new FestivalCommentService(db, clock, festivals);
  const viewer = async (request: FastifyRequest) => (await app.optionalUser(request))?.userId ?? 0;

  registerContract(app, festivalModuleList, async ({ query, request }) =>
    festivals.page(query.active_id, await viewer(request)),
  );
  registerContract(app, festivalFooterData, async ({ query, request }) =>
    festivals.footer(query.active_id, await viewer(request)),
  );
  registerContract(app, festivalFollowBtn, async ({ query, request }) =>
    festivals.followButtons(query.active_id, await viewer(request)),
  );
  registerContract(app, festivalFineBtn, async ({ query, request }) =>
    festivals.fineButton(query.active_id, await viewer(request)),
  );
  registerContract(app, festivalCommentList, async ({ query, request }) =>
    wall.list(query.active_id, await viewer(request), query),
  );
  registerContract(app, festivalReplyList, async ({ query, request }) =>
    wall.replies(query.comment_id, await viewer(request), query),
  );
  registerContract(app, festivalFollow, async ({ user, body }) => {
    const state = await festivals.follow(mustAuth(user).userId, body.follow_id, body.follow_status);
    const followed = body.follow_status === FOLLOW_ACTION.follow;
    return done(state, followed ? MSG.followSuccess : MSG.unfollowSuccess);
  });
  registerContract(app, festivalGiftVote, async ({ user, body }) =>
    done(await festivals.vote(mustAuth(user).userId, body), MSG.voteSuccess),
  );
  registerContract(app, festivalFine, async ({ user, request, body }) => {
    const result = await wall.fine(staffActor(user, request), body.comment_id, body.fine);
    return done(result, body.fine === 1 ? MSG.festivalFineSet : MSG.festivalFineUnset);
  });

  // SPEC §5: commenting and liking as a visitor is 请登录后再试, as on every comment.
  withLoginHint(app, (scope) => {
    registerContract(scope, festivalComment, async ({ user, body }) => {
      const { comment, pending } = await wall.comment(
        mustAuth(user).userId,
        body.active_id,
        body.content,
      );
      return done(comment, pending ? MSG.commentPending : MSG.commentSuccess);
    });
    registerContract(scope, festivalReply, async ({ user, body }) => {
      const { reply, pending } = await wall.reply(mustAuth(user).userId, body);
      return done(reply, pending ? MSG.commentPending : MSG.replySuccess);
    });
    registerContract(scope, festivalGiftThumb, async ({ user, body }) =>
      wall.thumb(mustAuth(user).userId, body.comment_id),
    );
    registerContract(scope, festivalCommentDel, async ({ user, request, query }) =>
      done(await wall.deleteComment(staffActor(user, request), query.id), MSG.deleteSuccess),
    );
    registerContract(scope, festivalReplyDel, async ({ user, request, query }) =>
      done(await wall.deleteReply(staffActor(user, request), query.id), MSG.deleteSuccess),
    );
  });
}
