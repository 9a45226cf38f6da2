import { Link } from 'react-router-dom';
import type { Banner } from '@xinke/shared';
import styles from './SideBanners.module.css';

/** A titled column of small banners (hot activities, news) for the featured sidebar. */
export function SideBanners({ title, banners }: { title: string; banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <Link to={banner.url || '#'} className={styles.item}>
              <img src={banner.image} alt="" className={styles.image} loading="lazy" />
              <span className={styles.caption}>{banner.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
