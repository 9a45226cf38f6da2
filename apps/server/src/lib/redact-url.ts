/**
 * A URL fit for the log: the socket takes its session token in the query string
 * (`/ws?token=…`), and a token in a log file is a login for whoever reads it.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
