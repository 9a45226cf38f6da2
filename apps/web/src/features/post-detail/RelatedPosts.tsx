import { Link } from 'react-router-dom';
import { useCause } from './queries';
import styles from './PostDetail.module.css';

/** 相关推荐: the latest posts of the same circle (or tag); hidden when there are none. */
export function RelatedPosts({ id }: { id: number }) {
  const { data } = useCause(id);
  if (!data?.length) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>相关推荐</h2>
      <ul className={styles.related}>
        {data.map((item) => (
          <li key={item.id}>
            <Link to={`/app/new-version/postDetail/${item.id}`}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
