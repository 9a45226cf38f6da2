import { useState } from 'react';
import { Button, Form, Image, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MSG, SIGNIN_POPUP_URL, SITE_LIMITS, type AdminPopup } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { ImageField } from './ImageField';
import { useAdminPopups, usePopupCreate, usePopupDelete, usePopupUpdate } from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface PopupForm {
  url: string;
  name: string;
  image: string;
  is_show: boolean;
}

/**
 * 站点运营 › 弹窗: SPEC §3 popup items. The one with 标识 signin is the daily sign-in popup:
 * disabled, nobody is shown it; its image replaces the built-in sign-in banner.
 */
export function PopupsPanel() {
  const table = useAdminTableState();
  const { data, isPending, isError, refetch } = useAdminPopups(table.page);
  const create = usePopupCreate();
  const update = usePopupUpdate();
  const remove = usePopupDelete();
  const [editing, setEditing] = useState<AdminPopup | 'new' | null>(null);
  const [form] = Form.useForm<PopupForm>();

  const open = (popup: AdminPopup | 'new') => {
    setEditing(popup);
    form.setFieldsValue(
      popup === 'new'
        ? { url: '', name: '', image: '', is_show: true }
        : { ...popup, is_show: popup.is_show === 1 },
    );
  };
  const bodyOf = (v: PopupForm) => ({
    url: v.url.trim(),
    name: v.name,
    image: v.image ?? '',
    is_show: v.is_show ? 1 : 0,
  });
  const save = async () => {
    const values = await form.validateFields();
    if (editing === 'new') await create.mutateAsync(bodyOf(values));
    else if (editing) await update.mutateAsync({ ...bodyOf(values), id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminPopup> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 70 },
    {
      title: '标识',
      dataIndex: 'url',
      key: 'url',
      width: 140,
      render: (u: string) => (u === SIGNIN_POPUP_URL ? <Tag color="blue">signin 签到</Tag> : u),
    },
    { title: '名称', dataIndex: 'name', key: 'name' },
    {
      title: '图片',
      key: 'image',
      width: 120,
      render: (_, p) =>
        p.image ? <Image src={p.image} alt={p.name} width={96} /> : <span>（内置）</span>,
    },
    {
      title: '启用',
      key: 'is_show',
      width: 80,
      render: (_, p) => (
        <Switch
          checked={p.is_show === 1}
          aria-label={`启用 ${p.name}`}
          onChange={(on) => update.mutate({ ...bodyOf({ ...p, is_show: on }), id: p.id })}
        />
      ),
    },
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
            confirm={`删除弹窗「${p.name}」？`}
            description={
              p.url === SIGNIN_POPUP_URL
                ? '删除后不再弹出签到弹窗（停用即可暂停）'
                : '删除后无法恢复'
            }
            name={p.name}
            onConfirm={() => remove.mutateAsync({ id: p.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-popups">
      <Typography.Title level={4}>弹窗</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open('new')}>
          新建弹窗
        </Button>
      </Space>
      <Table<AdminPopup>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有弹窗' }}
        scroll={{ x: 680 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建弹窗' : '编辑弹窗'}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="url"
            label="标识（前台按它取弹窗；签到弹窗为 signin）"
            rules={[
              { required: true, whitespace: true, message: MSG.popupUrlRequired },
              { pattern: /^[a-z0-9_-]{1,64}$/, message: MSG.popupUrlInvalid },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: MSG.popupNameRequired },
              { max: SITE_LIMITS.popupName, message: MSG.popupNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="image" label="图片">
            <ImageField label="弹窗图片" allowClear />
          </Form.Item>
          <Form.Item name="is_show" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
