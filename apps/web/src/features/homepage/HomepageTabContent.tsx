import type { SocialUser } from '@xinke/shared';
import { ItemCard } from '../forum/ItemCard';
import { usePeopleList } from '../social/queries';
import { RecommendBlock } from '../social/RecommendBlock';
import { UserList, UserRow } from '../social/UserRow';
import { ActiveRowView } from './ActiveRowView';
import { PagedList } from './PagedList';
import { PrivacyNotice } from './PrivacyNotice';
import { useItemDynamic, useUserActive, useUserCollect, useUserVotes } from './queries';
import { isTabHidden, type HomepageTab } from './tabs';
import type { Secret } from '@xinke/shared';
import styles from './Homepage.module.css';

interface TabProps {
  /** 0 = me. */
  userId: number;
  isMine: boolean;
  page: number;
  pageHref(page: number): string;
}

const whose = (isMine: boolean) => (isMine ? '我' : 'TA');

function ItemsTab({ kind, userId, isMine, page, pageHref }: TabProps & { kind: string }) {
  const posts = useItemDynamic(userId, page, kind === 'posts');
  const votes = useUserVotes(userId, page, kind === 'votes');
  const collect = useUserCollect(userId, page, kind === 'collect');
  const query = kind === 'votes' ? votes : kind === 'collect' ? collect : posts;
  const empty = {
    posts: `${whose(isMine)}还没有发布过帖子`,
    votes: `${whose(isMine)}还没有发起过投票`,
    collect: `${whose(isMine)}还没有收藏`,
  }[kind];
  return (
    <PagedList
      query={query}
      empty={empty}
      pageHref={pageHref}
      renderRows={(rows) => (
        <div className={styles.items}>
          {rows.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
    />
  );
}

function PeopleTab({
  kind,
  userId,
  isMine,
  page,
  pageHref,
}: TabProps & { kind: 'follow' | 'fans' }) {
  const query = usePeopleList(kind, userId, page);
  const empty =
    kind === 'follow' ? `${whose(isMine)}还没有关注任何人` : `${whose(isMine)}还没有粉丝`;
  return (
    <PagedList<SocialUser>
      query={query}
      empty={empty}
      // Following nobody yet: people worth following, right where the list would be.
      emptyExtra={isMine && kind === 'follow' ? <RecommendBlock kind="follow" /> : undefined}
      pageHref={pageHref}
      renderRows={(rows) => (
        <UserList testId={`${kind}-list`}>
          {rows.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </UserList>
      )}
    />
  );
}

function ActiveTab({ userId, isMine, page, pageHref }: TabProps) {
  const query = useUserActive(userId, page, true);
  return (
    <PagedList
      query={query}
      empty={`${whose(isMine)}最近没有动态`}
      pageHref={pageHref}
      renderRows={(rows) => (
        <ul className={styles.activeList}>
          {rows.map((row, index) => (
            <ActiveRowView
              key={`${row.type}-${row.item.id}-${row.create_time}-${index}`}
              row={row}
            />
          ))}
        </ul>
      )}
    />
  );
}

/**
 * The chosen tab of a homepage. A tab their privacy settings hide shows 对方已设置隐私
 * without asking for the list (which would only answer 403).
 */
export function HomepageTabContent({
  tab,
  secret,
  ...props
}: TabProps & { tab: HomepageTab; secret: Secret }) {
  if (isTabHidden(tab, secret, props.isMine)) return <PrivacyNotice reason={tab.hiddenReason} />;
  switch (tab.key) {
    case 'follow':
    case 'fans':
      return <PeopleTab kind={tab.key} {...props} />;
    case 'dynamic':
      return <ActiveTab {...props} />;
    default:
      return <ItemsTab kind={tab.key} {...props} />;
  }
}
