import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { AdminGroup } from './types';

const panel = <K extends string>(name: K, load: () => Promise<Record<K, () => ReactNode>>) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const ProductsPanel = panel(
  'ProductsPanel',
  () => import('../../../features/admin/products/ProductsPanel'),
);
const WorksPanel = panel('WorksPanel', () => import('../../../features/admin/products/WorksPanel'));
const SupplierApplicationsPanel = panel(
  'SupplierApplicationsPanel',
  () => import('../../../features/admin/products/SupplierApplicationsPanel'),
);
const SuppliersPanel = panel(
  'SuppliersPanel',
  () => import('../../../features/admin/products/SuppliersPanel'),
);
const SupplierCategoriesPanel = panel(
  'SupplierCategoriesPanel',
  () => import('../../../features/admin/products/SupplierCategoriesPanel'),
);

const loading = (p: ReactNode) => <Suspense fallback={<Spin />}>{p}</Suspense>;

/** 产品与供应商 (docs/products.md): products, works, suppliers. Admins only. */
export const productsGroup: AdminGroup = {
  key: 'products',
  label: '产品与供应商',
  sections: [
    { path: 'products', label: '产品', minRole: 'admin', element: loading(<ProductsPanel />) },
    { path: 'works', label: '作品', minRole: 'admin', element: loading(<WorksPanel />) },
    {
      path: 'supplier-applications',
      label: '入驻申请',
      minRole: 'admin',
      element: loading(<SupplierApplicationsPanel />),
    },
    { path: 'suppliers', label: '供应商', minRole: 'admin', element: loading(<SuppliersPanel />) },
    {
      path: 'supplier-categories',
      label: '供应商分类',
      minRole: 'admin',
      element: loading(<SupplierCategoriesPanel />),
    },
  ],
};
