import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd';
import type { Goods } from '@xinke/shared';
import { hasToken } from '../../../lib/credentials';
import { GoodsGrid } from '../../../features/store/GoodsGrid';
import { BuyDrawer } from '../../../features/store/BuyDrawer';
import { MyOrders } from '../../../features/store/MyOrders';

/** /research/goods: the shelf with its buy drawer, and 我的订单 for members. */
export default function GoodsPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Goods | null>(null);
  const tab = params.get('tab') === 'orders' ? 'orders' : 'goods';
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'orders' ? { tab: 'orders' } : {})}
        items={[
          {
            key: 'goods',
            label: '商城',
            children: <GoodsGrid page={page} onPage={setPage} onPick={setPicked} />,
          },
          ...(hasToken() ? [{ key: 'orders', label: '我的订单', children: <MyOrders /> }] : []),
        ]}
      />
      <BuyDrawer goods={picked} onClose={() => setPicked(null)} />
    </div>
  );
}
