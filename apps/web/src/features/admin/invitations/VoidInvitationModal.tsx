import { Form, Input } from 'antd';
import { INVITE_LIMITS, MSG, type AdminInvitation } from '@xinke/shared';
import { FormModal } from '../kit/FormModal';
import { useVoidInvitation } from './queries';

/** 作废 asks why (the audit log keeps it) and says what happens to the electricity. */
export function VoidInvitationModal({
  invitation,
  onClose,
}: {
  invitation: AdminInvitation | null;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const voidIt = useVoidInvitation();
  const onSave = async () => {
    const { reason } = await form.validateFields();
    await voidIt.mutateAsync({ id: invitation?.id ?? 0, reason });
    onClose();
  };
  const taken = invitation ? invitation.inviter_ele + invitation.invitee_ele : 0;
  return (
    <FormModal
      open={invitation !== null}
      title="作废邀请"
      saving={voidIt.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <p>
        作废 {invitation?.inviter.nickname} → {invitation?.invitee.nickname}
        的邀请：收回已发放的 {taken} 电量，不再计入奖励和排行榜。受邀人仍算已被邀请。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="原因"
          rules={[{ required: true, whitespace: true, message: MSG.inviteVoidReasonRequired }]}
        >
          <Input.TextArea maxLength={INVITE_LIMITS.voidReason} showCount rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
