import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MEDAL_CONDITION_MAX,
  MEDAL_DESCRIPTION_MAX,
  MEDAL_KIND,
  MEDAL_NAME_MAX,
  MEDAL_THRESHOLD_MAX,
  MSG,
  type AdminMedal,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { MedalImageField } from './MedalImageField';
import { useAdminMedals, useMedalCreate, useMedalUpdate } from './queries';
import { FormModal } from '../kit/FormModal';

interface MedalForm {
  name: string;
  image: string;
  description: string;
  condition: string;
  enabled: boolean;
  sort_order: number;
  threshold?: number;
}

/** The fields of a form that differ from the medal (the API takes only what changes). */
function changed(medal: AdminMedal, form: MedalForm): Partial<MedalForm> {
  const out: Partial<MedalForm> = {};
  for (const key of Object.keys(form) as (keyof MedalForm)[]) {
    const was = key === 'sort_order' ? medal.sort_order : medal[key];
    if (form[key] !== undefined && form[key] !== was) Object.assign(out, { [key]: form[key] });
  }
  return out;
}

/** Create (medal undefined: a manual medal) or edit one. */
function MedalModal({ medal, onClose }: { medal?: AdminMedal; onClose(): void }) {
  const [form] = Form.useForm<MedalForm>();
  const create = useMedalCreate();
  const update = useMedalUpdate();
  const auto = medal?.kind === MEDAL_KIND.auto;
  const submit = async () => {
    const values = await form.validateFields();
    if (!medal) await create.mutateAsync(values);
    else {
      const patch = changed(medal, values);
      if (Object.keys(patch).length > 0) await update.mutateAsync({ id: medal.id, ...patch });
    }
    onClose();
  };
  return (
    <FormModal
      open
      title={medal ? `编辑勋章「${medal.name}」` : '新建勋章'}
      saving={create.isPending || update.isPending}
      onSave={submit}
      onClose={onClose}
    >
      {!medal && (
        <Typography.Paragraph type="secondary">
          新建的勋章由管理员颁发；自动获得的条件由系统实现，只能调整已有勋章的门槛。
        </Typography.Paragraph>
      )}
      {auto && (
        <Typography.Paragraph type="secondary">
          自动勋章：{medal.trigger_text}达到门槛即获得，条件本身不能修改。
        </Typography.Paragraph>
      )}
      <Form<MedalForm>
        form={form}
        layout="vertical"
        initialValues={
          medal
            ? { ...medal, threshold: medal.threshold ?? undefined }
            : { enabled: true, sort_order: 100, description: '' }
        }
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: MSG.medalNameRequired },
            { max: MEDAL_NAME_MAX, message: MSG.medalNameTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="image"
          label="图片"
          rules={[{ required: true, message: MSG.medalImageRequired }]}
        >
          <MedalImageField />
        </Form.Item>
        <Form.Item
          name="condition"
          label="获得条件（展示给用户）"
          rules={[
            { required: true, whitespace: true, message: MSG.medalConditionRequired },
            { max: MEDAL_CONDITION_MAX, message: MSG.medalConditionTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        {auto && (
          <Form.Item
            name="threshold"
            label={`门槛（${medal.trigger_text} ≥）`}
            rules={[{ required: true, message: MSG.medalThresholdInvalid }]}
          >
            <InputNumber min={1} max={MEDAL_THRESHOLD_MAX} precision={0} />
          </Form.Item>
        )}
        <Form.Item
          name="description"
          label="介绍"
          rules={[{ max: MEDAL_DESCRIPTION_MAX, message: MSG.medalDescriptionTooLong }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="sort_order" label="排序（小的在前）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </FormModal>
  );
}

/**
 * 勋章: every medal definition with its kind, condition, holders and state; 新建勋章
 * (manual only), 编辑, and each medal's holders page (award and revoke there).
 */
export function MedalsPanel() {
  const table = useAdminTableState();
  const { data, isPending, isError, refetch } = useAdminMedals(table.page);
  const [editing, setEditing] = useState<AdminMedal | 'new' | null>(null);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminMedal> = [
    {
      title: '勋章',
      key: 'name',
      render: (_, m) => (
        <Space>
          <img src={m.image} alt="" width={32} height={32} />
          <Link to={`${m.id}`}>{m.name}</Link>
        </Space>
      ),
    },
    {
      title: '类型',
      key: 'kind',
      width: 110,
      render: (_, m) =>
        m.kind === MEDAL_KIND.auto ? <Tag color="blue">自动获得</Tag> : <Tag>管理员颁发</Tag>,
    },
    { title: '获得条件', dataIndex: 'condition', key: 'condition' },
    {
      title: '门槛',
      key: 'threshold',
      width: 140,
      render: (_, m) => (m.threshold === null ? '—' : `${m.trigger_text} ≥ ${m.threshold}`),
    },
    { title: '获得人数', dataIndex: 'holders', key: 'holders', width: 100 },
    {
      title: '状态',
      key: 'enabled',
      width: 90,
      render: (_, m) => (m.enabled ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_, m) => (
        <Space>
          <Button size="small" onClick={() => setEditing(m)} aria-label={`编辑 ${m.name}`}>
            编辑
          </Button>
          <Link to={`${m.id}`}>获得者</Link>
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-medals">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4}>勋章</Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建勋章
        </Button>
      </Space>
      <Table<AdminMedal>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有勋章' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      {editing && (
        <MedalModal
          medal={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
