import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import {
  CIRCLE_SORT_MAX,
  CIRCLE_SORT_MIN,
  MSG,
  RECOMMEND_TAG,
  TAG_NAME_MAX_CHARS,
  TAG_SLUG_RE,
  type AdminTag,
} from '@xinke/shared';
import { showFormErrors } from './form-errors';
import { useSaveTag } from './queries';

interface Values {
  name: string;
  slug: string;
  sort: number;
  shown: boolean;
}

const EMPTY: Values = { name: '', slug: '', sort: 0, shown: true };

/** 新建 / 编辑标签: name and slug unique, shown on the home tag bar or not, display order. */
export function TagFormModal({
  tag,
  open,
  onClose,
}: {
  tag?: AdminTag;
  open: boolean;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveTag();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(tag ? { ...tag, shown: tag.flag === 1 } : EMPTY);
  }, [open, tag, form]);

  const submit = async () => {
    const { shown, ...rest } = await form.validateFields();
    try {
      await save.mutateAsync({ id: tag?.id, input: { ...rest, flag: shown ? 1 : 0 } });
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  };

  return (
    <Modal
      title={tag ? `编辑标签「${tag.name}」` : '新建标签'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY} data-testid="tag-form">
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: MSG.tagNameRequired },
            { max: TAG_NAME_MAX_CHARS, message: MSG.tagNameTooLong },
          ]}
        >
          <Input placeholder="如：开发板" aria-label="标签名称" />
        </Form.Item>
        <Form.Item
          name="slug"
          label="英文标识"
          tooltip={`用于链接（?tag=标识）；${RECOMMEND_TAG} 是首页「精选」栏，列出被推荐的帖子，发帖时不可选`}
          rules={[{ required: true, pattern: TAG_SLUG_RE, message: MSG.tagSlugInvalid }]}
        >
          <Input placeholder="如：dev-board" aria-label="英文标识" />
        </Form.Item>
        <Form.Item
          name="sort"
          label="排序值"
          tooltip="大的排在前面"
          rules={[
            {
              required: true,
              type: 'integer',
              min: CIRCLE_SORT_MIN,
              max: CIRCLE_SORT_MAX,
              message: MSG.circleSortInvalid,
            },
          ]}
        >
          <InputNumber aria-label="排序值" precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="shown" label="首页标签栏展示" valuePropName="checked">
          <Switch aria-label="首页标签栏展示" checkedChildren="展示" unCheckedChildren="不展示" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
