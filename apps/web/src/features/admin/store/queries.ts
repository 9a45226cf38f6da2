import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  adminGoodsCreate,
  adminGoodsList,
  adminGoodsStatus,
  adminGoodsStock,
  adminGoodsUpdate,
  adminOrderList,
  adminOrderRefund,
  adminOrderRefuseRefund,
  adminOrderShip,
  type GoodsInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

const key = (...parts: (string | number)[]) => ['admin', 'store', ...parts];

export const useAdminGoods = (page: number) =>
  useQuery({
    queryKey: key('goods', page),
    queryFn: () => api(adminGoodsList, { page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (page: number, state: string) =>
  useQuery({
    queryKey: key('orders', page, state),
    queryFn: () =>
      api(adminOrderList, {
        page,
        page_size: ADMIN_PAGE_SIZE,
        ...(state === '' ? {} : { state: Number(state) }),
      }),
    placeholderData: keepPreviousData,
  });

/** Every store write: on success a toast and the store's tables read again. */
function useStoreWrite<I>(run: (input: I) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: key() });
    },
  });
}

export const useGoodsSave = () =>
  useStoreWrite(
    ({ id, ...body }: GoodsInput & { id?: number }) =>
      id === undefined ? api(adminGoodsCreate, body) : api(adminGoodsUpdate, { ...body, id }),
    '已保存',
  );
export const useGoodsStock = () =>
  useStoreWrite(
    ({ id, delta }: { id: number; delta: number }) => api(adminGoodsStock, { id, delta }),
    '库存已调整',
  );
export const useGoodsStatus = () =>
  useStoreWrite(
    ({ id, status }: { id: number; status: number }) => api(adminGoodsStatus, { id, status }),
    '已更新',
  );
export const useOrderShip = () =>
  useStoreWrite(
    (input: { id: number; carrier: string; tracking_no: string }) => api(adminOrderShip, input),
    '已发货',
  );
export const useOrderRefund = () =>
  useStoreWrite((id: number) => api(adminOrderRefund, { id }), '已退款');
export const useOrderRefuseRefund = () =>
  useStoreWrite(
    (input: { id: number; reason: string }) => api(adminOrderRefuseRefund, input),
    '已拒绝退款',
  );
