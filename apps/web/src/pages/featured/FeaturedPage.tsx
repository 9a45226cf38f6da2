import { PostList } from '../../features/forum/PostList';
import { SortSwitch } from '../../features/forum/SortSwitch';
import { TagTabs } from '../../features/forum/TagTabs';
import { useForumTags } from '../../features/forum/queries';
import { useFeaturedParams } from '../../features/forum/use-featured-params';
import { BannerCarousel } from '../../features/site/BannerCarousel';
import { SideBanners } from '../../features/site/SideBanners';
import { useBanners } from '../../features/site/queries';
import { WelcomeCard } from './WelcomeCard';
import styles from './FeaturedPage.module.css';

/** /app/new-version/featured: banners, tag tabs, sort switch and the paged post list. */
export default function FeaturedPage() {
  const { tag, top, query, update, pageHref } = useFeaturedParams();
  const tags = useForumTags();
  const banners = useBanners();
  return (
    <div className={styles.page} data-testid="featured-page">
      <div className={styles.content}>
        {banners.data ? (
          <BannerCarousel banners={banners.data.banner1} />
        ) : (
          <div className={styles.bannerPlaceholder} />
        )}
        <section className={styles.feed}>
          <div className={styles.feedHeader}>
            <TagTabs
              tags={tags.data ?? []}
              active={tag}
              onChange={(next) => update({ tag: next })}
            />
            <SortSwitch value={top} onChange={(next) => update({ top: next })} />
          </div>
          <PostList query={query} pageHref={pageHref} />
        </section>
      </div>
      <aside className={styles.sidebar}>
        <WelcomeCard />
        <SideBanners title="热门活动" banners={banners.data?.banner49 ?? []} />
        <SideBanners title="硬件资讯" banners={banners.data?.banner2 ?? []} />
      </aside>
    </div>
  );
}
