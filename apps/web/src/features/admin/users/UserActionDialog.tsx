import { useState } from 'react';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  ADMIN_REASON_MAX_CHARS,
  ELE_ADJUST_MAX,
  MSG,
  SANCTION_DURATIONS,
  UserRole,
  type AdminUserDetail,
  type UserRoleValue,
} from '@xinke/shared';
import { useUserAction, type UserActionName } from './queries';

/** What each action asks for and how its dialog reads. */
const DIALOGS: Record<
  UserActionName,
  { title: string; ok: string; danger?: boolean; note?: string }
> = {
  mute: {
    title: '禁言',
    ok: '禁言',
    danger: true,
    note: '禁言期间不能发帖、评论、回复和发私信；原因会显示给该用户。',
  },
  unmute: { title: '解除禁言', ok: '解除禁言' },
  ban: {
    title: '封禁',
    ok: '封禁',
    danger: true,
    note: '封禁后该用户立即被下线且无法登录；原因会在登录时显示给该用户。',
  },
  unban: { title: '解除封禁', ok: '解除封禁' },
  role: {
    title: '修改角色',
    ok: '修改',
    danger: true,
    note: '版主只能审核内容；管理员可以进行全部操作。',
  },
  xUp: { title: '创作达人', ok: '确定' },
  ele: {
    title: '调整电量',
    ok: '调整',
    note: '会写入一条电量流水（来源：管理员调整），等级随之变化。',
  },
  revokeSessions: {
    title: '下线全部会话',
    ok: '全部下线',
    danger: true,
    note: '该用户在所有设备上立即退出登录，可以重新登录。',
  },
};

const CUSTOM = 'custom';
const PERMANENT = 'permanent';
const DAY_SECONDS = 86_400;
/** Radio values are strings: a number of days, 永久 or 自定义. */
const DURATION_OPTIONS = [
  ...SANCTION_DURATIONS.map((d) => ({
    value: d.days === null ? PERMANENT : String(d.days),
    label: d.label,
  })),
  { value: CUSTOM, label: '自定义' },
];

interface Values {
  duration?: string;
  custom?: Dayjs;
  role?: UserRoleValue;
  amount?: number;
  reason: string;
}

/** The body of an action from the dialog's values (the reason is always part of it). */
function bodyOf(action: UserActionName, v: Values, user: AdminUserDetail): object {
  const reason = v.reason.trim();
  switch (action) {
    case 'mute':
    case 'ban': {
      const until =
        v.duration === CUSTOM
          ? (v.custom?.unix() ?? 0)
          : v.duration === PERMANENT
            ? null
            : Math.floor(Date.now() / 1000) + Number(v.duration ?? 7) * DAY_SECONDS;
      return { until, reason };
    }
    case 'role':
      return { role: v.role, reason };
    case 'xUp':
      return { x_up: user.x_up === 1 ? 0 : 1, reason };
    case 'ele':
      return { amount: v.amount, reason };
    default:
      return { reason };
  }
}

/**
 * The dialog of one action on a user: its own fields (expiry, role, amount) and the reason
 * every action needs, validated with the server's messages; the user as they now are
 * replaces the page's copy when it succeeds.
 */
export function UserActionDialog({
  user,
  action,
  onClose,
}: {
  user: AdminUserDetail;
  action: UserActionName;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const mutation = useUserAction(user.id, action);
  const [duration, setDuration] = useState<Values['duration']>('7');
  const dialog = DIALOGS[action];
  const title =
    action === 'xUp' ? (user.x_up === 1 ? '取消创作达人' : '设为创作达人') : dialog.title;

  const submit = async () => {
    const values = await form.validateFields();
    await mutation.mutateAsync(bodyOf(action, values, user) as never);
    onClose();
  };

  return (
    <Modal
      open
      title={`${title}：${user.nickname}`}
      okText={dialog.ok}
      cancelText="取消"
      okButtonProps={{ danger: dialog.danger ?? false, loading: mutation.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {dialog.note && (
        <Alert type="info" showIcon message={dialog.note} style={{ marginBottom: 16 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ duration: '7', role: user.role, reason: '' }}
        requiredMark={false}
      >
        {(action === 'mute' || action === 'ban') && (
          <>
            <Form.Item name="duration" label="期限">
              <Radio.Group
                onChange={(e) => setDuration(e.target.value as string)}
                options={DURATION_OPTIONS}
              />
            </Form.Item>
            {duration === CUSTOM && (
              <Form.Item
                name="custom"
                label="结束时间"
                rules={[
                  { required: true, message: MSG.sanctionUntilInvalid },
                  {
                    validator: (_, v?: Dayjs) =>
                      !v || v.valueOf() > Date.now()
                        ? Promise.resolve()
                        : Promise.reject(new Error(MSG.sanctionUntilPast)),
                  },
                ]}
              >
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
              </Form.Item>
            )}
          </>
        )}
        {action === 'role' && (
          <Form.Item
            name="role"
            label="角色"
            rules={[{ required: true, message: MSG.roleInvalid }]}
          >
            <Select aria-label="角色" options={UserRole.options} />
          </Form.Item>
        )}
        {action === 'ele' && (
          <Form.Item
            name="amount"
            label={`电量（当前 ${user.ele}；增加填正数，扣除填负数）`}
            rules={[
              { required: true, message: MSG.eleAdjustInvalid },
              {
                validator: (_, v?: number) =>
                  v === undefined || (Number.isInteger(v) && v !== 0)
                    ? user.ele + (v ?? 0) < 0
                      ? Promise.reject(new Error(MSG.eleBelowZero))
                      : Promise.resolve()
                    : Promise.reject(new Error(MSG.eleAdjustInvalid)),
              },
            ]}
          >
            <InputNumber
              aria-label="调整电量"
              min={-ELE_ADJUST_MAX}
              max={ELE_ADJUST_MAX}
              precision={0}
              style={{ width: 200 }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label="原因"
          rules={[
            { required: true, whitespace: true, message: MSG.adminReasonRequired },
            { max: ADMIN_REASON_MAX_CHARS, message: MSG.adminReasonTooLong },
          ]}
        >
          <Input.TextArea
            aria-label="原因"
            rows={3}
            showCount
            maxLength={ADMIN_REASON_MAX_CHARS}
            placeholder={
              action === 'mute' || action === 'ban' ? '该用户会看到这个原因' : '写入操作日志'
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
