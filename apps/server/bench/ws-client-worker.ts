import { ClientPool } from './ws-clients';
import type { FleetReply, FleetRequest } from './ws-fleet';

/*
 * One bench client process (forked by ws-fleet.ts): holds its share of the socket clients
 * in a ClientPool and does what the bench asks over IPC, one request at a time, answering
 * each with the same id. Several of them keep the clients' own event loops from becoming
 * the bottleneck (or the latency) the bench reports.
 */
const pool = new ClientPool();

async function handle(request: FleetRequest): Promise<unknown> {
  switch (request.cmd) {
    case 'connect':
      await pool.connect(request.users, request.urls);
      return { open: pool.openCount, errors: pool.connectErrors };
    case 'status':
      return { open: pool.openCount, closeCodes: pool.closeCodes };
    case 'drive':
      return pool.drive(request.options);
    case 'close':
      await pool.close();
      return null;
  }
}

process.on('message', (request: FleetRequest) => {
  handle(request).then(
    (result) => process.send?.({ id: request.id, ok: true, result } satisfies FleetReply),
    (err: unknown) =>
      process.send?.({ id: request.id, ok: false, error: String(err) } satisfies FleetReply),
  );
});
