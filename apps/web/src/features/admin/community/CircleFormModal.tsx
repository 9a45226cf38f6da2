import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import {
  CIRCLE_DESCRIPTION_MAX_CHARS,
  CIRCLE_NAME_MAX_CHARS,
  CIRCLE_POSTING,
  CIRCLE_SORT_MAX,
  CIRCLE_SORT_MIN,
  CIRCLE_TAG_MAX_CHARS,
  MSG,
  type AdminCircle,
} from '@xinke/shared';
import { IconUpload } from './IconUpload';
import { showFormErrors } from './form-errors';
import { useSaveCircle } from './queries';

interface Values {
  name: string;
  description: string;
  image_url: string;
  circle_tag: string;
  sort: number;
  open: boolean;
}

const EMPTY: Values = {
  name: '',
  description: '',
  image_url: '',
  circle_tag: '',
  sort: 0,
  open: true,
};

/**
 * 新建 / 编辑圈子: name (unique), icon, description, category, display order, open for
 * posting. The rules and messages are the server's (shared MSG); the server's refusal of a
 * field (a taken name) shows under that field.
 */
export function CircleFormModal({
  circle,
  open,
  onClose,
}: {
  /** The circle being edited; undefined for a new one. */
  circle?: AdminCircle;
  open: boolean;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCircle();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      circle ? { ...circle, open: circle.allow_post === CIRCLE_POSTING.open } : EMPTY,
    );
  }, [open, circle, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const { open: isOpen, ...rest } = values;
    try {
      await save.mutateAsync({
        id: circle?.id,
        input: {
          ...rest,
          allow_post: isOpen ? CIRCLE_POSTING.open : CIRCLE_POSTING.closed,
        },
      });
      onClose();
    } catch (error) {
      showFormErrors(form, error);
    }
  };

  return (
    <Modal
      title={circle ? `编辑圈子「${circle.name}」` : '新建圈子'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY} data-testid="circle-form">
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: MSG.circleNameRequired },
            { max: CIRCLE_NAME_MAX_CHARS, message: MSG.circleNameTooLong },
          ]}
        >
          <Input placeholder="如：开源硬件" aria-label="圈子名称" />
        </Form.Item>
        <Form.Item
          name="image_url"
          label="图标"
          rules={[{ required: true, message: MSG.circleIconRequired }]}
        >
          <IconUpload />
        </Form.Item>
        <Form.Item
          name="description"
          label="简介"
          rules={[{ max: CIRCLE_DESCRIPTION_MAX_CHARS, message: MSG.circleDescriptionTooLong }]}
        >
          <Input.TextArea
            rows={3}
            aria-label="圈子简介"
            showCount
            maxLength={CIRCLE_DESCRIPTION_MAX_CHARS}
          />
        </Form.Item>
        <Form.Item
          name="circle_tag"
          label="分类"
          tooltip="圈子广场按分类筛选"
          rules={[{ max: CIRCLE_TAG_MAX_CHARS, message: MSG.circleTagTooLong }]}
        >
          <Input placeholder="如：开发板" aria-label="圈子分类" />
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
        <Form.Item
          name="open"
          label="开放发帖"
          valuePropName="checked"
          tooltip="关闭后圈子里的帖子仍可阅读，但不能再发新帖"
        >
          <Switch aria-label="开放发帖" checkedChildren="开放" unCheckedChildren="关闭" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
