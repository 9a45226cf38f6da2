import { Card, Empty, Pagination, Skeleton, Tag } from 'antd';
import { GOODS_PFLAG, type Goods } from '@xinke/shared';
import { useGoods } from './queries';
import { yuan } from './format';
import styles from './Store.module.css';

/** The shelf: on-sale goods with price, stock and the 预售 badge; a click opens the buy drawer. */
export function GoodsGrid({
  page,
  onPage,
  onPick,
}: {
  page: number;
  onPage: (page: number) => void;
  onPick: (goods: Goods) => void;
}) {
  const { data, isLoading } = useGoods(page);
  if (isLoading) return <Skeleton active />;
  if (!data?.data.length) return <Empty description="商城暂无在售商品" />;
  return (
    <>
      <div className={styles.grid}>
        {data.data.map((g) => (
          <Card
            key={g.id}
            hoverable
            className={styles.card}
            cover={<img alt={g.title} src={g.cover} className={styles.cover} />}
            onClick={() => onPick(g)}
            data-testid="goods-card"
          >
            <div className={styles.title}>
              {g.pflag === GOODS_PFLAG.presale && <Tag color="orange">预售</Tag>}
              {g.title}
            </div>
            <div className={styles.meta}>
              <span className={styles.price}>{yuan(g.price)}</span>
              <span className={styles.stock}>{g.stock > 0 ? `库存 ${g.stock}` : '已售罄'}</span>
            </div>
          </Card>
        ))}
      </div>
      <Pagination
        className={styles.pager}
        current={page}
        total={data.paginate.total ?? 0}
        pageSize={12}
        hideOnSinglePage
        onChange={onPage}
      />
    </>
  );
}
