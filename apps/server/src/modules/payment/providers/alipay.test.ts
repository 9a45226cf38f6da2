import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AlipayProvider } from './alipay';

/*
 * alipay.trade.refund's synchronous answer is believed only when Alipay's signature over the
 * answer node's exact text checks out (docs/store.md "Refunds"): a forged success must never
 * let an order read 已退款 while the money is still ours.
 */

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const app = pair();
const alipay = pair();
const forger = pair();

/** An answer as Alipay sends it: the node's JSON text, then its signature. */
function answer(node: Record<string, string>, key = alipay.privateKey, edit = (s: string) => s) {
  const text = JSON.stringify(node);
  const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
  return edit(`{"alipay_trade_refund_response":${text},"sign":"${sign}"}`);
}

function provider(body: string) {
  const seen: string[] = [];
  const p = new AlipayProvider(
    {
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      notifyUrl: 'https://xinke.example/web/payment/notify/alipay',
      returnUrl: 'https://xinke.example/app/new-version/research/pay-success',
      gateway: 'https://openapi.alipay.com/gateway.do',
    },
    async (_url, init) => {
      seen.push(String(init?.body));
      return new Response(body, { status: 200 });
    },
  );
  return { p, seen };
}

const success = {
  code: '10000',
  msg: 'Success',
  out_trade_no: '202611281730001234560001',
  refund_fee: '49.90',
  fund_change: 'Y',
};

describe('Alipay refund answer', () => {
  it('a signed success is accepted, and the request asked for the amount in 元', async () => {
    const { p, seen } = provider(answer(success));
    await expect(p.refund('202611281730001234560001', 'R1', 4990)).resolves.toBe('SUCCESS');
    const sent = new URLSearchParams(seen[0]);
    expect(sent.get('method')).toBe('alipay.trade.refund');
    expect(JSON.parse(sent.get('biz_content')!)).toMatchObject({ refund_amount: '49.90' });
  });

  it('a success signed with another key, tampered after signing, or unsigned is refused', async () => {
    for (const body of [
      answer(success, forger.privateKey),
      answer(success, alipay.privateKey, (s) => s.replace('49.90', '4990.00')),
      `{"alipay_trade_refund_response":${JSON.stringify(success)}}`,
    ]) {
      const { p } = provider(body);
      await expect(p.refund('202611281730001234560001', 'R1', 4990)).rejects.toThrow(
        /signature does not verify/,
      );
    }
  });

  it("a signed refusal is Alipay's refusal, with its reason", async () => {
    const { p } = provider(
      answer({ code: '40004', msg: 'Business Failed', sub_msg: '交易已经关闭' }),
    );
    await expect(p.refund('x', 'R1', 100)).rejects.toThrow(/交易已经关闭/);
  });
});
