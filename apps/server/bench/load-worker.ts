import autocannon from 'autocannon';

/**
 * The load generator, in its own process (forked by load.ts). Run inside the server's
 * process, autocannon would share the server's event loop and thread: every request would
 * pay for both ends and the figures would measure the bench, not the server.
 *
 * Receives one LoadJob over IPC, answers with autocannon's Result, then exits.
 */
export interface LoadJob {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

process.once('message', (job: LoadJob) => {
  let turn = 0;
  autocannon({
    url: job.url,
    connections: job.connections,
    headers: job.headers,
    duration: job.seconds,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: job.paths[turn++ % job.paths.length] }),
      },
    ],
  }).then(
    (result) => process.send?.({ ok: true, result }, () => process.exit(0)),
    (err: unknown) => process.send?.({ ok: false, error: String(err) }, () => process.exit(1)),
  );
});
