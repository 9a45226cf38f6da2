import type { FastifyInstance } from 'fastify';
import { pageView } from '@xinke/shared';
import { registerContract } from '../../plugins/contract-route';
import { recordPageView, type PageViewDeps } from './common.service';

export function registerCommonRoutes(app: FastifyInstance, deps: PageViewDeps): void {
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
        // Sessions arrive with the accounts issue; until then every visit is anonymous.
        userId: null,
      });
      return null;
    },
    { bodyLimit: 8 * 1024 },
  );
}
