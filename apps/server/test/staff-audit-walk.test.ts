import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, max } from 'drizzle-orm';
import { StaffAction, contractUrl, type Contract } from '@xinke/shared';
import { staffAuditLog } from '../src/db/schema';
import { createTestApp, type TestApp } from './create-test-app';
import { freshIp } from './authz-world';
import { STAFF_WRITE_SCENARIOS, tokenFor, type StaffCall } from './staff-walk/scenarios';
import { buildStaffWorld } from './staff-walk/world';

/*
 * "No staff action exists without its log row" (issue 14, docs/admin.md): every write a
 * moderator or admin may make — read from the app's route table, so a new one is walked the
 * day it is registered — is made once by an admin, must succeed, and must leave audit rows
 * naming that admin and a known action, written with the action itself.
 */

const isStaffRole = (c: Contract) => c.authz.role === 'moderator' || c.authz.role === 'admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A staff upload's multipart body (the console's resource files). */
function multipartOf(file: NonNullable<StaffCall['file']>) {
  const boundary = '----xinke-staff-walk';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function send(contract: Contract, call: StaffCall, token: string) {
  const url = contractUrl(contract.path, call.params ?? {});
  const search = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  if (call.file) {
    const body = multipartOf(call.file);
    return t.app.inject({
      method: contract.method,
      url: `${url}${search}`,
      remoteAddress: freshIp(),
      headers: { authorization: token, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const form = contract.method === 'PUT' || contract.method === 'DELETE';
  return t.app.inject({
    method: contract.method,
    url: `${url}${search}`,
    remoteAddress: freshIp(),
    headers: {
      authorization: token,
      ...(call.body && form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(call.body
      ? {
          payload: form
            ? new URLSearchParams(call.body as Record<string, string>).toString()
            : call.body,
        }
      : {}),
  });
}

describe('staff audit walk', () => {
  const writes = () => {
    const found = new Map<string, Contract>();
    for (const route of t.app.routeTable)
      if (route.contract && route.method !== 'GET' && route.method !== 'HEAD')
        if (isStaffRole(route.contract)) found.set(`${route.method} ${route.url}`, route.contract);
    return found;
  };

  it('every staff write has a scenario, and every scenario a staff write', () => {
    const endpoints = writes();
    expect([...endpoints.keys()].filter((k) => !(k in STAFF_WRITE_SCENARIOS))).toEqual([]);
    expect(Object.keys(STAFF_WRITE_SCENARIOS).filter((k) => !endpoints.has(k))).toEqual([]);
  });

  it('every staff write, made by an admin, succeeds and leaves its audit rows', async () => {
    const failures: string[] = [];
    for (const [endpoint, contract] of writes()) {
      const scenario = STAFF_WRITE_SCENARIOS[endpoint];
      if (!scenario) continue;
      const world = await buildStaffWorld(t);
      const call = await scenario(world);
      const [mark] = await t.db.select({ id: max(staffAuditLog.id) }).from(staffAuditLog);
      const lastId = mark?.id ?? 0;
      const res = await send(contract, call, await tokenFor(world));
      const envelope = res.json<{ code: number; msg: string }>();
      if (res.statusCode !== 200 || envelope.code !== 0) {
        failures.push(`${endpoint}: ${res.statusCode} ${envelope.msg}`);
        continue;
      }
      const rows = await t.db
        .select()
        .from(staffAuditLog)
        .where(and(gt(staffAuditLog.id, lastId), eq(staffAuditLog.actorId, world.admin.id)));
      if (rows.length === 0) failures.push(`${endpoint}: no audit row`);
      for (const row of rows)
        if (!StaffAction.has(row.action))
          failures.push(`${endpoint}: unknown action ${row.action}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
