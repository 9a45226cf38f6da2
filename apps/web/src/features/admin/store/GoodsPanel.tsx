import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  GOODS_LIMITS,
  GOODS_STATUS,
  GoodsPflag,
  STORE_MSG,
  formatFen,
  type Goods,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { RichEditorField } from '../../editor/RichEditorField';
import { ImageField } from '../site/ImageField';
import { ImageListField } from '../products/ImageListField';
import { FormModal } from '../kit/FormModal';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useAdminGoods, useGoodsSave, useGoodsStatus, useGoodsStock } from './queries';

type AdminGoods = Goods & { sort: number };

interface GoodsForm {
  title: string;
  cover: string;
  images: string[];
  description: string;
  /** 元 in the form, 分 on the wire. */
  price_yuan: number;
  stock: number;
  pflag: number;
  ship_note: string;
  status: number;
  sort: number;
}

const EMPTY: GoodsForm = {
  title: '',
  cover: '',
  images: [],
  description: '',
  price_yuan: 0,
  stock: 0,
  pflag: 0,
  ship_note: '',
  status: GOODS_STATUS.on,
  sort: 0,
};

/** 商城 › 商品: goods, their stock (by delta) and on/off sale (docs/store.md). */
export function GoodsPanel() {
  const table = useAdminTableState([]);
  const { data, isPending, isError, refetch } = useAdminGoods(table.page);
  const save = useGoodsSave();
  const stock = useGoodsStock();
  const status = useGoodsStatus();
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null);
  const [delta, setDelta] = useState<Record<number, number>>({});
  const [form] = Form.useForm<GoodsForm>();

  const open = (g: AdminGoods | 'new') => {
    setEditing(g);
    form.setFieldsValue(g === 'new' ? EMPTY : { ...g, price_yuan: g.price / 100 });
  };
  const submit = async () => {
    const { price_yuan, ...v } = await form.validateFields();
    const body = { ...v, price: Math.round(price_yuan * 100) };
    await save.mutateAsync(editing === 'new' || !editing ? body : { ...body, id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminGoods> = [
    {
      title: '商品',
      key: 'title',
      render: (_, g) => (
        <Space>
          {g.pflag === 1 && <Tag color="orange">预售</Tag>}
          {g.title}
        </Space>
      ),
    },
    { title: '价格', key: 'price', width: 100, render: (_, g) => `¥${formatFen(g.price)}` },
    { title: '已售', dataIndex: 'sold', key: 'sold', width: 70 },
    {
      title: '库存',
      key: 'stock',
      width: 220,
      render: (_, g) => (
        <Space size={4}>
          <span style={{ minWidth: 40, display: 'inline-block' }}>{g.stock}</span>
          <InputNumber
            size="small"
            placeholder="±数量"
            value={delta[g.id]}
            onChange={(v) => setDelta((d) => ({ ...d, [g.id]: v ?? 0 }))}
            style={{ width: 80 }}
            aria-label={`调整 ${g.title} 的库存`}
          />
          <Button
            size="small"
            disabled={!delta[g.id]}
            onClick={() =>
              void stock
                .mutateAsync({ id: g.id, delta: delta[g.id] ?? 0 })
                .then(() => setDelta((d) => ({ ...d, [g.id]: 0 })))
            }
          >
            调整
          </Button>
        </Space>
      ),
    },
    {
      title: '在售',
      key: 'status',
      width: 80,
      render: (_, g) => (
        <Switch
          checked={g.status === GOODS_STATUS.on}
          aria-label={`${g.title} 上架`}
          onChange={(on) =>
            status.mutate({ id: g.id, status: on ? GOODS_STATUS.on : GOODS_STATUS.off })
          }
        />
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_, g) => (
        <Button size="small" onClick={() => open(g)}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <section data-testid="admin-goods">
      <Typography.Title level={4}>商品</Typography.Title>
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
        新建商品
      </Button>
      <Table<AdminGoods>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有商品' }}
        scroll={{ x: 760 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建商品' : '编辑商品'}
        width={860}
        saving={save.isPending}
        onSave={submit}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="title"
            label="商品名称"
            rules={[
              { required: true, whitespace: true, message: STORE_MSG.goodsTitleRequired },
              { max: GOODS_LIMITS.title, message: STORE_MSG.goodsTitleTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="cover"
            label="封面"
            rules={[{ required: true, message: STORE_MSG.goodsCoverInvalid }]}
          >
            <ImageField label="封面" />
          </Form.Item>
          <Form.Item name="images" label="图集（最多 9 张）">
            <ImageListField />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item
              name="price_yuan"
              label="价格（元）"
              rules={[
                { required: true, type: 'number', min: 0.01, message: STORE_MSG.goodsPriceInvalid },
              ]}
            >
              <InputNumber min={0.01} max={1_000_000} precision={2} />
            </Form.Item>
            <Form.Item
              name="stock"
              label="库存"
              rules={[{ required: true, message: STORE_MSG.goodsStockInvalid }]}
            >
              <InputNumber min={0} max={GOODS_LIMITS.stockMax} precision={0} />
            </Form.Item>
            <Form.Item name="pflag" label="类型">
              <Radio.Group options={GoodsPflag.options} />
            </Form.Item>
            <Form.Item name="sort" label="排序（小的在前）">
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Space>
          <Form.Item
            name="ship_note"
            label="发货说明（预售商品写预计发货时间）"
            rules={[{ max: GOODS_LIMITS.shipNote, message: STORE_MSG.goodsShipNoteTooLong }]}
          >
            <Input placeholder="如：预计 12 月 20 日起陆续发货" />
          </Form.Item>
          <Form.Item name="description" label="商品详情">
            <RichEditorField placeholder="介绍商品的用途、参数和包装清单" />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group
              options={[
                { value: GOODS_STATUS.on, label: '上架' },
                { value: GOODS_STATUS.off, label: '下架' },
              ]}
            />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
