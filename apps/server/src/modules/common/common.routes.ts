import type { FastifyInstance } from 'fastify';
import {
  COMMON_IMAGE_FIELD,
  ITEM_IMAGE_MAX_BYTES,
  UPLOAD_TOKEN_HEADER,
  commonImage,
  commonToken,
  pageView,
  pageViewStats as pageViewStatsContract,
  replaceImage,
} from '@xinke/shared';
import type { FastifyRequest } from 'fastify';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { readUploadedFile } from '../../uploads/multipart';
import type { Clock } from '../../lib/clock';
import type { CommonImageService } from './common-image.service';
import { pageViewStats, recordPageView, type PageViewDeps } from './common.service';

export interface CommonRouteDeps extends PageViewDeps {
  clock: Clock;
  images: CommonImageService;
}

const uploadToken = (request: FastifyRequest) => {
  const value = request.headers[UPLOAD_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
// SPEC §5: the same 5 MB as every other picture upload.
const readImage = (request: FastifyRequest) => () =>
  readUploadedFile(request, COMMON_IMAGE_FIELD, ITEM_IMAGE_MAX_BYTES);

export function registerCommonRoutes(app: FastifyInstance, deps: CommonRouteDeps): void {
  registerContract(
    app,
    pageView,
    async ({ body, request }) => {
      await recordPageView(deps, {
        path: body.page_path,
        source: body.page_source,
        channel: body.channel_code,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        // A member's visit is theirs (their own page-view history); a visitor's is anonymous.
        userId: (await app.optionalUser(request))?.userId ?? null,
      });
      return null;
    },
    { bodyLimit: 8 * 1024 },
  );
  registerContract(app, pageViewStatsContract, ({ query }) =>
    pageViewStats(deps.db, query.page_path, deps.clock()),
  );
  registerContract(app, commonToken, async ({ user, body }) =>
    deps.images.token(mustAuth(user).userId, body.fix),
  );
  registerContract(app, commonImage, ({ user, request }) =>
    deps.images.upload(mustAuth(user).userId, uploadToken(request), readImage(request)),
  );
  registerContract(app, replaceImage, ({ user, query, request }) =>
    deps.images.replace(mustAuth(user).userId, query.id, uploadToken(request), readImage(request)),
  );
}
