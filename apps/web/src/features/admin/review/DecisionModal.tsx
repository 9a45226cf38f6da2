import { useEffect } from 'react';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { MSG, REVIEW_REASON_MAX_LENGTH, REVIEW_REASON_PRESETS } from '@xinke/shared';

export type DecisionAction = 'approve' | 'reject';

const OTHER = '__other__';
const PRESET_OPTIONS = [
  ...REVIEW_REASON_PRESETS.map((r) => ({ value: r, label: r })),
  { value: OTHER, label: '其他（自己填写）' },
];

interface Values {
  preset?: string;
  typed?: string;
}

/**
 * The one confirmation of a decision (single or bulk): a reject needs a reason, chosen from
 * the presets or typed; an approve may carry a note. `count` entries are decided.
 */
export function DecisionModal({
  action,
  count,
  loading,
  onCancel,
  onConfirm,
}: {
  action: DecisionAction | null;
  count: number;
  loading: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const [form] = Form.useForm<Values>();
  const preset = Form.useWatch('preset', form);
  const reject = action === 'reject';
  useEffect(() => {
    if (action) form.resetFields();
  }, [action, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const reason = v.preset && v.preset !== OTHER ? v.preset : (v.typed ?? '').trim();
    onConfirm(reason);
  };

  return (
    <Modal
      open={action !== null}
      title={`${reject ? '驳回' : '通过'} ${count} 条内容`}
      okText={reject ? '确认驳回' : '确认通过'}
      okButtonProps={{ danger: reject, loading }}
      cancelText="取消"
      onCancel={onCancel}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {reject
          ? '驳回后内容不再展示，作者会收到附带原因的系统消息；相关举报一并处理。'
          : '通过后待审内容立即发布；被举报的内容保留，举报将被驳回。'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={reject}>
        <Form.Item
          name="preset"
          label="原因"
          rules={reject ? [{ required: true, message: MSG.rejectReasonRequired }] : []}
        >
          <Select
            aria-label="原因"
            placeholder="选择常用原因"
            allowClear
            options={PRESET_OPTIONS}
          />
        </Form.Item>
        {(preset === OTHER || (!reject && !preset)) && (
          <Form.Item
            name="typed"
            label={reject ? '填写原因' : '备注（可选）'}
            rules={[
              ...(reject
                ? [{ required: true, whitespace: true, message: MSG.rejectReasonRequired }]
                : []),
              { max: REVIEW_REASON_MAX_LENGTH, message: MSG.reviewReasonTooLong },
            ]}
          >
            <Input.TextArea
              aria-label="填写原因"
              rows={3}
              maxLength={REVIEW_REASON_MAX_LENGTH}
              showCount
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
