import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, MSG, type SocialUser } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { FollowButton } from './FollowButton';
import styles from './Social.module.css';

export const homepagePath = (userId: number) => `/app/new-version/homepage/${userId}`;

/**
 * One person in a list: avatar and nickname (to their homepage), signature, fan count and
 * the follow button. `extra` adds counts a list knows more of (star users: praise, posts).
 */
export function UserRow({
  user,
  extra,
  lead,
}: {
  user: SocialUser;
  extra?: ReactNode;
  /** Before the avatar (a rank). */
  lead?: ReactNode;
}) {
  return (
    <li className={styles.userRow} data-testid="user-row">
      {lead}
      <Link to={homepagePath(user.id)} className={styles.userAvatar} tabIndex={-1}>
        <UserAvatar src={user.image_url || undefined} name={user.nickname} size={44} />
      </Link>
      <div className={styles.userMain}>
        <Link to={homepagePath(user.id)} className={styles.userName} data-name>
          {user.nickname}
        </Link>
        {user.level_name && <span className={styles.level}>{user.level_name}</span>}
        <p className={styles.userSign}>{user.user_sign || MSG.userSignEmpty}</p>
        <p className={styles.userCounts}>
          <span data-testid="user-fans">粉丝 {formatCount(user.fan_count)}</span>
          {extra}
        </p>
      </div>
      <div className={styles.userAction}>
        <FollowButton user={user} size="small" />
      </div>
    </li>
  );
}

/** A list of people (follows, fans, recommendations, star users). */
export function UserList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={styles.userList} data-testid={testId}>
      {children}
    </ul>
  );
}
