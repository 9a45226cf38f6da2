import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PAYMENT_POLL_MS,
  orderDetail,
  paymentCreate,
  paymentDetail,
  paymentDevConfirm,
  paymentPoll,
  paymentProviders,
  paymentWechatOauth,
  type PayChannelValue,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { inWechatBrowser } from './wechat-jsapi';

export const payKeys = {
  providers: ['payment', 'providers'] as const,
  order: (id: number) => ['user', 'orders', 'detail', id] as const,
  payment: (id: number) => ['user', 'payment', id] as const,
  poll: (orderId: number) => ['user', 'payment', 'poll', orderId] as const,
};

export const paySuccessPath = (orderId: number) =>
  `/app/new-version/research/pay-success?order=${orderId}`;

export function useProviders() {
  return useQuery({
    queryKey: payKeys.providers,
    queryFn: async () => (await api(paymentProviders)).data,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: payKeys.order(id),
    queryFn: () => api(orderDetail, { id }),
    enabled: id > 0,
  });
}

export function usePayment(id: number) {
  return useQuery({
    queryKey: payKeys.payment(id),
    queryFn: () => api(paymentDetail, { id }),
    enabled: id > 0,
  });
}

/** Phones pay with the providers' mobile flows (WeChat H5, Alipay wap). */
const isPhone = () => window.matchMedia('(max-width: 768px)').matches;

/**
 * Inside WeChat's browser WeChat Pay goes through JSAPI; elsewhere phones take the mobile
 * flows and computers the QR code or page.
 */
export const payChannel = (provider: string): PayChannelValue =>
  provider === 'wechat' && inWechatBrowser() ? 'jsapi' : isPhone() ? 'mobile' : 'pc';

export function useStartPayment() {
  return useMutation({
    mutationFn: ({ orderId, provider }: { orderId: number; provider: string }) => {
      const channel = payChannel(provider);
      // JSAPI's refusals (no openid yet) are the cashier's to handle, not a toast.
      return api(
        paymentCreate,
        { order_id: orderId, provider, channel },
        { silent: channel === 'jsapi' },
      );
    },
  });
}

/** The 公众号 OAuth address that brings the buyer back to `back` with their openid kept. */
export function useWechatPayOauth() {
  return useMutation({
    mutationFn: (back: string) => api(paymentWechatOauth, { back }),
  });
}

export function useDevConfirm() {
  return useMutation({
    mutationFn: (paymentId: number) => api(paymentDevConfirm, { payment_id: paymentId }),
  });
}

/**
 * POST /web/payment/poll every 2 s while the page is open; once the order is paid, on to
 * the research room's pay-success page.
 */
export function usePaymentPoll(orderId: number) {
  const navigate = useNavigate();
  const poll = useQuery({
    queryKey: payKeys.poll(orderId),
    queryFn: () => api(paymentPoll, { order_id: orderId }, { silent: true }),
    refetchInterval: (q) => (q.state.data?.paid ? false : PAYMENT_POLL_MS),
    enabled: orderId > 0,
  });
  const paid = poll.data?.paid ?? false;
  useEffect(() => {
    if (paid) void navigate(paySuccessPath(orderId), { replace: true });
  }, [paid, orderId, navigate]);
  return poll;
}
