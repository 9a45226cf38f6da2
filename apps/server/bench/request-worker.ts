import { Agent, request } from 'node:http';

/**
 * The load generator of the write benches (vote-burst.ts, write-load.ts), in its own process
 * (forked by sendRequests in request-load.ts) for the same reason as load-worker.ts: sending
 * from the server's event loop would measure the bench. Each request has its own member
 * token, address and body, which autocannon's fixed request list cannot give, so this sends
 * them itself over `connections` keep-alive sockets.
 *
 * Receives one RequestJob over IPC, answers with every request's status and latency.
 */
export interface BenchRequest {
  method: 'GET' | 'POST';
  /** Path and query. */
  path: string;
  /** A member's session token (Authorization). */
  token: string;
  /** X-Forwarded-For (the server trusts the proxy): each member from their own address. */
  ip: string;
  body?: unknown;
}

export interface RequestJob {
  /** http://host:port of the server. */
  url: string;
  /** Sent in this order, each connection taking the next when its last is answered. */
  requests: BenchRequest[];
  connections: number;
  /**
   * Sent first over the same connections and not measured: a running site's server has
   * compiled its write paths and opened its pool's statements long before a burst, and this
   * process warms up too (as the other benches' BENCH_WARMUP runs do).
   */
  warmup?: BenchRequest[];
}

export interface RequestJobResult {
  /** Milliseconds from the first request sent to the last answer. */
  elapsedMs: number;
  latenciesMs: number[];
  /** Answers by HTTP status ('0' for a failed connection). */
  statuses: Record<string, number>;
}

function sendOne(
  agent: Agent,
  base: URL,
  r: BenchRequest,
): Promise<{ status: number; ms: number }> {
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  const headers: Record<string, string | number> = {
    authorization: r.token,
    'x-forwarded-for': r.ip,
  };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { agent, host: base.hostname, port: base.port, path: r.path, method: r.method, headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

async function send(
  agent: Agent,
  base: URL,
  requests: BenchRequest[],
  connections: number,
): Promise<RequestJobResult> {
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (;;) {
        const r = requests[next++];
        if (!r) return;
        const { status, ms } = await sendOne(agent, base, r);
        latenciesMs.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { elapsedMs: performance.now() - started, latenciesMs, statuses };
}

process.once('message', async (job: RequestJob) => {
  const base = new URL(job.url);
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  if (job.warmup) await send(agent, base, job.warmup, job.connections);
  const result = await send(agent, base, job.requests, job.connections);
  agent.destroy();
  process.send?.(result, () => process.exit(0));
});
