import { useState } from 'react';
import {
  Button,
  Form,
  Image,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  FooterGroupKey,
  FooterItemType,
  MSG,
  SITE_LIMITS,
  isSiteLink,
  type AdminFooterItem,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { ImageField } from './ImageField';
import { SiteTextSettings } from './SiteTextSettings';
import { useAdminFooterItems, useFooterCreate, useFooterDelete, useFooterUpdate } from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

type FooterForm = Omit<AdminFooterItem, 'id'>;
const { text, link, hoverImage } = FooterItemType.values;

function ValueCell({ item }: { item: AdminFooterItem }) {
  if (item.type === hoverImage) return <Image src={item.value} alt={item.name} width={48} />;
  return <span>{item.value || '—'}</span>;
}

/**
 * 站点运营 › 页脚: the items of the SPEC §3 footer groups (text, link, or an image shown on
 * hover), their order, and below them the copyright and filing number settings.
 */
export function FooterPanel() {
  const table = useAdminTableState(['group']);
  const group = table.filters.group;
  const { data, isPending, isError, refetch } = useAdminFooterItems(group, table.page);
  const create = useFooterCreate();
  const update = useFooterUpdate();
  const remove = useFooterDelete();
  const [editing, setEditing] = useState<AdminFooterItem | 'new' | null>(null);
  const [form] = Form.useForm<FooterForm>();
  const type = Form.useWatch('type', form);

  const open = (item: AdminFooterItem | 'new') => {
    setEditing(item);
    form.setFieldsValue(
      item === 'new'
        ? { group_key: group || 'attention', name: '', value: '', type: text, sort: 0 }
        : item,
    );
  };

  const save = async () => {
    const values = await form.validateFields();
    const body = { ...values, value: values.value ?? '', sort: values.sort ?? 0 };
    if (editing === 'new') await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ ...body, id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminFooterItem> = [
    {
      title: '分组',
      dataIndex: 'group_key',
      key: 'group_key',
      width: 110,
      render: (g: string) => FooterGroupKey.label(g),
    },
    { title: '名称', dataIndex: 'name', key: 'name' },
    {
      title: '类型',
      dataIndex: 'type',
      key: 'type',
      width: 90,
      render: (t: number) => <Tag>{FooterItemType.label(t)}</Tag>,
    },
    { title: '内容', key: 'value', ellipsis: true, render: (_, item) => <ValueCell item={item} /> },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, item) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(item)} aria-label={`编辑 ${item.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除「${item.name}」？`}
            description="删除后页脚立即不再显示"
            name={item.name}
            onConfirm={() => remove.mutateAsync({ id: item.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-footer">
      <Typography.Title level={4}>页脚</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          value={group}
          style={{ width: 160 }}
          aria-label="分组"
          options={[{ value: '', label: '全部分组' }, ...FooterGroupKey.options]}
          onChange={(v: string) => table.setFilters({ group: v })}
        />
        <Button type="primary" onClick={() => open('new')}>
          新建页脚项
        </Button>
      </Space>
      <Table<AdminFooterItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有页脚项' }}
        scroll={{ x: 760 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <SiteTextSettings />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建页脚项' : '编辑页脚项'}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="group_key"
            label="分组"
            rules={[{ required: true, message: MSG.footerGroupInvalid }]}
          >
            <Select options={FooterGroupKey.options} />
          </Form.Item>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: MSG.footerNameRequired },
              { max: SITE_LIMITS.footerName, message: MSG.footerNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <Select options={FooterItemType.options} />
          </Form.Item>
          {type === hoverImage ? (
            <Form.Item
              name="value"
              label="悬停图片"
              rules={[{ required: true, message: MSG.footerImageRequired }]}
            >
              <ImageField label="悬停图片" width={96} />
            </Form.Item>
          ) : (
            <Form.Item
              name="value"
              label={type === link ? '链接' : '内容'}
              rules={[
                { max: SITE_LIMITS.footerValue, message: MSG.footerValueTooLong },
                {
                  validator: (_, v: string | undefined) =>
                    type !== link || isSiteLink((v ?? '').trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(MSG.footerLinkInvalid)),
                },
              ]}
            >
              <Input
                placeholder={type === link ? '/app/new-version/… 或 https://…' : '显示在名称后'}
              />
            </Form.Item>
          )}
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={SITE_LIMITS.sort} precision={0} />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
