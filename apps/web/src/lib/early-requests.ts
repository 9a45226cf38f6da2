/**
 * GET requests started by the boot script (app/boot.ts) while the app's code is still
 * downloading; the http client takes each over instead of sending it again. On a phone the
 * landing page's data then arrives with its code rather than one round trip after it.
 *
 * A request is taken at most once, only by a call for the same URL with the same token,
 * and only while fresh: a late taker (a page opened long after) asks the server itself.
 */
const FRESH_MS = 10_000;

interface Early {
  response: Promise<Response>;
  startedAt: number;
}

const started = new Map<string, Early>();

const keyOf = (url: string, token: string | undefined) => `${token ?? ''} ${url}`;

/** Starts the GET (once per URL and token) and returns its answer. */
export function startEarlyRequest(url: string, token: string | undefined): Promise<Response> {
  const key = keyOf(url, token);
  const existing = started.get(key);
  if (existing) return existing.response;
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  const response = fetch(url, { method: 'GET', headers });
  // An early request nobody takes must not surface as an unhandled rejection.
  response.catch(() => undefined);
  started.set(key, { response, startedAt: Date.now() });
  return response;
}

export function takeEarlyRequest(
  url: string,
  token: string | undefined,
): Promise<Response> | undefined {
  const key = keyOf(url, token);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return Date.now() - early.startedAt <= FRESH_MS ? early.response : undefined;
}
