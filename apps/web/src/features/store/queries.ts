import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressCreate,
  addressDelete,
  addressList,
  addressUpdate,
  discountGraphix,
  myOrderList,
  orderCancel,
  orderConfirm,
  orderCreate,
  orderRefund,
  storeGoodsList,
  type ZAddressInput,
  type ContractInput,
} from '@xinke/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

/** The member's store data lives under ['user'], so a logout drops it. */
export const storeKeys = {
  goods: (page: number) => ['store', 'goods', page] as const,
  addresses: ['user', 'addresses'] as const,
  orders: ['user', 'orders'] as const,
  orderPage: (page: number, state: number | undefined) => ['user', 'orders', page, state] as const,
  coupons: (amount: number) => ['user', 'graphix', amount] as const,
};

export function useGoods(page: number) {
  return useQuery({
    queryKey: storeKeys.goods(page),
    queryFn: () => api(storeGoodsList, { page, page_size: 12 }),
  });
}

export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: storeKeys.addresses,
    queryFn: async () => (await api(addressList)).data,
    enabled,
  });
}

/** Create or edit (with `id`) an address; the book is read again either way. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof ZAddressInput> & { id?: number }) =>
      input.id === undefined
        ? api(addressCreate, input)
        : api(addressUpdate, { ...input, id: input.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(addressDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.addresses }),
  });
}

/** GET /web/discount/graphix: coupons usable on `amount` 分, the biggest saving first. */
export function useUsableCoupons(amount: number) {
  return useQuery({
    queryKey: storeKeys.coupons(amount),
    queryFn: async () => (await api(discountGraphix, { amount })).data,
    enabled: amount > 0,
  });
}

export function useMyOrders(page: number, state: number | undefined) {
  return useQuery({
    queryKey: storeKeys.orderPage(page, state),
    queryFn: () =>
      api(myOrderList, { page, page_size: 10, ...(state === undefined ? {} : { state }) }),
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof orderCreate>) => api(orderCreate, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.orders });
      void queryClient.invalidateQueries({ queryKey: ['store'] });
    },
  });
}

/** 取消 / 确认收货 / 申请退款 of one of my orders. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { action: 'cancel' | 'confirm'; order_id: number }
        | { action: 'refund'; order_id: number; reason: string },
    ) => {
      if (input.action === 'refund')
        return api(orderRefund, { order_id: input.order_id, reason: input.reason });
      if (input.action === 'cancel') return api(orderCancel, { order_id: input.order_id });
      return api(orderConfirm, { order_id: input.order_id });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.orders }),
  });
}
