import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';

/**
 * Sessions for browser tests: fresh phone numbers, codes from the dev outbox (the server's
 * dev SMS provider records what it "sent"), sign-up or login through the API, and the
 * credential cookies the site reads. The server allows one code per phone per 60 s and 20
 * per IP per hour, so every login uses a new phone and tests log in only as often as needed.
 */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}
export interface LoginResult {
  id: number;
  token: string;
  ttl: number;
}

let serial = 0;
/**
 * A mainland number no other test (or run on this data dir) used: `prefix` (a 3-digit
 * carrier prefix; each spec file its own) + 8 digits from the clock and a counter.
 */
export function freshPhone(prefix: string): string {
  serial += 1;
  const tail = (Date.now() % 1_000_000) * 100 + (serial % 100);
  return `${prefix}${String(tail).padStart(8, '0').slice(-8)}`;
}

async function latestOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const answer = (await (await request.get('/dev/outbox', { params: { to } })).json()) as Envelope<
    { id: number }[]
  >;
  return answer.data[0]?.id ?? 0;
}

/** Waits for a message to `to` newer than `afterId` and returns its code. */
export async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  afterId = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = (await (
        await request.get('/dev/outbox', { params: { to } })
      ).json()) as Envelope<{ id: number; code: string }[]>;
      const newest = answer.data[0];
      code = newest && newest.id > afterId ? newest.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Remembers the newest outbox id now, so a later read only accepts a newer code. */
export function outboxMark(request: APIRequestContext, to: string): Promise<number> {
  return latestOutboxId(request, to);
}

/** POSTs JSON and returns `data`, failing the test with the server's msg unless code is 0. */
export async function apiPost<T>(
  request: APIRequestContext,
  path: string,
  data: object,
  headers?: Record<string, string>,
): Promise<T> {
  const answer = (await (await request.post(path, { data, headers })).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/**
 * The server caps codes per client address per hour, as it should; the suite signs up more
 * people than one address may. Behind the test server's trusted proxy (TRUST_PROXY), each
 * spec file's API sign-ups come from an address of their own, picked by the phone prefix
 * that file uses (198.18.0.0/15 is reserved for benchmarks and tests).
 */
const clientOf = (phone: string) => ({ 'X-Forwarded-For': `198.18.0.${phone.slice(0, 3)}` });

/** Signs `phone` up (or in) by SMS code through the API. */
export async function smsLoginViaApi(
  request: APIRequestContext,
  phone: string,
): Promise<LoginResult> {
  const mark = await outboxMark(request, phone);
  await apiPost(request, '/web/sms_code', { phone }, clientOf(phone));
  const code = await codeFromOutbox(request, phone, mark);
  return apiPost<LoginResult>(request, '/web/sms_code_login', { phone, code }, clientOf(phone));
}

/** Registers `phone` with a password through the API. */
export async function registerViaApi(
  request: APIRequestContext,
  phone: string,
  password: string,
): Promise<LoginResult> {
  const mark = await outboxMark(request, phone);
  await apiPost(request, '/web/sms_code', { phone }, clientOf(phone));
  const code = await codeFromOutbox(request, phone, mark);
  return apiPost<LoginResult>(request, '/web/register', { phone, code, password }, clientOf(phone));
}

/**
 * The daily sign-in popup (SPEC §2) covers the page for a member who has not signed in
 * today, which every fresh test member is, in the first tab of the day (the server decides,
 * docs/growth.md). Specs about something else start their pages as if the member had
 * closed it today in this tab (the key and value the web app's
 * features/growth/popup-dismissal.ts reads: such a tab does not ask); growth.spec.ts and
 * signin-popup-once.spec.ts keep it.
 */
export async function skipSignInPopup(context: BrowserContext): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  await context.addInitScript((day) => {
    sessionStorage.setItem('xinke.signin-popup-closed', day);
  }, today);
}

/**
 * The new-user guide (SPEC §2) covers the page for a member with is_old 0, which every
 * fresh test member is. Specs about something else mark it seen through the real
 * set_guide call, as finishing the guide would (the member can then no longer claim the
 * new-user coupon); new-member.spec.ts keeps it.
 */
export async function skipGuide(request: APIRequestContext, session: LoginResult): Promise<void> {
  await dataOf(
    await request.post(`${baseURL}/xgo/v1/web/common/set_guide`, {
      headers: { authorization: session.token },
      data: {},
    }),
  );
}

/**
 * Puts a session into the browser the way the site does: cookies Authorization and
 * xinke-id; the sign-in popup skipped unless `signInPopup` is true, the new-user guide
 * unless `guide` is true.
 */
export async function addSession(
  context: BrowserContext,
  session: LoginResult,
  { signInPopup = false, guide = false } = {},
): Promise<void> {
  if (!signInPopup) await skipSignInPopup(context);
  if (!guide) await skipGuide(context.request, session);
  await context.addCookies([
    { name: 'Authorization', value: session.token, url: baseURL, expires: session.ttl },
    { name: 'xinke-id', value: String(session.id), url: baseURL, expires: session.ttl },
  ]);
}

/** A logged-in member's credentials, as the login calls answer them. */
export type Session = LoginResult;

/** The data of a `code: 0` answer; anything else fails the test with the server's msg. */
export async function dataOf<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.code, `${response.url()}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/** API calls as the member of `session` (the server reads the Authorization header only). */
export function asMember(request: APIRequestContext, session: Session) {
  const headers = { authorization: session.token };
  return {
    get: async <T>(path: string, params?: Record<string, string | number>) =>
      dataOf<T>(await request.get(path, { headers, params })),
    post: async <T>(path: string, data: object) =>
      dataOf<T>(await request.post(path, { headers, data })),
  };
}
