import { expect } from 'vitest';

/*
 * Reading the API's envelope in route tests ({ code, msg, data }): the answer a test wants,
 * or the refusal it expects with its status and message. One place, so every test reads
 * the envelope the same way and prints the whole answer when the status is not the one
 * expected.
 */

export type Answer = { statusCode: number; json: <U>() => U };

export const envelopeOf = <T>(res: Answer) => res.json<{ code: number; msg: string; data: T }>();

/** The data of a 200 answer. */
export async function ok<T>(res: Promise<Answer>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return envelopeOf<T>(r).data;
}

/** A refusal with this status and exactly this message. */
export async function refused(res: Promise<Answer>, status: number, msg: string): Promise<void> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  expect(envelopeOf(r).msg).toBe(msg);
}

/** A refusal of the input: 422 naming the field's message. */
export async function invalid(res: Promise<Answer>, msg: string): Promise<void> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(422);
  expect(envelopeOf(r).msg).toContain(msg);
}
