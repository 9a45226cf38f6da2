import { useState } from 'react';
import { Button, Form, Input, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListingStatus, MSG, PRODUCT_LIMITS, type AdminWork, type WorkInput } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { ImageListField } from './ImageListField';
import {
  useAdminWorks,
  useProductOptions,
  useWorkCreate,
  useWorkDelete,
  useWorkUpdate,
} from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface WorkForm {
  title: string;
  author: string;
  images: string[];
  content: string;
  product_id: number | null;
  status: number;
}

/** 产品与供应商 › 作品: staff-curated showcases, shown on their product's landing page. */
export function WorksPanel() {
  const table = useAdminTableState([]);
  const { data, isPending, isError, refetch } = useAdminWorks(table.page);
  const productOptions = useProductOptions();
  const create = useWorkCreate();
  const update = useWorkUpdate();
  const remove = useWorkDelete();
  const [editing, setEditing] = useState<AdminWork | 'new' | null>(null);
  const [form] = Form.useForm<WorkForm>();
  const open = (w: AdminWork | 'new') => {
    setEditing(w);
    form.setFieldsValue(
      w === 'new'
        ? { title: '', author: '', images: [], content: '', product_id: null, status: 1 }
        : w,
    );
  };
  const save = async () => {
    const v = await form.validateFields();
    const body: WorkInput = { ...v, product_id: v.product_id ?? null };
    if (editing === 'new') await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ ...body, id: editing.id });
    setEditing(null);
  };
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminWork> = [
    { title: '作品', dataIndex: 'title', key: 'title' },
    { title: '作者', dataIndex: 'author', key: 'author', width: 120 },
    { title: '产品', key: 'product', width: 180, render: (_, w) => w.product_name ?? '—' },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, w) => (
        <Tag color={w.status === 1 ? 'green' : 'default'}>{ListingStatus.label(w.status)}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, w) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(w)} aria-label={`编辑 ${w.title}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除作品「${w.title}」？`}
            name={w.title}
            onConfirm={() => remove.mutateAsync({ id: w.id })}
          />
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="admin-works">
      <Typography.Title level={4}>作品</Typography.Title>
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
        新建作品
      </Button>
      <Table<AdminWork>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有作品' }}
        scroll={{ x: 640 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建作品' : '编辑作品'}
        width={720}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: MSG.workTitleRequired },
              { max: PRODUCT_LIMITS.workTitle, message: MSG.workTitleTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="author"
            label="作者（社区昵称或团队名）"
            rules={[
              { required: true, whitespace: true, message: MSG.workAuthorRequired },
              { max: PRODUCT_LIMITS.workAuthor, message: MSG.workAuthorTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="images"
            label="图片（第一张为封面）"
            rules={[{ required: true, type: 'array', min: 1, message: MSG.workImagesRequired }]}
          >
            <ImageListField />
          </Form.Item>
          <Form.Item
            name="content"
            label="介绍"
            rules={[{ max: PRODUCT_LIMITS.workContent, message: MSG.workContentTooLong }]}
          >
            <Input.TextArea rows={5} />
          </Form.Item>
          <Form.Item name="product_id" label="用到的产品">
            <Select
              allowClear
              aria-label="用到的产品"
              placeholder="不关联产品"
              options={productOptions.data?.data.map((p) => ({ value: p.id, label: p.name })) ?? []}
            />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group options={ListingStatus.options} />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
