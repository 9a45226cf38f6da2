import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Divider, Drawer, Grid, InputNumber, Select, Tag, Typography } from 'antd';
import { GOODS_LIMITS, GOODS_PFLAG, type Goods } from '@xinke/shared';
import { RichContent } from '../editor/RichContent';
import { useRequireLogin } from '../auth/use-require-login';
import { AddressPicker } from './AddressPicker';
import { researchPath, yuan } from './format';
import { useAddresses, useCreateOrder, useUsableCoupons } from './queries';
import styles from './Store.module.css';

/**
 * A good's detail and checkout in one drawer (SPEC has no goods/{n} path): quantity,
 * address, coupon with the price breakdown, 提交订单 → the cashier.
 */
export function BuyDrawer({ goods, onClose }: { goods: Goods | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={goods !== null}
      onClose={onClose}
      width={screens.md ? 560 : '100%'}
      title={goods?.title}
      destroyOnHidden
    >
      {goods && <Checkout goods={goods} />}
    </Drawer>
  );
}

function Checkout({ goods }: { goods: Goods }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [buying, setBuying] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [addressId, setAddressId] = useState<number>();
  const [couponId, setCouponId] = useState<number>();
  const amount = goods.price * quantity;
  const addresses = useAddresses(buying);
  const coupons = useUsableCoupons(buying ? amount : 0);
  const create = useCreateOrder();
  const coupon = coupons.data?.find((c) => c.id === couponId);
  const discount = coupon?.deduct ?? 0;
  const chosenAddress = addressId ?? addresses.data?.find((a) => a.is_default === 1)?.id;

  const submit = async () => {
    if (chosenAddress === undefined) return;
    const order = await create.mutateAsync({
      goods_id: goods.id,
      quantity,
      address_id: chosenAddress,
      ...(couponId === undefined ? {} : { coupon_id: couponId }),
    });
    void navigate(researchPath(`/laboratory/payment/${order.id}`));
  };

  return (
    <div>
      <img src={goods.cover} alt={goods.title} style={{ width: '100%', borderRadius: 8 }} />
      <div className={styles.meta} style={{ marginTop: 12 }}>
        <span className={styles.price}>{yuan(goods.price)}</span>
        <span>
          {goods.pflag === GOODS_PFLAG.presale && <Tag color="orange">预售</Tag>}
          库存 {goods.stock} · 已售 {goods.sold}
        </span>
      </div>
      {goods.ship_note && (
        <Typography.Paragraph type="secondary">{goods.ship_note}</Typography.Paragraph>
      )}
      <RichContent html={goods.description} />
      <Divider />
      {!buying ? (
        <Button
          type="primary"
          block
          size="large"
          disabled={goods.stock === 0}
          onClick={() => requireLogin() && setBuying(true)}
        >
          {goods.stock === 0 ? '已售罄' : '立即购买'}
        </Button>
      ) : (
        <>
          <Typography.Title level={5}>数量</Typography.Title>
          <InputNumber
            min={1}
            max={Math.min(goods.stock, GOODS_LIMITS.quantityMax)}
            value={quantity}
            onChange={(v) => {
              setQuantity(v ?? 1);
              setCouponId(undefined);
            }}
          />
          <Typography.Title level={5}>收货地址</Typography.Title>
          <AddressPicker value={chosenAddress} onChange={setAddressId} />
          <Typography.Title level={5}>优惠券</Typography.Title>
          <Select
            style={{ width: '100%' }}
            allowClear
            placeholder={coupons.data?.length ? '选择一张优惠券' : '暂无可用优惠券'}
            value={couponId}
            onChange={(v?: number) => setCouponId(v)}
            options={(coupons.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.coupon_name}（减 ${yuan(c.deduct)}）`,
            }))}
          />
          <div className={styles.breakdown} style={{ marginTop: 16 }}>
            <div className={styles.row}>
              <span>商品金额</span>
              <span>{yuan(amount)}</span>
            </div>
            <div className={styles.row}>
              <span>优惠</span>
              <span>-{yuan(discount)}</span>
            </div>
            <div className={styles.total}>
              <span>实付</span>
              <span className={styles.price}>{yuan(amount - discount)}</span>
            </div>
          </div>
          <Button
            type="primary"
            block
            size="large"
            style={{ marginTop: 16 }}
            loading={create.isPending}
            disabled={chosenAddress === undefined}
            onClick={() => void submit()}
          >
            提交订单
          </Button>
        </>
      )}
    </div>
  );
}
