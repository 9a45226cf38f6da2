import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * SPEC §7 POST /web/common/token (docs/uploads.md): a short-lived upload token, signed,
 * never stored. It names who may upload (`uid`), for what (`fix`, shared UploadPurpose),
 * until when (`exp`, Unix seconds) and carries a random `jti` that the stored picture
 * keeps (user_images_token_idx is unique), so one token buys one upload.
 */
export interface UploadTokenClaims {
  uid: number;
  fix: number;
  exp: number;
  jti: string;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

export class UploadTokens {
  private readonly key: Buffer;

  /**
   * `secret` is the server's CODE_SECRET (env, or the one generated in DATA_DIR); the
   * token key is derived from it, so a token can never pass for a stored code's HMAC.
   */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('upload-token').digest();
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  issue(uid: number, fix: number, exp: number): string {
    const claims: UploadTokenClaims = { uid, fix, exp, jti: b64(randomBytes(12)) };
    const payload = b64(Buffer.from(JSON.stringify(claims)));
    return `${payload}.${b64(this.sign(payload))}`;
  }

  /** The claims of a well-signed, unexpired token of `uid`; null for anything else. */
  verify(token: string, uid: number, nowSeconds: number): UploadTokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = this.sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: UploadTokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadTokenClaims;
    } catch {
      return null;
    }
    if (claims.uid !== uid || typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
      return null;
    return claims;
  }
}
