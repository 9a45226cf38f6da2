import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { SOCKET_PING_MS, type ServerFrame } from '@xinke/shared';
import type { BenchUser } from './ws-setup';

/*
 * The bench's clients: N real WebSocket connections, each authenticated by its session
 * token, pinging every SOCKET_PING_MS like the web client, and — for the active ones —
 * sending letters at a fixed total rate. Latency is measured send → chat frame at the
 * recipient (and send → ack at the sender), on this process's monotonic clock.
 */

export interface BenchClient {
  user: BenchUser;
  ws: WebSocket;
  node: number;
}

export interface LetterStats {
  sent: number;
  delivered: number;
  acked: number;
  errors: Map<string, number>;
  delivery: number[];
  /** Seconds since the first letter at which each delivery sample was sent (same order). */
  deliverySentAt: number[];
  ack: number[];
  /** From the first letter sent to the last one delivered. */
  seconds: number;
}

export const errorCount = (stats: LetterStats) =>
  [...stats.errors.values()].reduce((sum, n) => sum + n, 0);

export class ClientPool {
  readonly clients: BenchClient[] = [];
  /** Close codes of sockets that closed before the bench closed them. */
  readonly closeCodes = new Map<number, number>();
  private closing = false;
  private readonly sentAt = new Map<string, number>();
  private readonly pingTimers: NodeJS.Timeout[] = [];
  private stats: LetterStats | undefined;
  private lastDelivery = 0;
  private startedAt = 0;

  /** Opens one socket per user (round-robin over `urls`), `concurrency` handshakes at a time. */
  async connect(users: BenchUser[], urls: string[], concurrency = 100): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < users.length) {
        const i = next++;
        const user = users[i];
        if (!user) return;
        const node = i % urls.length;
        this.clients[i] = { user, node, ws: await this.open(`${urls[node]}`, user) };
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  /** Pings every SOCKET_PING_MS from a random offset, as N independent browsers would. */
  private keepAlive(ws: WebSocket): void {
    const start = setTimeout(() => {
      const timer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, SOCKET_PING_MS);
      this.pingTimers.push(timer);
    }, Math.random() * SOCKET_PING_MS);
    this.pingTimers.push(start);
  }

  private open(baseUrl: string, user: BenchUser): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?token=${user.token}`, {
        perMessageDeflate: false,
      });
      ws.once('error', reject);
      ws.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as ServerFrame;
        if (frame.type === 'hello') {
          ws.send(JSON.stringify({ type: 'open', user_id: user.id }));
          this.keepAlive(ws);
          resolve(ws);
        } else this.onFrame(frame);
      });
      ws.once('close', (code) => {
        if (!this.closing) this.closeCodes.set(code, (this.closeCodes.get(code) ?? 0) + 1);
        reject(new Error(`closed ${code} before hello`));
      });
    });
  }

  private onFrame(frame: ServerFrame): void {
    const stats = this.stats;
    if (!stats) return;
    const now = performance.now();
    if (frame.type === 'chat' && frame.pfrom === 'left') {
      const at = this.sentAt.get(`d:${frame.no}`);
      if (at === undefined) return;
      this.sentAt.delete(`d:${frame.no}`);
      stats.delivered += 1;
      stats.delivery.push(now - at);
      stats.deliverySentAt.push((at - this.startedAt) / 1000);
      this.lastDelivery = now;
    } else if (frame.type === 'ack') {
      const at = this.sentAt.get(`a:${frame.no}`);
      if (at === undefined) return;
      this.sentAt.delete(`a:${frame.no}`);
      stats.acked += 1;
      stats.ack.push(now - at);
    } else if (frame.type === 'error') {
      stats.errors.set(frame.msg, (stats.errors.get(frame.msg) ?? 0) + 1);
    }
  }

  get openCount(): number {
    return this.clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length;
  }

  /**
   * `rate` letters per second for `seconds`, from the first `active` clients, each to the
   * next one (so with two nodes every letter crosses from one node to the other).
   */
  async drive(options: { rate: number; seconds: number; active: number }): Promise<LetterStats> {
    const active = this.clients.slice(0, Math.max(2, options.active));
    const stats: LetterStats = {
      sent: 0,
      delivered: 0,
      acked: 0,
      errors: new Map(),
      delivery: [],
      deliverySentAt: [],
      ack: [],
      seconds: options.seconds,
    };
    this.stats = stats;
    const started = performance.now();
    this.startedAt = started;
    const total = Math.round(options.rate * options.seconds);
    let cursor = 0;
    // Numbers are unique per sender for good: another run on the same database needs new ones.
    const run = Math.random().toString(36).slice(2, 8);
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(
          total,
          Math.floor(((performance.now() - started) / 1000) * options.rate),
        );
        while (stats.sent < due) {
          const from = active[cursor % active.length];
          const to = active[(cursor + 1) % active.length];
          cursor += 1;
          if (!from || !to) continue;
          const no = `${run}-${stats.sent}`;
          const now = performance.now();
          this.sentAt.set(`d:${no}`, now);
          this.sentAt.set(`a:${no}`, now);
          from.ws.send(JSON.stringify({ touid: to.user.id, no, msg: `压测消息 ${no}` }));
          stats.sent += 1;
        }
        if (stats.sent >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
    // Stragglers: wait until everything arrived or 10 s passed.
    for (let waited = 0; waited < 10_000 && stats.delivered + errorCount(stats) < stats.sent;) {
      await new Promise((r) => setTimeout(r, 50));
      waited += 50;
    }
    stats.seconds = (this.lastDelivery - started) / 1000;
    this.stats = undefined;
    return stats;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.pingTimers) clearTimeout(timer);
    await Promise.all(
      this.clients.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.ws.readyState === WebSocket.CLOSED) return resolve();
            c.ws.once('close', () => resolve());
            c.ws.close();
          }),
      ),
    );
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
