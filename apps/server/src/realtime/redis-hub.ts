import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  BROADCAST_TOPICS,
  reachesEveryNode,
  type BroadcastTopic,
  type Hub,
  type HubListener,
  type HubMessage,
  type SocketRevocation,
} from './hub';

/*
 * Redis pub/sub, one channel per user (`<prefix>u:<id>`): a node subscribes to the users
 * connected to it, so a letter travels only to the nodes holding the recipient's sockets
 * (not to every node). Publishing uses the shared connection; subscribing needs its own
 * connection (a subscribed Redis connection can do nothing else), made with duplicate().
 * ioredis re-subscribes by itself after a reconnect.
 *
 * Wire format (encodeHubMessage): `<except>\n<frame json>`; a connection id never contains
 * a newline. A revocation is `#revoke\n<json>`: no connection id starts with `#`.
 *
 * Revocations go to one channel every node subscribes to (`<prefix>revoked`, payload
 * `<userId>\n<echo id>\n<encoded message>`): every node's session cache must hear them, not
 * only the nodes with a socket of that user. They are rare (logouts, password changes).
 * Broadcasts (`#broadcast\n<topic>`: a staff change of the public site) travel the same way.
 * Publishing one waits (up to REVOKE_ECHO_MS) until this node's own subscriber hears it back:
 * Redis sends a message to all subscribers at once, so by then it is on its way to every
 * node, well ahead of any request the revoking client sends next. Messages sent while the
 * subscriber is disconnected are lost, so deliveryEpoch() is null then and moves on at
 * every (re)connection.
 *
 * While Redis is away the hub degrades to one node (docs/faults.md): a message is delivered
 * to this node's own sockets and listeners directly, without waiting on Redis, whenever
 * this node's subscriber would not hear it back; subscriptions asked for meanwhile are
 * queued and sent on reconnection. Other nodes miss those messages (their clients catch up
 * from the HTTP lists), and their session caches trust nothing while disconnected.
 */
const REVOKE_HEADER = '#revoke';
const BROADCAST_HEADER = '#broadcast';
/** How long a revocation waits for its echo (a lost one must not hang a logout). */
const REVOKE_ECHO_MS = 1000;

export function encodeHubMessage(message: HubMessage): string {
  if (message.broadcast) return `${BROADCAST_HEADER}\n${message.broadcast}`;
  if (message.revoke) return `${REVOKE_HEADER}\n${JSON.stringify(message.revoke)}`;
  return `${message.except ?? ''}\n${message.data}`;
}

export function decodeHubMessage(payload: string): HubMessage | undefined {
  const cut = payload.indexOf('\n');
  if (cut < 0) return undefined;
  const header = payload.slice(0, cut);
  const body = payload.slice(cut + 1);
  if (header === REVOKE_HEADER) {
    const revoke = JSON.parse(body) as SocketRevocation;
    return { data: '', revoke };
  }
  if (header === BROADCAST_HEADER) {
    if (!(BROADCAST_TOPICS as readonly string[]).includes(body)) return undefined;
    return { data: '', broadcast: body as BroadcastTopic };
  }
  return { data: body, ...(header ? { except: header } : {}) };
}

/** The payload of a revocation on the shared channel. */
export function encodeRevocation(userId: number, echoId: string, message: HubMessage): string {
  return `${userId}\n${echoId}\n${encodeHubMessage(message)}`;
}

export function decodeRevocation(
  payload: string,
): { userId: number; echoId: string; message: HubMessage } | undefined {
  const [userPart, echoId, ...rest] = payload.split('\n');
  const userId = Number(userPart);
  const message = decodeHubMessage(rest.join('\n'));
  if (!userPart || !Number.isInteger(userId) || echoId === undefined) return undefined;
  if (!message || !reachesEveryNode(message)) return undefined;
  return { userId, echoId, message };
}

