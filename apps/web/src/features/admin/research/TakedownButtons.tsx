import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Space } from 'antd';
import { ADMIN_REASON_MAX_CHARS, MSG, type CreatorTakedownKindValue } from '@xinke/shared';
import { FormModal } from '../kit/FormModal';
import { useTakedown } from './queries';

/**
 * 下架 with a reason (the owner reads it) while the row is up, 恢复 once it is down: one pair
 * for specs, challenges and designs.
 */
export function TakedownButtons({
  kind,
  id,
  name,
  removed,
}: {
  kind: CreatorTakedownKindValue;
  id: number;
  name: string;
  removed: boolean;
}) {
  const takedown = useTakedown();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const save = async () => {
    const { reason } = await form.validateFields();
    await takedown.mutateAsync({ kind, id, reason });
    setOpen(false);
  };
  return (
    <Space size={4}>
      {removed ? (
        <Popconfirm
          title={`恢复「${name}」？`}
          description="恢复到下架前的状态，并通知作者"
          okText="恢复"
          cancelText="取消"
          onConfirm={() => takedown.mutateAsync({ kind, id })}
        >
          <Button size="small">恢复</Button>
        </Popconfirm>
      ) : (
        <Button
          size="small"
          danger
          onClick={() => {
            form.resetFields();
            setOpen(true);
          }}
        >
          下架
        </Button>
      )}
      <FormModal
        open={open}
        title={`下架：${name}`}
        okText="确认下架"
        saving={takedown.isPending}
        onSave={save}
        onClose={() => setOpen(false)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="下架原因（会告诉作者）"
            rules={[
              { required: true, whitespace: true, message: MSG.adminReasonRequired },
              { max: ADMIN_REASON_MAX_CHARS, message: MSG.adminReasonTooLong },
            ]}
          >
            <Input.TextArea rows={3} placeholder="如：正文含站外引流信息" />
          </Form.Item>
        </Form>
      </FormModal>
    </Space>
  );
}
