import type { FastifyInstance } from 'fastify';
import type { Contract } from '@xinke/shared';

export interface RouteEntry {
  method: string;
  url: string;
  /** Set for routes registered from a shared contract (contract-route.ts). */
  contract: Contract | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered, with its contract: what the security tests walk. */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as it is added (an onRoute hook, so it must come before any route).
 * The authorization matrix uses it to find API routes that have no contract.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      table.push({ method, url: route.url, contract: route.config?.contract });
  });
}
