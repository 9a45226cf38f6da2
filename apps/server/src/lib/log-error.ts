/**
 * What an error becomes in the log. Pino's default serializer copies every property and
 * the message, so a failed statement logged the SQL with the caller's parameters (drizzle's
 * "Failed query … params: …"), PostgreSQL's `detail` (`Key (nickname)=(…) already exists`)
 * and the quoted input of its messages (`value "…" is out of range`), and the JSON parser
 * quoted the body. This keeps what an operator needs — type, codes, constraint and table
 * names, the SQL text (parameterised, so ours), the stack frames — and nothing a user typed.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  routine?: string;
  stack: string;
  cause?: LoggedError;
}

type Fields = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** PostgreSQL's own errors (node-postgres and PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(err: Fields): boolean {
  return typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && 'severity' in err;
}

function safeMessage(err: Fields, type: string): string {
  const message = str(err.message) ?? '';
  // drizzle's wrapper: keep the statement, drop "params: …".
  if (typeof err.query === 'string' && 'params' in err) return `Failed query: ${err.query}`;
  // PostgreSQL quotes the offending input in its messages.
  if (isDatabaseError(err)) return message.replace(/"[^"]*"/g, '"…"');
  // JSON.parse quotes the body it could not read.
  if (type === 'SyntaxError') return 'invalid JSON';
  return message;
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export function serializeError(value: unknown, depth = 0): LoggedError {
  if (value === null || typeof value !== 'object') {
    return { type: typeof value, message: '[not an Error]', stack: '' };
  }
  const err = value as Fields;
  const type = str(err.name) ?? value.constructor.name;
  const message = safeMessage(err, type);
  const out: LoggedError = { type, message, stack: '' };
  const code = err.code;
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  for (const key of ['constraint', 'table', 'column', 'severity', 'routine'] as const) {
    const field = str(err[key]);
    if (field) out[key] = field;
  }
  const stack = frames(err.stack);
  if (stack) out.stack = `${type}: ${message}\n${stack}`;
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
