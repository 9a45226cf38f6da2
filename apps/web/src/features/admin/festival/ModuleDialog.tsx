import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import {
  FESTIVAL_LIMITS,
  FestivalModuleKind,
  type AdminFestivalModule,
  type FestivalModuleKindValue,
} from '@xinke/shared';
import { RichEditorField } from '../../editor/RichEditorField';
import { ImageField } from '../site/ImageField';
import { emptyModuleForm, toModuleForm, toModuleInput, type ModuleForm } from './festival-form';
import { useModuleCreate, useModuleUpdate } from './queries';

const HINT: Record<FestivalModuleKindValue, string> = {
  banner: '1 到 5 张横幅图片，可各带一个链接（站内 /app/… 或 https://…）',
  text: '图文介绍：保存时会净化 HTML',
  vote: '填已发布投票帖的 id（帖子地址 postDetail/ 后的数字）',
  posts: '最多 12 个已发布帖子的 id，按显示顺序，用逗号或空格分隔',
  members: '最多 12 位用户的 id，按显示顺序；页面上可一键关注',
  comments: '评论墙：每个页面只能有一个',
};

/** Add or edit one module; the fields follow its kind. */
export function ModuleDialog({
  activeId,
  editing,
  onClose,
}: {
  activeId: number;
  editing: AdminFestivalModule | 'new';
  onClose(): void;
}) {
  const [form] = Form.useForm<ModuleForm>();
  const create = useModuleCreate();
  const update = useModuleUpdate();
  const kind = Form.useWatch('kind', form) ?? (editing === 'new' ? 'banner' : editing.config.kind);
  const initial = editing === 'new' ? emptyModuleForm() : toModuleForm(editing);
  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const input = toModuleInput({ ...initial, ...v });
    const done =
      editing === 'new'
        ? await create.mutateAsync({ active_id: activeId, ...input }).catch(() => null)
        : await update.mutateAsync({ id: editing.id, ...input }).catch(() => null);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={editing === 'new' ? '添加模块' : '编辑模块'}
      onCancel={onClose}
      onOk={() => void onOk()}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.isPending || update.isPending}
      width={680}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="kind" label="模块类型" extra={HINT[kind]}>
          <Select options={FestivalModuleKind.options} />
        </Form.Item>
        <Form.Item name="title" label="标题（可空）">
          <Input maxLength={FESTIVAL_LIMITS.moduleTitle} />
        </Form.Item>
        {kind === 'banner' && (
          <Form.List name="images">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item name={[field.name, 'image']} label="图片">
                      <ImageField label="横幅图片" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'link']} label="链接（可空）">
                      <Input style={{ width: 260 }} placeholder="/app/new-version/activity" />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)} disabled={fields.length === 1}>
                      移除
                    </Button>
                  </Space>
                ))}
                <Button
                  onClick={() => add({ image: '', link: '' })}
                  disabled={fields.length >= FESTIVAL_LIMITS.bannerImages}
                >
                  再加一张
                </Button>
              </>
            )}
          </Form.List>
        )}
        {kind === 'text' && (
          <Form.Item name="html" label="内容">
            <RichEditorField placeholder="活动介绍、时间安排、奖品…" />
          </Form.Item>
        )}
        {kind === 'vote' && (
          <Form.Item
            name="item_id"
            label="投票帖 id"
            rules={[{ required: true, message: '请填写投票帖 id' }]}
          >
            <InputNumber min={1} style={{ width: 200 }} />
          </Form.Item>
        )}
        {(kind === 'posts' || kind === 'members') && (
          <Form.Item
            name="ids"
            label={kind === 'posts' ? '帖子 id' : '用户 id'}
            rules={[{ required: true, message: '请至少填写一个 id' }]}
          >
            <Input placeholder="12, 15, 16" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
