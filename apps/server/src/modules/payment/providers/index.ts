import type { PayConfig } from '../../../config';
import { AlipayProvider } from './alipay';
import { DevPayProvider } from './dev-pay';
import type { PaymentProvider } from './provider';
import { WechatPayProvider } from './wechat-pay';

/** The notify address of a provider (a public route of payment.routes.ts). */
export const notifyPath = (provider: string) => `/web/payment/notify/${provider}`;

export type Providers = Map<string, PaymentProvider>;

/** The providers PAY_PROVIDERS enables, in that order (the cashier lists them so). */
export function buildProviders(
  pay: PayConfig,
  publicUrl: string,
  fetchImpl: typeof fetch = fetch,
): Providers {
  const map: Providers = new Map();
  for (const name of pay.providers) {
    if (name === 'dev') map.set(name, new DevPayProvider());
    if (name === 'wechat')
      map.set(
        name,
        new WechatPayProvider(
          { ...pay.wechat, notifyUrl: publicUrl + notifyPath('wechat') },
          fetchImpl,
        ),
      );
    if (name === 'alipay')
      map.set(
        name,
        new AlipayProvider(
          {
            ...pay.alipay,
            notifyUrl: publicUrl + notifyPath('alipay'),
            returnUrl: `${publicUrl}/app/new-version/research/pay-success`,
          },
          fetchImpl,
        ),
      );
  }
  return map;
}
