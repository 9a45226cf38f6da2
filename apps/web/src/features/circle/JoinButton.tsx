import { useRequireLogin } from '../auth/use-require-login';
import { useMembershipToggle } from './queries';
import styles from './Circle.module.css';

/**
 * 加入圈子 / 已加入 (SPEC §4 circle membership). A visitor gets 请登录后再试 and the login
 * dialog, like every member-only action; a member joins or leaves, and the card or header
 * shows the server's new member count. Clicks while a request is in flight are ignored.
 */
export function JoinButton({
  circle,
  large = false,
}: {
  circle: { id: number; name: string; is_member: number };
  large?: boolean;
}) {
  const requireLogin = useRequireLogin();
  const toggle = useMembershipToggle();
  const isMember = circle.is_member === 1;
  const classes = [styles.join, isMember && styles.joined, large && styles.joinLarge]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={isMember}
      aria-busy={toggle.isPending}
      aria-label={isMember ? `已加入${circle.name}，点击退出` : `加入${circle.name}`}
      title={isMember ? '点击退出圈子' : undefined}
      data-testid="join-button"
      onClick={() => {
        if (toggle.isPending || !requireLogin()) return;
        toggle.mutate({ id: circle.id, join: !isMember });
      }}
    >
      {isMember ? (
        <>
          <span className={styles.joinedText}>已加入</span>
          <span className={styles.leaveText}>退出圈子</span>
        </>
      ) : (
        '加入圈子'
      )}
    </button>
  );
}
