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
  ContactVisibility,
  ListingStatus,
  MAINLAND_PHONE_RE,
  MSG,
  PRODUCT_LIMITS,
  type AdminSupplier,
  type SupplierInput,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import {
  useAdminSupplierCategories,
  useAdminSuppliers,
  useSupplierDelete,
  useSupplierUpdate,
} from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

type SupplierForm = Required<Omit<SupplierInput, never>>;

/**
 * 产品与供应商 › 供应商: listings, made by approving applications; staff correct the profile,
 * hide a listing or remove it.
 */
export function SuppliersPanel() {
  const table = useAdminTableState([]);
  const { data, isPending, isError, refetch } = useAdminSuppliers(table.page);
  const categories = useAdminSupplierCategories();
  const update = useSupplierUpdate();
  const remove = useSupplierDelete();
  const [editing, setEditing] = useState<AdminSupplier | null>(null);
  const [form] = Form.useForm<SupplierForm>();
  const open = (s: AdminSupplier) => {
    setEditing(s);
    form.setFieldsValue({ ...s, category_ids: s.categories.map((c) => c.id) });
  };
  const save = async () => {
    const v = await form.validateFields();
    if (editing) await update.mutateAsync({ ...v, id: editing.id });
    setEditing(null);
  };
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminSupplier> = [
    { title: '公司', dataIndex: 'name', key: 'name' },
    {
      title: '分类',
      key: 'categories',
      width: 200,
      render: (_, s) => s.categories.map((c) => <Tag key={c.id}>{c.name}</Tag>),
    },
    {
      title: '联系人',
      key: 'contact',
      width: 160,
      render: (_, s) => `${s.contact_name} ${s.phone}`,
    },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, s) => (
        <Tag color={s.status === 1 ? 'green' : 'default'}>{ListingStatus.label(s.status)}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, s) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(s)} aria-label={`编辑 ${s.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除供应商「${s.name}」？`}
            name={s.name}
            onConfirm={() => remove.mutateAsync({ id: s.id })}
          />
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="admin-suppliers">
      <Typography.Title level={4}>供应商</Typography.Title>
      <Typography.Paragraph type="secondary">
        新的供应商通过「入驻申请」审核产生。
      </Typography.Paragraph>
      <Table<AdminSupplier>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有供应商' }}
        scroll={{ x: 720 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title="编辑供应商"
        width={720}
        saving={update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label="公司名称"
            rules={[
              { required: true, whitespace: true, message: MSG.companyNameRequired },
              { max: PRODUCT_LIMITS.companyName, message: MSG.companyNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="intro"
            label="一句话介绍"
            rules={[{ max: PRODUCT_LIMITS.supplierIntro, message: MSG.supplierIntroTooLong }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="description"
            label="公司介绍"
            rules={[
              { required: true, whitespace: true, message: MSG.supplierDescriptionRequired },
              { max: PRODUCT_LIMITS.supplierDescription, message: MSG.supplierDescriptionTooLong },
            ]}
          >
            <Input.TextArea rows={4} />
          </Form.Item>
          <Form.Item
            name="category_ids"
            label="分类"
            rules={[
              { required: true, type: 'array', min: 1, message: MSG.supplierCategoriesRequired },
            ]}
          >
            <Select
              mode="multiple"
              options={categories.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
            />
          </Form.Item>
          <Form.Item name="services" label="产品与服务（回车添加）">
            <Select mode="tags" open={false} maxCount={PRODUCT_LIMITS.services} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="city" label="城市">
              <Input style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="address"
              label="地址"
              rules={[{ max: PRODUCT_LIMITS.address, message: MSG.supplierAddressTooLong }]}
            >
              <Input style={{ width: 360 }} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item
              name="contact_name"
              label="联系人"
              rules={[{ required: true, whitespace: true, message: MSG.contactNameRequired }]}
            >
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name="phone"
              label="电话"
              rules={[
                { required: true, message: MSG.phoneRequired },
                { pattern: MAINLAND_PHONE_RE, message: MSG.phoneInvalid },
              ]}
            >
              <Input style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="contact_visible" label="电话">
              <Radio.Group options={ContactVisibility.options} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="status" label="状态">
              <Radio.Group options={ListingStatus.options} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Space>
        </Form>
      </FormModal>
    </section>
  );
}
