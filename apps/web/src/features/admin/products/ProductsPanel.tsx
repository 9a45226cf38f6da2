import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MSG,
  PRODUCT_LIMITS,
  PRODUCT_SLUG_RE,
  PRODUCT_STATUS,
  ProductStatus,
  type AdminProduct,
  type ProductInput,
  type SpecRow,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { RichEditorField } from '../../editor/RichEditorField';
import { ImageField } from '../site/ImageField';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { ImageListField } from './ImageListField';
import { SpecsEditor } from './SpecsEditor';
import { useAdminProducts, useProductCreate, useProductDelete, useProductUpdate } from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface ProductForm {
  name: string;
  slogan: string;
  slug: string;
  cover: string;
  images: string[];
  highlights: string[];
  specs: SpecRow[];
  description: string;
  buy_url: string;
  learn_url: string;
  status: number;
  sort: number;
}

const EMPTY: ProductForm = {
  name: '',
  slogan: '',
  slug: '',
  cover: '',
  images: [],
  highlights: [],
  specs: [],
  description: '',
  buy_url: '',
  learn_url: '',
  status: PRODUCT_STATUS.draft,
  sort: 0,
};

const statusColor: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };

/**
 * 产品与供应商 › 产品: products with their gallery, highlights, specs table (rows added,
 * removed and reordered) and description. A slug gives the product a landing page
 * /app/{slug}-index; a draft is not shown on the site.
 */
export function ProductsPanel() {
  const table = useAdminTableState([]);
  const { data, isPending, isError, refetch } = useAdminProducts(table.page);
  const create = useProductCreate();
  const update = useProductUpdate();
  const remove = useProductDelete();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [form] = Form.useForm<ProductForm>();

  const open = (p: AdminProduct | 'new') => {
    setEditing(p);
    form.setFieldsValue(p === 'new' ? EMPTY : { ...p, slug: p.slug ?? '' });
  };
  const save = async () => {
    const v = await form.validateFields();
    const body: ProductInput = { ...v, specs: v.specs.map((r) => ({ ...r })) };
    if (editing === 'new') await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ ...body, id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminProduct> = [
    { title: '产品', key: 'name', render: (_, p) => p.name },
    {
      title: '落地页',
      key: 'slug',
      width: 150,
      render: (_, p) =>
        p.slug ? (
          <a href={`/app/${p.slug}-index`} target="_blank" rel="noreferrer">
            /app/{p.slug}-index
          </a>
        ) : (
          '—'
        ),
    },
    { title: '参数', key: 'specs', width: 70, render: (_, p) => `${p.specs.length} 行` },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, p) => <Tag color={statusColor[p.status]}>{ProductStatus.label(p.status)}</Tag>,
    },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, p) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(p)} aria-label={`编辑 ${p.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除产品「${p.name}」？`}
            description="它的作品会保留，但不再关联产品"
            name={p.name}
            onConfirm={() => remove.mutateAsync({ id: p.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-products">
      <Typography.Title level={4}>产品</Typography.Title>
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
        新建产品
      </Button>
      <Table<AdminProduct>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有产品' }}
        scroll={{ x: 720 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建产品' : '编辑产品'}
        width={860}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label="产品名称"
            rules={[
              { required: true, whitespace: true, message: MSG.productNameRequired },
              { max: PRODUCT_LIMITS.name, message: MSG.productNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="slogan"
            label="一句话介绍"
            rules={[{ max: PRODUCT_LIMITS.slogan, message: MSG.productSloganTooLong }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="slug"
            label="落地页标识（可空；填 xinke 即 /app/xinke-index）"
            rules={[
              {
                validator: (_, v: string) =>
                  !v || PRODUCT_SLUG_RE.test(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG.productSlugInvalid)),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="cover"
            label="封面"
            rules={[{ required: true, message: MSG.productCoverRequired }]}
          >
            <ImageField label="封面" />
          </Form.Item>
          <Form.Item name="images" label="图集（最多 9 张）">
            <ImageListField />
          </Form.Item>
          <Form.Item name="highlights" label="亮点（每条不超过 40 字，最多 6 条，回车添加）">
            <Select
              mode="tags"
              open={false}
              maxCount={PRODUCT_LIMITS.highlights}
              aria-label="亮点"
            />
          </Form.Item>
          <Form.Item name="specs" label="参数表">
            <SpecsEditor />
          </Form.Item>
          <Form.Item name="description" label="产品介绍">
            <RichEditorField placeholder="介绍产品的用途、特点和资料" />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="buy_url" label="购买链接">
              <Input style={{ width: 280 }} placeholder="https://…" />
            </Form.Item>
            <Form.Item name="learn_url" label="了解更多链接">
              <Input style={{ width: 280 }} placeholder="/app/… 或 https://…" />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="status" label="状态">
              <Radio.Group options={ProductStatus.options} />
            </Form.Item>
            <Form.Item name="sort" label="排序（小的在前）">
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Space>
        </Form>
      </FormModal>
    </section>
  );
}
