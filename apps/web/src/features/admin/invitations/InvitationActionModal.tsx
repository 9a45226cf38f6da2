import { Form, Input } from 'antd';
import { INVITE_LIMITS, MSG, type AdminInvitation } from '@xinke/shared';
import { FormModal } from '../kit/FormModal';
import { useReleaseInvitation, useVoidInvitation } from './queries';

export type InvitationAction = 'void' | 'release';

/** What each action says it does to the electricity, and the reason it asks for. */
const COPY: Record<
  InvitationAction,
  { title: string; required: string; explain(i: AdminInvitation): string }
> = {
  void: {
    title: '作废邀请',
    required: MSG.inviteVoidReasonRequired,
    explain: (i) =>
      `作废 ${i.inviter.nickname} → ${i.invitee.nickname} 的邀请：收回已发放的 ${
        i.inviter_ele + i.invitee_ele
      } 电量，不再计入奖励和排行榜。受邀人仍算已被邀请。`,
  },
  release: {
    title: '放行邀请',
    required: MSG.inviteReleaseReasonRequired,
    explain: (i) =>
      `放行 ${i.inviter.nickname} → ${i.invitee.nickname} 的邀请：确认是真实好友后，按当前的邀请设置补发奖励` +
      `（已激活的也补发激活奖励），并计入排行榜。超出奖励上限的邀请不能放行。`,
  },
};

/** 作废 / 放行 ask why (the audit log keeps it) and say what happens to the electricity. */
export function InvitationActionModal({
  invitation,
  action,
  onClose,
}: {
  invitation: AdminInvitation | null;
  action: InvitationAction;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const voidIt = useVoidInvitation();
  const release = useReleaseInvitation();
  const write = action === 'void' ? voidIt : release;
  const copy = COPY[action];
  const onSave = async () => {
    const { reason } = await form.validateFields();
    await write.mutateAsync({ id: invitation?.id ?? 0, reason });
    form.resetFields();
    onClose();
  };
  return (
    <FormModal
      open={invitation !== null}
      title={copy.title}
      saving={write.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <p>{invitation ? copy.explain(invitation) : ''}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="原因"
          rules={[{ required: true, whitespace: true, message: copy.required }]}
        >
          <Input.TextArea maxLength={INVITE_LIMITS.voidReason} showCount rows={3} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
