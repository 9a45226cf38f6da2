import type { FastifyBaseLogger } from 'fastify';
import { MSG, SOCKET_CLOSE, type ServerFrame } from '@xinke/shared';
import type { RevocationFeed } from '../modules/auth/session-cache';
import {
  isRevoked,
  type BroadcastTopic,
  type Hub,
  type HubMessage,
  type SocketRevocation,
} from './hub';

/** Told of every revocation of any node (the session cache evicts). */
export type RevocationListener = (userId: number, revocation: SocketRevocation) => void;

/** One open, authenticated socket as the registry sees it. */
export interface LiveConnection {
  /** Unique across nodes (node id + counter), so `except` works through Redis. */
  readonly id: string;
  readonly userId: number;
  /** The login session whose token opened it: revoking the session closes the socket. */
  readonly sessionId: number;
  /** Sends a serialized frame (UTF-8 text); a closed socket ignores it. */
  send(data: string | Buffer): void;
  close(code: number, reason: string): void;
}

export interface PublishOptions {
  /** Leave out this connection (the tab that sent the letter gets an ack instead). */
  except?: string;
}

/**
 * This node's open sockets by user, and the one way any module pushes a frame to a user:
 * `realtime.publish(userId, frame)`. The frame goes through the hub, so it reaches every
 * socket of that user on every node. Publishing never throws: the fact behind a frame is
 * already stored, and a client that missed a push catches up from the HTTP lists.
 */
export class Realtime {
  private readonly local = new Map<number, Set<LiveConnection>>();
  /** The hub subscription of each locally connected user, awaited by later sockets too. */
  private readonly subscriptions = new Map<number, Promise<void>>();
  private readonly revocationListeners: RevocationListener[] = [];
  private readonly broadcastListeners: { topic: BroadcastTopic; listener: () => void }[] = [];
  /** Whether revocations of every node reach this one (the session cache's condition). */
  readonly revocationFeed: RevocationFeed = { epoch: () => this.hub.deliveryEpoch() };

  constructor(
    private readonly hub: Hub,
    private readonly log: FastifyBaseLogger,
  ) {
    hub.listen((userId, message) => this.deliver(userId, message));
  }

  /** Registers an authenticated socket; resolves once frames for its user reach this node. */
  async attach(conn: LiveConnection): Promise<void> {
    let set = this.local.get(conn.userId);
    if (!set) {
      set = new Set();
      this.local.set(conn.userId, set);
      this.subscriptions.set(conn.userId, this.hub.subscribe(conn.userId));
    }
    set.add(conn);
    await this.subscriptions.get(conn.userId);
  }

  detach(conn: LiveConnection): void {
    const set = this.local.get(conn.userId);
    if (!set?.delete(conn) || set.size > 0) return;
    this.local.delete(conn.userId);
    this.subscriptions.delete(conn.userId);
    this.hub
      .unsubscribe(conn.userId)
      .catch((err: unknown) => this.log.warn({ err }, 'realtime unsubscribe failed'));
  }

  /**
   * Whether `userId` may have an open socket on some node: false only when this is the one
   * node and they have none here. Lets a push that costs queries (the message counters)
   * skip them for members who are not online.
   */
  mayReach(userId: number): boolean {
    return !this.hub.thisNodeOnly || this.local.has(userId);
  }

  async publish(userId: number, frame: ServerFrame, options: PublishOptions = {}): Promise<void> {
    const message: HubMessage = { data: JSON.stringify(frame), ...options };
    try {
      await this.hub.publish(userId, message);
    } catch (err) {
      this.log.warn({ err, userId, type: frame.type }, 'realtime publish failed');
    }
  }

  /** `listener` hears every revocation published by any node, this one included. */
  onRevocation(listener: RevocationListener): void {
    this.revocationListeners.push(listener);
  }

  /**
   * Closes the sockets of revoked sessions with 4001 on every node (the token was checked
   * only at connect): a logout or a password reset ends the live pushes too. Every node's
   * revocation listeners hear it (their session caches evict it).
   */
  async revokeSessions(userId: number, revocation: SocketRevocation): Promise<void> {
    try {
      await this.hub.publish(userId, { data: '', revoke: revocation });
    } catch (err) {
      this.log.warn({ err, userId }, 'realtime revoke failed');
    }
  }

  /** `listener` hears every broadcast of `topic` by any node, this one included. */
  onBroadcast(topic: BroadcastTopic, listener: () => void): void {
    this.broadcastListeners.push({ topic, listener });
  }

  /**
   * Tells every node (this one too) about `topic`. Resolves once it is on its way to all of
   * them (the Redis hub waits for its own echo, as for revocations); never throws.
   */
  async broadcast(topic: BroadcastTopic): Promise<void> {
    try {
      await this.hub.publish(0, { data: '', broadcast: topic });
    } catch (err) {
      this.log.warn({ err, topic }, 'realtime broadcast failed');
    }
  }

  private deliver(userId: number, message: HubMessage): void {
    if (message.broadcast) {
      for (const { topic, listener } of this.broadcastListeners) {
        if (topic !== message.broadcast) continue;
        try {
          listener();
        } catch (err) {
          this.log.error({ err, topic }, 'broadcast listener failed');
        }
      }
      return;
    }
    if (message.revoke) {
      for (const listener of this.revocationListeners) {
        try {
          listener(userId, message.revoke);
        } catch (err) {
          this.log.error({ err, userId }, 'revocation listener failed');
        }
      }
    }
    const set = this.local.get(userId);
    if (!set) return;
    if (message.revoke) {
      for (const conn of [...set])
        if (isRevoked(conn.sessionId, message.revoke))
          conn.close(SOCKET_CLOSE.unauthorized, MSG.unauthorized);
      return;
    }
    // Encoded once for all of the user's sockets, not once per socket.
    const payload = set.size > 1 ? Buffer.from(message.data) : message.data;
    for (const conn of set) if (conn.id !== message.except) conn.send(payload);
  }

  /** Open authenticated sockets on this node. */
  get connectionCount(): number {
    let n = 0;
    for (const set of this.local.values()) n += set.size;
    return n;
  }

  /** Closes every socket on this node (shutdown); the hub belongs to whoever made it. */
  closeAll(code: number, reason: string): void {
    for (const set of [...this.local.values()])
      for (const conn of [...set]) conn.close(code, reason);
  }
}
