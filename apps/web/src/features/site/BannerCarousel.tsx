import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '@xinke/shared';
import styles from './BannerCarousel.module.css';

const AUTOPLAY_MS = 5000;

function BannerLink({ banner, eager }: { banner: Banner; eager: boolean }) {
  const image = (
    <img
      src={banner.image}
      alt={banner.title}
      className={styles.image}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      draggable={false}
    />
  );
  if (!banner.url) return image;
  return /^https?:\/\//.test(banner.url) ? (
    <a href={banner.url} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  ) : (
    <Link to={banner.url}>{image}</Link>
  );
}

/**
 * The main banner carousel (banner1). A small hand-made slider instead of antd's
 * Carousel: it is the first thing painted, so it stays tiny and has no layout shift.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  if (count === 0) return null;
  const current = index % count;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="推荐活动"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((banner, i) => (
          <div key={banner.id} className={styles.slide} aria-hidden={i !== current}>
            <BannerLink banner={banner} eager={i === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              aria-label={`第 ${i + 1} 张：${banner.title}`}
              className={i === current ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
