import { MSG } from '@xinke/shared';
import { useHotKeys } from './queries';
import styles from './Search.module.css';

/**
 * The most searched words (GET /web/index/hot_keys), shown while the search box is empty;
 * a click searches that word. Nothing is shown while loading, on failure or when no word
 * has been searched yet: the box works without them.
 */
export function HotKeys({ onPick }: { onPick(keyword: string): void }) {
  const keys = useHotKeys(true);
  if (!keys.data || keys.data.length === 0) return null;
  return (
    <section className={styles.hotKeys} aria-label={MSG.searchHotKeys} data-testid="hot-keys">
      <h2 className={styles.hotTitle}>{MSG.searchHotKeys}</h2>
      <ol className={styles.hotList}>
        {keys.data.map((k, i) => (
          <li key={k.keyword}>
            <button
              type="button"
              className={styles.hotKey}
              onClick={() => onPick(k.keyword)}
              data-testid="hot-key"
            >
              <span className={i < 3 ? styles.hotRankTop : styles.hotRank}>{i + 1}</span>
              {k.keyword}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
