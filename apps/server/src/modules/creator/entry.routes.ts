import type { FastifyInstance } from 'fastify';
import {
  creatorChallengeAudit,
  creatorChallengeCreate,
  creatorChallengeDelete,
  creatorChallengeGetSpecs,
  creatorChallengeList,
  creatorChallengeReject,
  creatorDesignAudit,
  creatorDesignDelete,
  creatorDesignImages,
  creatorDesignList,
  creatorDesignReject,
  creatorMyChallengeCancel,
  creatorMyChallengeDelete,
  creatorMyChallengeList,
  creatorMyDesignList,
  creatorSpecChallengeTag,
  creatorSpecChallenges,
  creatorSpecTags,
  creatorUploadDesign,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { EntryService } from './entry.service';

type Viewer = (request: Parameters<FastifyInstance['optionalUser']>[0]) => Promise<number>;

export const paging = (q: { page: number; page_size: number }) => ({
  page: q.page,
  pageSize: q.page_size,
});

/** Challenges and designs on specs (docs/creator.md). */
export function registerEntryRoutes(app: FastifyInstance, db: Db, clock: Clock, viewer: Viewer) {
  const entries = new EntryService(db, clock);
  const me = (user: Parameters<typeof mustAuth>[0]) => mustAuth(user).userId;

  registerContract(app, creatorChallengeCreate, ({ user, body }) =>
    entries.createChallenge(me(user), body),
  );
  registerContract(app, creatorChallengeAudit, ({ user, body }) =>
    entries.reviewChallenge(me(user), body.id, null),
  );
  registerContract(app, creatorChallengeReject, ({ user, body }) =>
    entries.reviewChallenge(me(user), body.id, body.reason),
  );
  registerContract(app, creatorChallengeDelete, async ({ user, body }) => {
    await entries.deleteChallengeAsCreator(me(user), body.id);
    return null;
  });
  registerContract(app, creatorMyChallengeCancel, ({ user, body }) =>
    entries.cancelMyChallenge(me(user), body.id),
  );
  registerContract(app, creatorMyChallengeDelete, async ({ user, body }) => {
    await entries.deleteMyChallenge(me(user), body.id);
    return null;
  });
  registerContract(app, creatorSpecChallengeTag, ({ user, body }) =>
    entries.setChallengeTags(me(user), body.id, body.tags),
  );
  registerContract(app, creatorSpecTags, async ({ params, request }) =>
    entries.specTags(await viewer(request), params.id),
  );
  registerContract(app, creatorChallengeGetSpecs, ({ user, body }) =>
    entries.specsToChallenge(me(user), body.keyword),
  );
  registerContract(app, creatorSpecChallenges, async ({ query, request }) =>
    entries.specChallenges(await viewer(request), query.id, paging(query)),
  );
  registerContract(app, creatorChallengeList, ({ user, query }) =>
    entries.challengesOnMySpecs(me(user), query.status, paging(query)),
  );
  registerContract(app, creatorMyChallengeList, ({ user, query }) =>
    entries.myChallenges(me(user), paging(query)),
  );

  registerContract(app, creatorUploadDesign, ({ user, body }) =>
    entries.uploadDesign(me(user), body),
  );
  registerContract(app, creatorDesignAudit, ({ user, body }) =>
    entries.reviewDesign(me(user), body.id, null),
  );
  registerContract(app, creatorDesignReject, ({ user, body }) =>
    entries.reviewDesign(me(user), body.id, body.reason),
  );
  registerContract(app, creatorDesignDelete, async ({ user, body }) => {
    await entries.deleteDesignAsCreator(me(user), body.id);
    return null;
  });
  registerContract(app, creatorDesignImages, async ({ query, request }) =>
    entries.specDesigns(await viewer(request), query.id, paging(query)),
  );
  registerContract(app, creatorDesignList, ({ user, query }) =>
    entries.designsOnMySpecs(me(user), query.status, paging(query)),
  );
  registerContract(app, creatorMyDesignList, ({ user, query }) =>
    entries.myDesigns(me(user), paging(query)),
  );
}
