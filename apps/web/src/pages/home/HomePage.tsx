import { PostList } from '../../features/forum/PostList';
import { useFeaturedParams } from '../../features/forum/use-featured-params';
import { BannerCarousel } from '../../features/site/BannerCarousel';
import { useBanners } from '../../features/site/queries';
import styles from '../featured/FeaturedPage.module.css';

/**
 * /app/new-version/home: SPEC's home shows banners and hot objects; until the hot
 * objects call is built it shows the banners and the same post list as featured.
 */
export default function HomePage() {
  const { query, pageHref } = useFeaturedParams();
  const banners = useBanners();
  return (
    <div
      className={styles.page}
      data-testid="home-page"
      style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <div className={styles.content}>
        {banners.data ? (
          <BannerCarousel banners={banners.data.banner1} />
        ) : (
          <div className={styles.bannerPlaceholder} />
        )}
        <section className={styles.feed}>
          <PostList query={query} pageHref={pageHref} />
        </section>
      </div>
    </div>
  );
}
