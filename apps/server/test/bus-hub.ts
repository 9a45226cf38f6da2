import { reachesEveryNode, type Hub, type HubListener, type HubMessage } from '../src/realtime/hub';

/**
 * Several nodes in one process, connected as the Redis hub connects server processes
 * (realtime/redis-hub.ts): a frame reaches the nodes subscribed to its user, a revocation
 * or a broadcast reaches every node. For two-node tests on one embedded database (no Redis needed).
 */
export function hubBus() {
  const nodes = new Set<BusHub>();

  class BusHub implements Hub {
    private listener: HubListener | undefined;
    readonly subscribed = new Set<number>();
    /** Several nodes: a user's sockets may be on another one. */
    readonly thisNodeOnly = false;

    constructor() {
      nodes.add(this);
    }

    deliveryEpoch(): number {
      return 0;
    }

    async subscribe(userId: number): Promise<void> {
      this.subscribed.add(userId);
    }

    async unsubscribe(userId: number): Promise<void> {
      this.subscribed.delete(userId);
    }

    async publish(userId: number, message: HubMessage): Promise<void> {
      for (const node of nodes)
        if (reachesEveryNode(message) || node.subscribed.has(userId))
          node.listener?.(userId, message);
    }

    listen(listener: HubListener): void {
      this.listener = listener;
    }

    async close(): Promise<void> {
      this.listener = undefined;
      nodes.delete(this);
    }
  }

  return { node: (): Hub => new BusHub() };
}
