import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The download ticket of /web/resource/downcert (docs/resources.md): signed, never stored.
 * It names the file (`fid`) and its content (`h`, the start of its SHA-256, so a replaced
 * file does not open with an old ticket), the member it was issued to (`uid`), its expiry
 * (`exp`, Unix seconds) and a random id (`jti`) under which its download is counted once.
 */
export interface DownloadTicketClaims {
  fid: number;
  h: string;
  uid: number;
  exp: number;
  jti: string;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

export class DownloadTickets {
  private readonly key: Buffer;

  /**
   * `secret` is the server's CODE_SECRET (env, or the one generated in DATA_DIR); the key
   * is derived from it under its own label, so a ticket never passes for an upload token.
   */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('resource-download-ticket').digest();
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  issue(claims: Omit<DownloadTicketClaims, 'jti'>): string {
    const full: DownloadTicketClaims = { ...claims, jti: b64(randomBytes(12)) };
    const payload = b64(Buffer.from(JSON.stringify(full)));
    return `${payload}.${b64(this.sign(payload))}`;
  }

  /** The claims of a well-signed, unexpired ticket; null for anything else. */
  verify(ticket: string, nowSeconds: number): DownloadTicketClaims | null {
    const [payload, signature, extra] = ticket.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = this.sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: DownloadTicketClaims;
    try {
      claims = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as DownloadTicketClaims;
    } catch {
      return null;
    }
    if (
      !Number.isSafeInteger(claims.fid) ||
      !Number.isSafeInteger(claims.uid) ||
      typeof claims.h !== 'string' ||
      typeof claims.jti !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= nowSeconds
    )
      return null;
    return claims;
  }
}