/** The Hub over Redis pub/sub, as described at the top of this file. */
export class RedisHub implements Hub {
  private readonly sub: Redis;
  private listener: HubListener | undefined;
  readonly thisNodeOnly = false;
  private readonly revokedChannel: string;
  /** Connections of the subscriber so far; see deliveryEpoch. */
  private connections = 0;
  private subscribedToRevocations = false;
  /** This node's revocations waiting to be heard back, by echo id. */
  private readonly echoes = new Map<string, () => void>();
  private readonly nodeId = randomBytes(6).toString('hex');
  private echoSeq = 0;

  constructor(
    private readonly pub: Redis,
    private readonly prefix = 'xinke:rt:',
    onError: (err: unknown) => void = () => undefined,
  ) {
    // Queued without limit: a subscription asked for while Redis is away must be made when it
    // returns, not dropped after a few reconnection attempts (the shared connection's rule).
    this.sub = pub.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.revokedChannel = `${prefix}revoked`;
    this.sub.on('error', onError);
    // Counted from the start of a connection, before its (re)subscriptions are confirmed.
    this.sub.on('connect', () => {
      this.connections += 1;
    });
    this.sub.on('close', () => {
      this.connections += 1;
    });
    this.sub.on('message', (channel: string, payload: string) => {
      if (channel === this.revokedChannel) {
        const revocation = decodeRevocation(payload);
        if (!revocation) return;
        this.listener?.(revocation.userId, revocation.message);
        this.echoes.get(revocation.echoId)?.();
        return;
      }
      const userId = Number(channel.slice(this.prefix.length + 2));
      const message = decodeHubMessage(payload);
      if (!Number.isInteger(userId) || !message) return;
      this.listener?.(userId, message);
    });
    this.sub.subscribe(this.revokedChannel).then(
      () => {
        this.subscribedToRevocations = true;
      },
      (err: unknown) => onError(err),
    );
  }

  deliveryEpoch(): number | null {
    return this.subscribedToRevocations && this.sub.status === 'ready' ? this.connections : null;
  }

  private channel(userId: number): string {
    return `${this.prefix}u:${userId}`;
  }

  async subscribe(userId: number): Promise<void> {
    const made = this.sub.subscribe(this.channel(userId));
    // Away: the socket is served by local delivery now; the queued subscription follows.
    if (this.sub.status !== 'ready') {
      made.catch(() => undefined);
      return;
    }
    await made;
  }

  async unsubscribe(userId: number): Promise<void> {
    await this.sub.unsubscribe(this.channel(userId));
  }

  async publish(userId: number, message: HubMessage): Promise<void> {
    const heardHere = this.deliveryEpoch() !== null;
    if (!heardHere) this.listener?.(userId, message);
    // Not connected: publishing would wait in the offline queue for seconds, then fail.
    if (this.pub.status !== 'ready') return;
    try {
      await this.publishThroughRedis(userId, message, heardHere);
    } catch (err) {
      if (heardHere) this.listener?.(userId, message);
      throw err;
    }
  }

  private async publishThroughRedis(
    userId: number,
    message: HubMessage,
    heardHere: boolean,
  ): Promise<void> {
    if (reachesEveryNode(message) && !heardHere) {
      await this.pub.publish(this.revokedChannel, encodeRevocation(userId, '', message));
      return;
    }
    if (reachesEveryNode(message)) {
      const echoId = `${this.nodeId}:${++this.echoSeq}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        this.echoes.set(echoId, resolve);
        timer = setTimeout(resolve, REVOKE_ECHO_MS);
      });
      try {
        await this.pub.publish(this.revokedChannel, encodeRevocation(userId, echoId, message));
        await heard;
      } finally {
        clearTimeout(timer);
        this.echoes.delete(echoId);
      }
      return;
    }
    await this.pub.publish(this.channel(userId), encodeHubMessage(message));
  }

  listen(listener: HubListener): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.listener = undefined;
    for (const heard of this.echoes.values()) heard();
    // The publishing connection belongs to whoever created it (main.ts, tests).
    await this.sub.quit().catch(() => this.sub.disconnect());
  }
}
