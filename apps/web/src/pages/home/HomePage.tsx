import { PostList } from '../../features/forum/PostList';
import { useFeaturedParams } from '../../features/forum/use-featured-params';
import { BannerCarousel } from '../../features/site/BannerCarousel';
import { HomeSide } from '../../features/home-side/HomeSide';
import { HotObjects } from '../../features/site/HotObjects';
import { useBanners } from '../../features/site/queries';
import styles from '../featured/FeaturedPage.module.css';
import home from './HomePage.module.css';

/**
 * /app/new-version/home: SPEC's home shows banners and hot objects (热门, the top of the
 * ranking), followed by the same post list as featured; beside them (below on phones) the
 * week's projects, hot circles and active members.
 */
export default function HomePage() {
  const { query, pageHref } = useFeaturedParams();
  const banners = useBanners();
  return (
    <div className={`${styles.page} ${home.page}`} data-testid="home-page">
      <div className={styles.content}>
        {banners.data ? (
          <BannerCarousel banners={banners.data.banner1} />
        ) : (
          <div className={styles.bannerPlaceholder} />
        )}
        <HotObjects />
        <section className={styles.feed} aria-labelledby="home-feed-heading">
          <div className={styles.feedHeader}>
            <h2 className={home.feedTitle} id="home-feed-heading">
              最新帖子
            </h2>
          </div>
          <PostList query={query} pageHref={pageHref} />
        </section>
      </div>
      {/* This week's projects, hot circles and active members (GET /web/index/*). */}
      <aside className={home.side}>
        <HomeSide />
      </aside>
    </div>
  );
}
