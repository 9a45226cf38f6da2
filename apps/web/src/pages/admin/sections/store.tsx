import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { AdminGroup } from './types';

const GoodsPanel = lazy(() =>
  import('../../../features/admin/store/GoodsPanel').then((m) => ({ default: m.GoodsPanel })),
);
const OrdersPanel = lazy(() =>
  import('../../../features/admin/store/OrdersPanel').then((m) => ({ default: m.OrdersPanel })),
);

const loading = (p: ReactNode) => <Suspense fallback={<Spin />}>{p}</Suspense>;

/** 商城 (docs/store.md): goods and orders. Admins only. */
export const storeGroup: AdminGroup = {
  key: 'store',
  label: '商城',
  sections: [
    { path: 'goods', label: '商品', minRole: 'admin', element: loading(<GoodsPanel />) },
    { path: 'orders', label: '订单', minRole: 'admin', element: loading(<OrdersPanel />) },
  ],
};
