import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WechatPayProvider } from './wechat-pay';

/*
 * WeChat Pay v3 refunds (docs/store.md "Refunds"): the request is signed with the merchant
 * key, and only an answer saying WeChat took the refund (SUCCESS / PROCESSING) lets the order
 * become 已退款; CLOSED or ABNORMAL moves no money, so it is an error.
 */

const merchant = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function provider(status: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const p = new WechatPayProvider(
    {
      mchId: '1900000001',
      appId: 'wx0000000000000001',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      privateKey: merchant.privateKey,
      platformPublicKey: merchant.publicKey,
      apiV3Key: '0123456789abcdef0123456789abcdef',
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyUrl: 'https://xinke.example/web/payment/notify/wechat',
    },
    async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify({ refund_id: '50000000382019052709732678859', status }), {
        status: 200,
      });
    },
  );
  return { p, calls };
}

describe('WeChat Pay refund', () => {
  it('PROCESSING is accepted; the request is the signed full refund', async () => {
    const { p, calls } = provider('PROCESSING');
    await p.refund('202611281730001234560001', 'R202611281730001234560001', 4990);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    const body = String(init.body);
    expect(JSON.parse(body)).toMatchObject({
      out_trade_no: '202611281730001234560001',
      amount: { refund: 4990, total: 4990, currency: 'CNY' },
    });
    const auth = String((init.headers as Record<string, string>).Authorization);
    const field = (k: string) => new RegExp(`${k}="([^"]+)"`).exec(auth)?.[1] ?? '';
    const message = `POST\n/v3/refund/domestic/refunds\n${field('timestamp')}\n${field('nonce_str')}\n${body}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, field('signature'), 'base64'),
    ).toBe(true);
  });

  it('SUCCESS is accepted; CLOSED and ABNORMAL are errors', async () => {
    await expect(provider('SUCCESS').p.refund('a', 'Ra', 100)).resolves.toBe('SUCCESS');
    for (const status of ['CLOSED', 'ABNORMAL'])
      await expect(provider(status).p.refund('a', 'Ra', 100)).rejects.toThrow(status);
  });
});
