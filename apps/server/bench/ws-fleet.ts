import { fork, type ChildProcess } from 'node:child_process';
import type { LetterStats } from './ws-clients';
import type { BenchUser } from './ws-setup';

/*
 * The bench's clients spread over several processes (ws-client-worker.ts): 10,000 sockets
 * with their pings, letters, acks and JSON parsing in one process would measure that
 * process's event loop, not the server. User i goes to process i % n; within a process the
 * clients alternate between the nodes and each letter goes to the next active client, so
 * with two nodes every letter crosses nodes and is timed on the clock of one process.
 */

export type DriveOptions = { rate: number; seconds: number; active: number };

export type FleetRequest = { id: number } & (
  | { cmd: 'connect'; users: BenchUser[]; urls: string[] }
  | { cmd: 'status' }
  | { cmd: 'drive'; options: DriveOptions }
  | { cmd: 'close' }
);

export type FleetReply = { id: number } & (
  { ok: true; result: unknown } | { ok: false; error: string }
);

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
  return into;
};

class ClientProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private seq = 0;

  constructor() {
    this.child = fork(new URL('./ws-client-worker.ts', import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
    });
    this.child.on('message', (reply: FleetReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) waiter?.resolve(reply.result);
      else waiter?.reject(new Error(reply.error));
    });
    this.child.once('exit', (code) => {
      for (const waiter of this.waiting.values())
        waiter.reject(new Error(`bench client process exited with ${code}`));
      this.waiting.clear();
    });
  }

  request<T>(request: DistributiveOmit<FleetRequest, 'id'>): Promise<T> {
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: (v) => resolve(v as T), reject });
      this.child.send({ ...request, id });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export class ClientFleet {
  private readonly processes: ClientProcess[];

  constructor(processes: number) {
    this.processes = Array.from({ length: Math.max(1, processes) }, () => new ClientProcess());
  }

  get size(): number {
    return this.processes.length;
  }

  /** Opens every user's socket; returns how many are open and why the others are not. */
  async connect(
    users: BenchUser[],
    urls: string[],
  ): Promise<{ open: number; errors: Record<string, number> }> {
    const n = this.processes.length;
    const replies = await Promise.all(
      this.processes.map((p, k) =>
        p.request<{ open: number; errors: Record<string, number> }>({
          cmd: 'connect',
          users: users.filter((_, i) => i % n === k),
          urls,
        }),
      ),
    );
    return {
      open: replies.reduce((sum, r) => sum + r.open, 0),
      errors: replies.reduce((all, r) => addCounts(all, r.errors), {}),
    };
  }

  /** Sockets open now, and the close codes of those the server closed. */
  async status(): Promise<{ open: number; closeCodes: Record<string, number> }> {
    const replies = await Promise.all(
      this.processes.map((p) =>
        p.request<{ open: number; closeCodes: Record<string, number> }>({ cmd: 'status' }),
      ),
    );
    return {
      open: replies.reduce((sum, r) => sum + r.open, 0),
      closeCodes: replies.reduce((all, r) => addCounts(all, r.closeCodes), {}),
    };
  }

  /** `rate` letters/s in all, shared evenly by the processes (and `active` likewise). */
  async drive(options: DriveOptions): Promise<LetterStats> {
    const n = this.processes.length;
    const parts = await Promise.all(
      this.processes.map((p) =>
        p.request<LetterStats>({
          cmd: 'drive',
          options: { ...options, rate: options.rate / n, active: Math.ceil(options.active / n) },
        }),
      ),
    );
    return mergeStats(parts);
  }

  async close(): Promise<void> {
    await Promise.all(
      this.processes.map(async (p) => {
        await p.request({ cmd: 'close' }).catch(() => undefined);
        await p.stop();
      }),
    );
  }
}

/** The processes' letters as one run: the run lasted as long as its longest part. */
function mergeStats(parts: LetterStats[]): LetterStats {
  const sum = (pick: (s: LetterStats) => number) => parts.reduce((t, s) => t + pick(s), 0);
  const max = (pick: (s: LetterStats) => number) => Math.max(0, ...parts.map(pick));
  return {
    sent: sum((s) => s.sent),
    delivered: sum((s) => s.delivered),
    acked: sum((s) => s.acked),
    errors: parts.reduce((all, s) => addCounts(all, s.errors), {}),
    delivery: parts.flatMap((s) => s.delivery),
    deliverySentAt: parts.flatMap((s) => s.deliverySentAt),
    ack: parts.flatMap((s) => s.ack),
    seconds: max((s) => s.seconds),
    sendSeconds: max((s) => s.sendSeconds),
    clientLoopP99: max((s) => s.clientLoopP99),
    clientLoopMax: max((s) => s.clientLoopMax),
  };
}
