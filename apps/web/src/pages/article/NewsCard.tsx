import { Link } from 'react-router-dom';
import { formatDateTime, type ArticleCard } from '@xinke/shared';
import styles from './Article.module.css';

/** One news item in a list (the day's news, a category's news), linking to its page. */
export function NewsCard({ news }: { news: ArticleCard }) {
  return (
    <Link
      to={`/app/new-version/n/details/${news.id}`}
      className={styles.card}
      data-testid="news-card"
    >
      <h2>{news.title}</h2>
      <p>
        {news.category_name} · {formatDateTime(news.publish_time)}
      </p>
      <p>{news.summary}</p>
    </Link>
  );
}
