/**
 * Fan-out between server nodes (DESIGN.md §1/§3): a frame for a user reaches that user's
 * sockets on whichever node they are connected to. Each node subscribes to the users who
 * have a socket on it; publishing goes through the hub even on one node, so the
 * in-process and the Redis hub are used the same way. Revocations and broadcasts are the
 * exception: they reach every node, sockets or not, because every node may hold the revoked
 * sessions in its session cache (modules/auth/session-cache.ts), and every node caches
 * public answers (a site change empties them all, modules/admin/site-changes.ts).
 */
export interface HubMessage {
  /** A serialized ServerFrame (serialized once, sent as is to every socket). */
  data: string;
  /** A connection that must not get it: the sender's own tab of a chat letter. */
  except?: string;
  /** Not a frame but an order: close the sockets of these sessions (`data` is unused). */
  revoke?: SocketRevocation;
  /** Not a frame but news for every node (`data` and the user id are unused). */
  broadcast?: BroadcastTopic;
}

/** What every node hears: staff changed what the public site shows (empty your caches). */
export type BroadcastTopic = 'site-changed';
export const BROADCAST_TOPICS: readonly BroadcastTopic[] = ['site-changed'];

/** Revocations and broadcasts go to every node; frames only to the user's nodes. */
export const reachesEveryNode = (message: HubMessage): boolean =>
  message.revoke !== undefined || message.broadcast !== undefined;

/**
 * Which of a user's sockets to close with 4001 after their sessions were revoked: the one
 * session (logout), all but one (password change), or, with neither, all (password reset).
 */
export interface SocketRevocation {
  sessionId?: number;
  keepSessionId?: number;
}

export function isRevoked(sessionId: number, revocation: SocketRevocation): boolean {
  if (revocation.sessionId !== undefined) return sessionId === revocation.sessionId;
  return sessionId !== revocation.keepSessionId;
}

export type HubListener = (userId: number, message: HubMessage) => void;

export interface Hub {
  /**
   * Whether this node is sure to hear every revocation (see RevocationFeed in
   * modules/auth/session-cache.ts): null while it may miss some, else a number that
   * changes whenever some may have been missed.
   */
  deliveryEpoch(): number | null;
  /**
   * Whether a user's sockets can only be on this node (one node, no Redis): then a user with
   * no socket here has none anywhere, and a push to them can be skipped before it is built.
   */
  readonly thisNodeOnly: boolean;
  /** From now on this node receives the messages for `userId` (its first socket here). */
  subscribe(userId: number): Promise<void>;
  /** This node no longer needs them (its last socket of `userId` closed). */
  unsubscribe(userId: number): Promise<void>;
  publish(userId: number, message: HubMessage): Promise<void>;
  /** The node's one listener (its Realtime). */
  listen(listener: HubListener): void;
  close(): Promise<void>;
}

/** One node: publishing is a direct call of the listener. */
export class InProcessHub implements Hub {
  private listener: HubListener | undefined;
  readonly thisNodeOnly = true;

  deliveryEpoch(): number {
    return 0;
  }

  async subscribe(): Promise<void> {}

  async unsubscribe(): Promise<void> {}

  async publish(userId: number, message: HubMessage): Promise<void> {
    this.listener?.(userId, message);
  }

  listen(listener: HubListener): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.listener = undefined;
  }
}
