import type { Redis } from 'ioredis';
import type { Hub, HubListener, HubMessage, SocketRevocation } from './hub';

/*
 * Redis pub/sub, one channel per user (`<prefix>u:<id>`): a node subscribes to the users
 * connected to it, so a letter travels only to the nodes holding the recipient's sockets
 * (not to every node). Publishing uses the shared connection; subscribing needs its own
 * connection (a subscribed Redis connection can do nothing else), made with duplicate().
 * ioredis re-subscribes by itself after a reconnect.
 *
 * Wire format (encodeHubMessage): `<except>\n<frame json>`; a connection id never contains
 * a newline. A revocation is `#revoke\n<json>`: no connection id starts with `#`.
 */
const REVOKE_HEADER = '#revoke';

export function encodeHubMessage(message: HubMessage): string {
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
  return { data: body, ...(header ? { except: header } : {}) };
}

/** The Hub over Redis pub/sub, as described at the top of this file. */
export class RedisHub implements Hub {
  private readonly sub: Redis;
  private listener: HubListener | undefined;

  constructor(
    private readonly pub: Redis,
    private readonly prefix = 'xinke:rt:',
    onError: (err: unknown) => void = () => undefined,
  ) {
    this.sub = pub.duplicate();
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, payload: string) => {
      const userId = Number(channel.slice(this.prefix.length + 2));
      const message = decodeHubMessage(payload);
      if (!Number.isInteger(userId) || !message) return;
      this.listener?.(userId, message);
    });
  }

  private channel(userId: number): string {
    return `${this.prefix}u:${userId}`;
  }

  async subscribe(userId: number): Promise<void> {
    await this.sub.subscribe(this.channel(userId));
  }

  async unsubscribe(userId: number): Promise<void> {
    await this.sub.unsubscribe(this.channel(userId));
  }

  async publish(userId: number, message: HubMessage): Promise<void> {
    await this.pub.publish(this.channel(userId), encodeHubMessage(message));
  }

  listen(listener: HubListener): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.listener = undefined;
    // The publishing connection belongs to whoever created it (main.ts, tests).
    await this.sub.quit().catch(() => this.sub.disconnect());
  }
}
