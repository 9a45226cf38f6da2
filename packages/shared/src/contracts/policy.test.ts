import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { defineContract, type Contract } from './define';
import { policy } from './policy';

/**
 * Member endpoints whose owner check lives in the service alone, each for its reason. The
 * image one: every successful call carries a multipart file and a one-time upload token,
 * which the authorization matrix cannot send, so its owner cell could never succeed. Their
 * API tests prove the refusal (common-image.routes.test.ts: someone else's picture is 404).
 */
const OWNER_CHECKED_BY_SERVICE = new Set([
  'POST /web/common/replace_image',
  // A festival wall's comment or reply (docs/festival.md): its author or staff delete it. A
  // policy's owner rule refuses staff, so the service checks; festival.routes.test.ts proves
  // another member's 403 and staff's audited delete.
  'GET /xgo/v1/web/comment/del',
  'GET /xgo/v1/web/reply/del',
]);

const base = { method: 'GET', path: '/web/test', summary: 'test', response: z.null() } as const;

describe('authorization policy', () => {
  it('a contract whose auth flag disagrees with its role does not load', () => {
    expect(() => defineContract({ ...base, authz: policy.member })).toThrow(/auth 与 authz.role/);
    expect(() => defineContract({ ...base, auth: true, authz: policy.public })).toThrow(
      /auth 与 authz.role/,
    );
    expect(defineContract({ ...base, auth: true, authz: policy.admin }).authz.role).toBe('admin');
  });

  it('every contract declares a role; a member endpoint taking an id names its target, one of its inputs', () => {
    const all = Object.values(contracts as Record<string, unknown>).filter(
      (v): v is Contract => typeof v === 'object' && v !== null && 'method' in v && 'response' in v,
    );
    expect(all.length).toBeGreaterThan(100);
    for (const contract of all) {
      expect(['public', 'member', 'creator', 'moderator', 'admin']).toContain(contract.authz.role);
      const target = contract.authz.target;
      // A member endpoint taking an `id` acts on some thing: say whose (or that it is shared),
      // so the matrix proves the ownership rule. Staff endpoints act on anyone's things.
      const takesId = (['params', 'query', 'body'] as const).some(
        (part) => 'id' in ((contract[part] as z.ZodObject | undefined)?.shape ?? {}),
      );
      const key = `${contract.method} ${contract.path}`;
      if (contract.authz.role === 'member' && takesId && !OWNER_CHECKED_BY_SERVICE.has(key))
        expect(target, `${contract.method} ${contract.path}`).toBeDefined();
      if (!target) continue;
      const [part, field] = target.field.split('.') as ['params' | 'query' | 'body', string];
      const schema = contract[part] as z.ZodObject | undefined;
      expect(Object.keys(schema?.shape ?? {}), `${contract.path} ${target.field}`).toContain(field);
    }
  });
});
