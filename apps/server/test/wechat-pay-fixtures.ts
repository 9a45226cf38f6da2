import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

/*
 * WeChat Pay v3 as the tests play it (docs/store.md "Payments"): RSA keys generated per
 * file, and notifications built exactly as WeChat sends them — the resource encrypted
 * AEAD_AES_256_GCM under the APIv3 key, the body signed with the platform key.
 */

export const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export interface NotifyOptions {
  /** Signs with this key instead of the platform's (a forgery). */
  key?: string;
  /** Unix seconds of the Wechatpay-Timestamp header. */
  ts?: number;
  /** TRANSACTION.SUCCESS unless given (REFUND.SUCCESS, REFUND.ABNORMAL …). */
  eventType?: string;
}

/** A notifier for one merchant: `notify(resource)` → the body and headers WeChat posts. */
export function wechatNotifier(apiV3Key: string, platformPrivateKey: string) {
  return (resource: Record<string, unknown>, opts: NotifyOptions = {}) => {
    const eventType = opts.eventType ?? 'TRANSACTION.SUCCESS';
    const aad = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), nonce);
    cipher.setAAD(Buffer.from(aad));
    const enc = Buffer.concat([
      cipher.update(JSON.stringify(resource)),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      event_type: eventType,
      resource_type: 'encrypt-resource',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: enc.toString('base64'),
        associated_data: aad,
        nonce,
      },
    });
    const timestamp = String(opts.ts ?? Math.floor(Date.now() / 1000));
    const headerNonce = randomBytes(8).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${headerNonce}\n${body}\n`)
      .sign(opts.key ?? platformPrivateKey, 'base64');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': headerNonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': 'PLATFORM_SERIAL',
      },
    };
  };
}
