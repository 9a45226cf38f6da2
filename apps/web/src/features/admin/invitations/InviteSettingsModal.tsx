import { useEffect } from 'react';
import { Alert, Form, InputNumber } from 'antd';
import { INVITE_LIMITS, MSG, type InviteSettingsInput } from '@xinke/shared';
import { FormModal } from '../kit/FormModal';
import { useInviteSettings, useSaveInviteSettings } from './queries';

const ele = [{ required: true, message: MSG.inviteEleInvalid }];
const cap = [{ required: true, message: MSG.inviteCapInvalid }];

/**
 * The rewards and caps of one invite activity (docs/invitations.md). They apply from the save
 * on; what was already paid stays paid.
 */
export function InviteSettingsModal({
  activeId,
  title,
  onClose,
}: {
  activeId: number | null;
  title: string;
  onClose(): void;
}) {
  const [form] = Form.useForm<InviteSettingsInput>();
  const { data } = useInviteSettings(activeId);
  const save = useSaveInviteSettings();

  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  const onSave = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ id: activeId ?? 0, ...values });
    onClose();
  };

  return (
    <FormModal
      open={activeId !== null}
      title={`邀请设置 · ${title}`}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      {data && !data.saved ? (
        <Alert
          type="info"
          showIcon
          message="还没有保存过，下面是默认值"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" data-testid="invite-settings-form">
        <Form.Item name="inviter_register_ele" label="好友接受邀请：邀请人得电量" rules={ele}>
          <InputNumber min={0} max={INVITE_LIMITS.eleMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="inviter_active_ele" label="好友成为活跃用户：邀请人再得电量" rules={ele}>
          <InputNumber min={0} max={INVITE_LIMITS.eleMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="invitee_ele" label="新用户接受邀请得电量" rules={ele}>
          <InputNumber min={0} max={INVITE_LIMITS.eleMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="daily_cap" label="每位邀请人每天最多计奖励的好友数" rules={cap}>
          <InputNumber min={1} max={INVITE_LIMITS.capMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="total_cap"
          label="每位邀请人本活动最多计奖励的好友数"
          dependencies={['daily_cap']}
          rules={[
            ...cap,
            ({ getFieldValue }) => ({
              validator: (_, v: number | null) =>
                v === null || v === undefined || v >= Number(getFieldValue('daily_cap'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(MSG.inviteCapOrder)),
            }),
          ]}
        >
          <InputNumber min={1} max={INVITE_LIMITS.capMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
