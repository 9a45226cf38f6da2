import { Link } from 'react-router-dom';
import { formatCount, MSG, Sex, SEX, type HomepageUser, type UserInfo } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { useIsNarrow } from '../../lib/use-media';
import { MyActions, OtherActions } from './HomepageActions';
import styles from './Homepage.module.css';

type ProfileDetails = Pick<UserInfo, 'sex' | 'district' | 'profession' | 'user_sign'>;

interface HeaderProps {
  user: HomepageUser;
  profile?: ProfileDetails;
  isMine: boolean;
  tabHref(tab: string): string;
}

/**
 * The top of a homepage: background, avatar, nickname, signature, details, the counts
 * (关注 and 粉丝 open their tabs) and the actions (mine: 编辑资料; theirs: follow, chat,
 * block).
 */
export function HomepageHeader({ user, profile, isMine, tabHref }: HeaderProps) {
  const isNarrow = useIsNarrow();
  const details = [
    profile && profile.sex !== SEX.secret ? Sex.label(profile.sex) : '',
    profile?.district ?? '',
    profile?.profession ?? '',
  ].filter(Boolean);
  const counts = [
    { label: '关注', value: user.follow_count, tab: 'follow', testId: 'count-follow' },
    { label: '粉丝', value: user.fan_count, tab: 'fans', testId: 'count-fans' },
    { label: '获赞', value: user.praise_count, testId: 'count-praise' },
    { label: '帖子', value: user.item_count, tab: 'posts', testId: 'count-posts' },
  ];
  return (
    <section className={styles.header} data-testid="homepage-header">
      <div
        className={styles.banner}
        style={user.background ? { backgroundImage: `url(${user.background})` } : undefined}
      />
      <div className={styles.profile}>
        <span className={styles.avatar}>
          <UserAvatar
            src={user.image_url || undefined}
            name={user.nickname}
            size={isNarrow ? 64 : 88}
          />
        </span>
        <div className={styles.identity}>
          <h1 className={styles.nickname} data-testid="homepage-nickname">
            {user.nickname}
            {user.x_up === 1 && <span className={styles.xUp}>创作达人</span>}
            {user.is_black === 1 && (
              <span className={styles.blackTag} data-testid="black-tag">
                已拉黑
              </span>
            )}
          </h1>
          <p className={styles.sign}>{user.user_sign || profile?.user_sign || MSG.userSignEmpty}</p>
          {details.length > 0 && <p className={styles.details}>{details.join(' · ')}</p>}
        </div>
        {isMine ? <MyActions /> : <OtherActions user={user} />}
      </div>
      <dl className={styles.counts}>
        {counts.map((c) => (
          // Label first for readers; the number is drawn above it (column-reverse).
          <div key={c.label} className={styles.countItem}>
            <dt>{c.tab ? <Link to={tabHref(c.tab)}>{c.label}</Link> : c.label}</dt>
            <dd data-testid={c.testId}>{formatCount(c.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
