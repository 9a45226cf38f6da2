import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MSG, PRODUCT_LIMITS, type AdminSupplierCategory } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import {
  useAdminSupplierCategories,
  useCategoryCreate,
  useCategoryDelete,
  useCategoryUpdate,
} from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

/** 产品与供应商 › 供应商分类: what suppliers choose from; a category in use stays. */
export function SupplierCategoriesPanel() {
  const { data, isPending, isError, refetch } = useAdminSupplierCategories();
  const create = useCategoryCreate();
  const update = useCategoryUpdate();
  const remove = useCategoryDelete();
  const [editing, setEditing] = useState<AdminSupplierCategory | 'new' | null>(null);
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const open = (c: AdminSupplierCategory | 'new') => {
    setEditing(c);
    form.setFieldsValue(c === 'new' ? { name: '', sort: 0 } : c);
  };
  const save = async () => {
    const v = await form.validateFields();
    if (editing === 'new') await create.mutateAsync(v);
    else if (editing) await update.mutateAsync({ ...v, id: editing.id });
    setEditing(null);
  };
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminSupplierCategory> = [
    { title: '分类', dataIndex: 'name', key: 'name' },
    { title: '供应商数', dataIndex: 'supplier_count', key: 'count', width: 100 },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 80 },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, c) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(c)} aria-label={`编辑 ${c.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除分类「${c.name}」？`}
            name={c.name}
            disabled={c.supplier_count > 0}
            onConfirm={() => remove.mutateAsync({ id: c.id })}
          />
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="admin-supplier-categories">
      <Typography.Title level={4}>供应商分类</Typography.Title>
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
        新建分类
      </Button>
      <Table<AdminSupplierCategory>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有分类' }}
        pagination={false}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建分类' : '编辑分类'}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: MSG.supplierCategoryNameRequired },
              { max: PRODUCT_LIMITS.categoryName, message: MSG.supplierCategoryNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
