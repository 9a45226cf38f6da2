import { Space, Tag, Tooltip } from 'antd';
import {
  USER_ROLE,
  UserRole,
  formatDateTime,
  isPermanentSanction,
  type AdminUser,
  type Sanction,
} from '@xinke/shared';

/** 至 2026-12-01 12:00, or 永久. */
export const sanctionEnd = (s: Sanction): string =>
  isPermanentSanction(s.until) ? '永久' : `至 ${formatDateTime(s.until)}`;

const ROLE_COLOR: Record<string, string> = {
  [USER_ROLE.admin]: 'gold',
  [USER_ROLE.moderator]: 'blue',
};

export function RoleTag({ role }: { role: string }) {
  return <Tag color={ROLE_COLOR[role] ?? 'default'}>{UserRole.label(role) || role}</Tag>;
}

/** 禁言 / 封禁 (with until when and why on hover) and 创作达人; 正常 when none applies. */
export function SanctionTags({ user }: { user: Pick<AdminUser, 'mute' | 'ban' | 'x_up'> }) {
  const { mute, ban } = user;
  return (
    <Space size={4} wrap>
      {ban && (
        <Tooltip title={`${sanctionEnd(ban)}，原因：${ban.reason}`}>
          <Tag color="red">封禁</Tag>
        </Tooltip>
      )}
      {mute && (
        <Tooltip title={`${sanctionEnd(mute)}，原因：${mute.reason}`}>
          <Tag color="orange">禁言</Tag>
        </Tooltip>
      )}
      {user.x_up === 1 && <Tag color="purple">创作达人</Tag>}
      {!ban && !mute && user.x_up !== 1 && <Tag color="green">正常</Tag>}
    </Space>
  );
}
