import { Agent, request } from 'node:http';

/**
 * The vote burst's load generator, in its own process (forked by vote-burst.ts) for the
 * same reason as load-worker.ts: sending from the server's event loop would measure the
 * bench. Each vote has its own member token, IP and body, which autocannon's fixed request
 * list cannot give, so this sends them itself over `connections` keep-alive sockets.
 *
 * Receives one VoteJob over IPC, answers with every request's status and latency.
 */
export interface VoteJob {
  /** http://host:port of the server. */
  url: string;
  activeId: number;
  /** One entry per vote to cast, in sending order. */
  votes: { token: string; ip: string; workId: number }[];
  connections: number;
  /**
   * Sent first over the same connections and not measured: a running site's server has
   * compiled its vote path and opened its pool's statements long before a burst, and this
   * process warms up too (as the other benches' BENCH_WARMUP runs do).
   */
  warmup?: { activeId: number; votes: VoteJob['votes'] };
}

export interface VoteJobResult {
  /** Milliseconds from the first request sent to the last answer. */
  elapsedMs: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
}

function castOne(
  agent: Agent,
  base: URL,
  activeId: number,
  vote: VoteJob['votes'][number],
): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({ active_id: activeId, opu_id: vote.workId });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: '/web/active/opu_vote',
        method: 'POST',
        headers: {
          authorization: vote.token,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': vote.ip,
        },
      },
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

/** Sends `votes` over `connections` senders, each sending its next when the last is answered. */
async function send(
  agent: Agent,
  base: URL,
  activeId: number,
  votes: VoteJob['votes'],
  connections: number,
): Promise<VoteJobResult> {
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (;;) {
        const vote = votes[next++];
        if (!vote) return;
        const { status, ms } = await castOne(agent, base, activeId, vote);
        latenciesMs.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { elapsedMs: performance.now() - started, latenciesMs, statuses };
}

process.once('message', async (job: VoteJob) => {
  const base = new URL(job.url);
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  if (job.warmup) await send(agent, base, job.warmup.activeId, job.warmup.votes, job.connections);
  const result = await send(agent, base, job.activeId, job.votes, job.connections);
  agent.destroy();
  process.send?.(result, () => process.exit(0));
});
