import { useEffect } from 'react';
import { Form, Input, Modal, Select, Tag, Space } from 'antd';
import { MSG, STAFF_REASON_MAX_CHARS, type AdminPost } from '@xinke/shared';
import { usePostAction } from './queries';

/** Reasons staff give most often for deleting a post; any other can be typed. */
const REMOVE_PRESETS = ['广告引流', '违法违规内容', '人身攻击', '重复发帖', '与圈子主题无关'];

export type PostDialog =
  | { kind: 'move'; post: AdminPost }
  | { kind: 'remove'; post: AdminPost }
  | { kind: 'restore'; post: AdminPost };

const TITLES = { move: '移动帖子', remove: '删除帖子', restore: '恢复帖子' };

/**
 * 移动 / 删除 / 恢复 one post, with the reason its author reads in their system message
 * (required for delete and restore, optional for a move).
 */
export function PostActionModal({
  dialog,
  circles,
  onClose,
}: {
  dialog: PostDialog | null;
  circles: { value: number; label: string }[];
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string; circle_id?: number }>();
  const action = usePostAction();
  useEffect(() => {
    if (dialog) form.resetFields();
  }, [dialog, form]);
  if (!dialog) return null;
  const { kind, post } = dialog;
  const reasonRequired = kind !== 'move';

  const submit = async () => {
    const values = await form.validateFields();
    const reason = values.reason?.trim() ?? '';
    await action.mutateAsync(
      kind === 'move'
        ? { kind, id: post.id, circleId: values.circle_id!, reason }
        : { kind, id: post.id, reason },
    );
    onClose();
  };

  return (
    <Modal
      open
      title={`${TITLES[kind]}「${post.title}」`}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={kind === 'remove' ? '删除' : '确定'}
      okButtonProps={{ danger: kind === 'remove' }}
      cancelText="取消"
      confirmLoading={action.isPending}
    >
      <Form form={form} layout="vertical" data-testid="post-action-form">
        {kind === 'move' && (
          <Form.Item
            name="circle_id"
            label="移到圈子"
            rules={[{ required: true, message: MSG.circleRequired }]}
          >
            <Select
              aria-label="目标圈子"
              showSearch
              optionFilterProp="label"
              options={circles.filter((c) => c.value !== post.circle?.id)}
            />
          </Form.Item>
        )}
        {kind === 'remove' && (
          <Space wrap style={{ marginBottom: 8 }}>
            {REMOVE_PRESETS.map((p) => (
              <Tag.CheckableTag
                key={p}
                checked={false}
                onChange={() => form.setFieldsValue({ reason: p })}
              >
                {p}
              </Tag.CheckableTag>
            ))}
          </Space>
        )}
        <Form.Item
          name="reason"
          label={reasonRequired ? '原因（作者会在系统通知中看到）' : '原因（可选，作者会看到）'}
          rules={[
            ...(reasonRequired
              ? [{ required: true, whitespace: true, message: MSG.staffReasonRequired }]
              : []),
            { max: STAFF_REASON_MAX_CHARS, message: MSG.staffReasonTooLong },
          ]}
        >
          <Input.TextArea rows={3} aria-label="原因" maxLength={STAFF_REASON_MAX_CHARS} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
