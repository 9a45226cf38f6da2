import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { SOCKET_PING_MS, type ServerFrame } from '@xinke/shared';
import type { BenchUser } from './ws-setup';

/*
 * One client process's share of the bench's clients (ws-client-worker.ts runs it, ws-fleet.ts
 * spreads the clients over several such processes): real WebSocket connections, each
 * authenticated by its session token, pinging every SOCKET_PING_MS like the web client,
 * and — for the active ones — sending letters at this process's share of the rate. A letter
 * goes to another client of the same process, so latency (send → chat frame at the
 * recipient, send → ack at the sender) is measured on one monotonic clock.
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
  /** Refusals by message (a plain object: the stats travel over IPC). */
  errors: Record<string, number>;
  delivery: number[];
  /** Seconds since the first letter at which each delivery sample was sent (same order). */
  deliverySentAt: number[];
  ack: number[];
  /** From the first letter sent to the last one delivered. */
  seconds: number;
  /** From the first letter sent to the last (how closely the offered rate was kept). */
  sendSeconds: number;
  /** This client process's event-loop delay while driving (ms): its share of the latency. */
  clientLoopP99: number;
  clientLoopMax: number;
}

export const errorCount = (stats: LetterStats) =>
  Object.values(stats.errors).reduce((sum, n) => sum + n, 0);

export class ClientPool {
  readonly clients: BenchClient[] = [];
  /** Close codes of sockets that closed before the bench closed them. */
  readonly closeCodes: Record<number, number> = {};
  private closing = false;
  private readonly sentAt = new Map<string, number>();
  private readonly pingTimers: NodeJS.Timeout[] = [];
  private stats: LetterStats | undefined;
  private lastDelivery = 0;
  private startedAt = 0;

  /** Why sockets could not be opened (message ×count): a refused one is counted, not fatal. */
  readonly connectErrors: Record<string, number> = {};

  /** Opens one socket per user (round-robin over `urls`), `concurrency` handshakes at a time. */
  async connect(users: BenchUser[], urls: string[], concurrency = 100): Promise<void> {
    let next = 0;
    const opened: (BenchClient | undefined)[] = [];
    const worker = async () => {
      while (next < users.length) {
        const i = next++;
        const user = users[i];
        if (!user) return;
        const node = i % urls.length;
        try {
          opened[i] = { user, node, ws: await this.open(`${urls[node]}`, user) };
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          this.connectErrors[reason] = (this.connectErrors[reason] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    // In user order: clients alternate between nodes (see drive) unless one failed to open.
    for (const client of opened) if (client) this.clients.push(client);
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
        if (!this.closing) this.closeCodes[code] = (this.closeCodes[code] ?? 0) + 1;
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
      stats.errors[frame.msg] = (stats.errors[frame.msg] ?? 0) + 1;
    }
  }

  get openCount(): number {
    return this.clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length;
  }

  /**
   * `rate` letters per second for `seconds`, from the first `active` clients, each to the
   * next one. Clients alternate between nodes and `active` is even, so with two nodes every
   * letter crosses from one node to the other.
   */
  async drive(options: { rate: number; seconds: number; active: number }): Promise<LetterStats> {
    const count = Math.min(this.clients.length, Math.max(2, options.active));
    const active = this.clients.slice(0, count - (count % 2));
    const stats: LetterStats = {
      sent: 0,
      delivered: 0,
      acked: 0,
      errors: {},
      delivery: [],
      deliverySentAt: [],
      ack: [],
      seconds: options.seconds,
      sendSeconds: options.seconds,
      clientLoopP99: 0,
      clientLoopMax: 0,
    };
    this.stats = stats;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
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
          stats.sendSeconds = (performance.now() - started) / 1000;
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
    loop.disable();
    stats.clientLoopP99 = loop.percentile(99) / 1e6;
    stats.clientLoopMax = loop.max / 1e6;
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
