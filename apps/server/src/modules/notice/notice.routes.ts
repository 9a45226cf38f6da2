import type { FastifyInstance } from 'fastify';
import { noticeFlag, noticeList, noticeSeen } from '@xinke/shared';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import type { NoticeService } from './notice.service';

/** Notices on the public site (docs/admin-site.md); admins write them in the console. */
export function registerNoticeRoutes(app: FastifyInstance, notices: NoticeService): void {
  registerContract(
    app,
    noticeList,
    ({ query }) => notices.list(query.page),
    app.publicCache.route(),
  );
  registerContract(
    app,
    noticeFlag,
    async ({ request }) => notices.flag((await app.optionalUser(request))?.userId ?? null),
    app.publicCache.route(),
  );
  registerContract(app, noticeSeen, ({ user }) => notices.markSeen(mustAuth(user).userId));
}
