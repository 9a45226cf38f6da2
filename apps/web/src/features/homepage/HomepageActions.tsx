import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import { DIALOG_Z_INDEX, MSG, type HomepageUser } from '@xinke/shared';
import { useRequireLogin } from '../auth/use-require-login';
import { useChatDialog } from '../chat/chat-dialog-context';
import { FollowButton } from '../social/FollowButton';
import { useSetBlack } from '../social/queries';
import styles from './Homepage.module.css';

/** 拉黑 / 取消拉黑 after a confirmation that says what a block does. */
function useConfirmBlack(user: HomepageUser) {
  const setBlack = useSetBlack();
  return async () => {
    const { default: Modal } = await import('antd/es/modal');
    const block = user.is_black !== 1;
    Modal.confirm({
      title: block ? `确定将 ${user.nickname} 加入黑名单？` : `将 ${user.nickname} 移出黑名单？`,
      content: block ? MSG.blackConfirm : MSG.blackCancelConfirm,
      okText: block ? '拉黑' : '移出黑名单',
      okButtonProps: { danger: block },
      cancelText: '取消',
      zIndex: DIALOG_Z_INDEX,
      onOk: () => setBlack.mutateAsync({ userId: user.id, block }),
    });
  };
}

/** Someone else's homepage: 关注, 私信 (opens the chat dialog with them), 拉黑 in a menu. */
export function OtherActions({ user }: { user: HomepageUser }) {
  const requireLogin = useRequireLogin();
  const { openChatDialog } = useChatDialog();
  const confirmBlack = useConfirmBlack(user);
  return (
    <div className={styles.actions}>
      <FollowButton user={user} />
      <Button
        icon={<MessageOutlined />}
        data-testid="chat-button"
        onClick={() =>
          requireLogin() &&
          openChatDialog({ id: user.id, nickname: user.nickname, image_url: user.image_url })
        }
      >
        私信
      </Button>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'black',
              danger: user.is_black !== 1,
              label: user.is_black === 1 ? '取消拉黑' : '拉黑',
            },
          ],
          onClick: () => requireLogin() && void confirmBlack(),
        }}
      >
        <Button icon={<EllipsisOutlined />} aria-label="更多操作" data-testid="more-actions" />
      </Dropdown>
    </div>
  );
}

/** My own homepage: edit my profile. */
export function MyActions() {
  return (
    <div className={styles.actions}>
      <Link to="/app/new-version/personalEdit/info">
        <Button data-testid="edit-profile">编辑资料</Button>
      </Link>
    </div>
  );
}
