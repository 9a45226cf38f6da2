import { Link } from 'react-router-dom';
import Progress from 'antd/es/progress';
import { formatCount, MSG, type HomepageUser, type UserInfo } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { levelProgress } from '../growth/level-progress';
import { SignInButton } from '../growth/SignInButton';
import { userCenterPath } from './nav';
import styles from './Home.module.css';

/**
 * Who I am on the site: avatar, nickname, level badge (to 我的等级), signature, electricity
 * with the way to the next level (to 我的电量), today's sign-in and the streak.
 */
export function ProfileSummary({ info }: { info: UserInfo }) {
  const top = info.next_level_ele <= info.ele;
  return (
    <section className={styles.profile} data-testid="profile-summary">
      <UserAvatar src={info.image_url || undefined} name={info.nickname} size={72} />
      <div className={styles.identity}>
        <h2 className={styles.nickname}>
          <span data-name>{info.nickname}</span>
          {info.symbol && (
            <span className={styles.symbol} data-testid="user-symbol">
              {info.symbol}
            </span>
          )}
          <Link to={userCenterPath('level')} className={styles.level} data-testid="level-badge">
            {info.level_image && <img src={info.level_image} alt="" width={16} height={16} />}
            {info.level_name}
          </Link>
        </h2>
        <p className={styles.sign}>{info.user_sign || MSG.userSignEmpty}</p>
        <div className={styles.ele}>
          <Link to={userCenterPath('electricity')} className={styles.eleLink}>
            电量 <strong data-testid="home-ele">{info.ele}</strong>
          </Link>
          <Progress
            className={styles.eleBar}
            percent={levelProgress(info)}
            size="small"
            showInfo={false}
            aria-label="升级进度"
          />
          <span className={styles.eleHint}>
            {top ? '已是最高等级' : `距下一等级还需 ${info.next_level_ele - info.ele}`}
          </span>
        </div>
      </div>
      <div className={styles.signIn}>
        <SignInButton />
        <span className={styles.streak} data-testid="sign-streak">
          {info.sign_days > 0 ? `已连续签到 ${info.sign_days} 天` : '今天签到领电量'}
        </span>
        <Link to={userCenterPath('setting')} className={styles.edit}>
          编辑资料
        </Link>
      </div>
    </section>
  );
}

const COUNTS: Array<{ key: keyof HomepageUser; label: string; to?: string }> = [
  { key: 'follow_count', label: '关注', to: userCenterPath('follow') },
  { key: 'fan_count', label: '粉丝', to: userCenterPath('fans') },
  { key: 'item_count', label: '帖子', to: '/app/new-version/creation-center/post-manage' },
  { key: 'praise_count', label: '获赞' },
  {
    key: 'collection_count',
    label: '收藏',
    to: '/app/new-version/creation-center/collection-manage',
  },
];

/** My counts (the homepage user's, re-read after each follow), each to its list. */
export function CountsRow({ user }: { user: HomepageUser | undefined }) {
  return (
    <dl className={styles.counts} data-testid="home-counts">
      {COUNTS.map(({ key, label, to }) => {
        const value = user ? formatCount(user[key] as number) : '–';
        return (
          <div key={key} className={styles.count}>
            <dt>{label}</dt>
            <dd data-testid={`count-${key}`}>
              {to ? (
                <Link to={to} aria-label={`${label} ${value}`}>
                  {value}
                </Link>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
