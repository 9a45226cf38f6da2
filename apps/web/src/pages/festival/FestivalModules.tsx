import { Link } from 'react-router-dom';
import { Button, Carousel } from 'antd';
import { FOLLOW_STATUS, type FestivalModule, type ItemCard } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/UserAvatar';
import { RichContent } from '../../features/editor/RichContent';
import { useRequireLogin } from '../../features/auth/use-require-login';
import { useFollow, useFollowButtons } from '../../features/festival/queries';
import { homepagePath } from '../../features/social/UserRow';
import { CommentWall } from './CommentWall';
import { FestivalVote } from './FestivalVote';
import styles from './Festival.module.css';

/** One module of the page by its kind; a module whose things were all deleted says so. */
export function FestivalModuleView({
  activeId,
  module: m,
}: {
  activeId: number;
  module: FestivalModule;
}) {
  switch (m.kind) {
    case 'banner':
      return <Banner images={m.images} />;
    case 'text':
      return (
        <Section title={m.title}>
          <RichContent html={m.html} />
        </Section>
      );
    case 'vote':
      return (
        <Section title={m.title || '投票'} testId="festival-vote">
          {m.item && m.vote ? (
            <FestivalVote activeId={activeId} title={m.item.title} block={m.vote} />
          ) : (
            <EmptyState description="投票已下线" />
          )}
        </Section>
      );
    case 'posts':
      return (
        <Section title={m.title || '精彩帖子'}>
          {m.items.length === 0 ? (
            <EmptyState description="暂无帖子" />
          ) : (
            <ul className={styles.posts}>
              {m.items.map((item) => (
                <PostCard key={item.id} item={item} />
              ))}
            </ul>
          )}
        </Section>
      );
    case 'members':
      return (
        <Section title={m.title || '推荐创客'}>
          <Members activeId={activeId} users={m.users} />
        </Section>
      );
    case 'comments':
      return (
        <Section title={`${m.title || '评论墙'}（${m.comment_count}）`} testId="festival-wall">
          <CommentWall activeId={activeId} />
        </Section>
      );
  }
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.card} data-testid={testId}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      {children}
    </section>
  );
}

function Banner({ images }: { images: { image: string; link: string }[] }) {
  const slides = images.map((b) => {
    const img = <img className={styles.bannerImage} src={b.image} alt="活动横幅" />;
    if (!b.link) return <div key={b.image}>{img}</div>;
    return b.link.startsWith('https://') ? (
      <a key={b.image} href={b.link} target="_blank" rel="noreferrer">
        {img}
      </a>
    ) : (
      <Link key={b.image} to={b.link}>
        {img}
      </Link>
    );
  });
  return (
    <div className={styles.banner} data-testid="festival-banner">
      {slides.length > 1 ? <Carousel autoplay>{slides}</Carousel> : slides}
    </div>
  );
}

function PostCard({ item }: { item: ItemCard }) {
  return (
    <li>
      <Link to={`/app/new-version/postDetail/${item.id}`} className={styles.post}>
        {item.cover ? (
          <img src={item.cover} alt="" className={styles.postCover} />
        ) : (
          <span className={styles.postCover} aria-hidden />
        )}
        <span className={styles.postTitle}>{item.title}</span>
        <span className={styles.muted}>
          {item.author.nickname} · {item.thumb_count} 赞 · {item.comment_count} 评论
        </span>
      </Link>
    </li>
  );
}

function Members({
  activeId,
  users,
}: {
  activeId: number;
  users: Extract<FestivalModule, { kind: 'members' }>['users'];
}) {
  const flags = useFollowButtons(activeId);
  const follow = useFollow(activeId);
  const requireLogin = useRequireLogin();
  if (users.length === 0) return <EmptyState description="暂无推荐成员" />;
  const flagOf = (id: number) =>
    flags.data?.find((f) => f.user_id === id)?.follow_flag ?? FOLLOW_STATUS.notFollowed;
  return (
    <ul className={styles.members}>
      {users.map((u) => {
        const flag = flagOf(u.id);
        const following = flag === FOLLOW_STATUS.followed || flag === FOLLOW_STATUS.mutual;
        return (
          <li key={u.id} className={styles.member} data-testid="festival-member">
            <Link to={homepagePath(u.id)} className={styles.memberHead}>
              <UserAvatar src={u.image_url} name={u.nickname} size={48} alt="" />
              <strong>{u.nickname}</strong>
            </Link>
            <span className={styles.muted}>{u.signature || u.level_name}</span>
            <span className={styles.muted}>{u.fan_count} 粉丝</span>
            {flag !== FOLLOW_STATUS.self && (
              <Button
                size="small"
                type={following ? 'default' : 'primary'}
                loading={follow.isPending && follow.variables?.follow_id === u.id}
                onClick={() =>
                  requireLogin() &&
                  follow.mutate({ follow_id: u.id, follow_status: following ? 0 : 1 })
                }
              >
                {flag === FOLLOW_STATUS.mutual ? '互相关注' : following ? '已关注' : '+ 关注'}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
