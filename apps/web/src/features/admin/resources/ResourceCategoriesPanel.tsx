import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MSG, RESOURCE_LIMITS, SITE_LIMITS, type AdminResourceCategory } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import {
  useAdminResourceCategories,
  useCategoryCreate,
  useCategoryDelete,
  useCategoryUpdate,
} from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface CategoryForm {
  name: string;
  sort: number;
}

/** 站点运营 › 资源分类: the library's categories (one still holding resources is kept). */
export function ResourceCategoriesPanel() {
  const { data, isPending, isError, refetch } = useAdminResourceCategories();
  const create = useCategoryCreate();
  const update = useCategoryUpdate();
  const remove = useCategoryDelete();
  const [editing, setEditing] = useState<AdminResourceCategory | 'new' | null>(null);
  const [form] = Form.useForm<CategoryForm>();

  const open = (c: AdminResourceCategory | 'new') => {
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
  const columns: ColumnsType<AdminResourceCategory> = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 80 },
    { title: '资源数', dataIndex: 'count', key: 'count', width: 90 },
    {
      title: '操作',
      key: 'action',
      width: 140,
      render: (_, c) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(c)}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除分类「${c.name}」？`}
            name={c.name}
            disabled={c.count > 0}
            hint={c.count > 0 ? MSG.resourceCategoryNotEmpty : undefined}
            onConfirm={() => remove.mutateAsync({ id: c.id })}
          />
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="admin-resource-categories">
      <Typography.Title level={4}>资源分类</Typography.Title>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => open('new')}>
        新建分类
      </Button>
      <Table<AdminResourceCategory>
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
              { required: true, whitespace: true, message: MSG.resourceCategoryNameRequired },
              { max: RESOURCE_LIMITS.categoryName, message: MSG.resourceCategoryNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={SITE_LIMITS.sort} precision={0} />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
