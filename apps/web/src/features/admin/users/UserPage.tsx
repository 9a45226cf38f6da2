import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { USER_ROLE, formatDateTime, type AdminUserDetail } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { UserAvatar } from '../../../components/UserAvatar';
import { isNotFound } from '../../../lib/api-error';
import { useUserInfo } from '../../account/queries';
import { useAdminCrumb } from '../crumbs';
import { useAdminUser, type UserActionName } from './queries';
import { UserActionDialog } from './UserActionDialog';
import { RoleTag, SanctionTags, sanctionEnd } from './UserTags';
import { UserTabs } from './UserTabs';

/**
 * The actions the reader may take on this user (docs/admin-users.md): moderators mute and
 * unmute members; admins also ban, change roles, set 创作达人, adjust electricity and end
 * sessions. Staff cannot be muted or banned (the server says so too).
 */
function actionsFor(user: AdminUserDetail, admin: boolean, self: boolean): UserActionName[] {
  const member = user.role === USER_ROLE.user;
  const list: UserActionName[] = [];
  if (user.mute) list.push('unmute');
  else if (member) list.push('mute');
  if (!admin) return list;
  if (user.ban) list.push('unban');
  else if (member) list.push('ban');
  list.push('role', 'xUp');
  if (!self) list.push('ele');
  list.push('revokeSessions');
  return list;
}

const BUTTON_LABEL: Record<UserActionName, string> = {
  mute: '禁言',
  unmute: '解除禁言',
  ban: '封禁',
  unban: '解除封禁',
  role: '修改角色',
  xUp: '创作达人',
  ele: '调整电量',
  revokeSessions: '下线全部会话',
};
const DANGER = new Set<UserActionName>(['mute', 'ban', 'revokeSessions']);

/** /app/admin/users/:id — a user's profile, state, actions and records. */
export function UserPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: user, isPending, isError, error, refetch } = useAdminUser(valid ? id : 0);
  const { data: me } = useUserInfo();
  const [action, setAction] = useState<UserActionName | null>(null);
  useAdminCrumb(user?.nickname);

  if (!valid || (isError && isNotFound(error))) return <Result status="404" title="用户不存在" />;
  if (isError && !user) return <ErrorView onRetry={() => void refetch()} />;
  if (isPending || !user)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );

  const admin = me?.role === USER_ROLE.admin;
  const actions = actionsFor(user, admin, me?.id === user.id);
  const xUpLabel = user.x_up === 1 ? '取消创作达人' : '设为创作达人';

  return (
    <section data-testid="admin-user-page">
      <Card>
        <Flex gap={16} wrap align="flex-start">
          <UserAvatar src={user.image_url} name={user.nickname} alt="" size={64} />
          <div style={{ flex: 1, minWidth: 240 }}>
            <Space wrap align="center">
              <Typography.Title level={4} style={{ margin: 0 }}>
                {user.nickname}
              </Typography.Title>
              <RoleTag role={user.role} />
              <SanctionTags user={user} />
            </Space>
            {user.user_sign && (
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                {user.user_sign}
              </Typography.Paragraph>
            )}
            <Space wrap style={{ marginTop: 12 }}>
              {actions.map((a) => (
                <Button key={a} danger={DANGER.has(a)} onClick={() => setAction(a)}>
                  {a === 'xUp' ? xUpLabel : BUTTON_LABEL[a]}
                </Button>
              ))}
            </Space>
          </div>
        </Flex>
        {user.ban && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            message={`封禁中（${sanctionEnd(user.ban)}）`}
            description={`原因：${user.ban.reason}`}
          />
        )}
        {user.mute && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 16 }}
            message={`禁言中（${sanctionEnd(user.mute)}）`}
            description={`原因：${user.mute.reason}`}
          />
        )}
        <Descriptions
          size="small"
          style={{ marginTop: 16 }}
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'id', label: 'ID', children: user.id },
            { key: 'phone', label: '手机号', children: user.phone || '未绑定' },
            { key: 'email', label: '邮箱', children: user.email || '未绑定' },
            { key: 'ele', label: '电量', children: `${user.ele}（${user.level_name}）` },
            {
              key: 'social',
              label: '关注 / 粉丝',
              children: `${user.follow_count} / ${user.fan_count}`,
            },
            {
              key: 'content',
              label: '帖子 / 评论 / 获赞',
              children: `${user.item_count} / ${user.comment_count} / ${user.praise_count}`,
            },
            { key: 'district', label: '地区', children: user.district || '未填写' },
            { key: 'created', label: '注册时间', children: formatDateTime(user.create_time) },
            {
              key: 'login',
              label: '最近登录',
              children: user.last_login_time ? formatDateTime(user.last_login_time) : '无记录',
            },
          ]}
        />
      </Card>
      <Card style={{ marginTop: 16 }}>
        <UserTabs id={user.id} admin={admin} />
      </Card>
      {action && <UserActionDialog user={user} action={action} onClose={() => setAction(null)} />}
    </section>
  );
}
