import { RECOMMEND_TAG, type Tag } from '@xinke/shared';
import styles from './FeedControls.module.css';

/** Recommend first (SPEC: featured defaults to tag=recommend), then 全部, then the rest. */
export function orderTags(tags: Tag[]): Tag[] {
  const recommend = tags.find((t) => t.slug === RECOMMEND_TAG) ?? {
    id: 0,
    name: '精选',
    slug: RECOMMEND_TAG,
  };
  return [recommend, ...tags.filter((t) => t.slug !== RECOMMEND_TAG)];
}

export function TagTabs({
  tags,
  active,
  onChange,
}: {
  tags: Tag[];
  active?: string;
  onChange(tag: string | null): void;
}) {
  const ordered = orderTags(tags);
  const [first, ...rest] = ordered;
  const tab = (key: string, label: string, value: string | null, isActive: boolean) => (
    <button
      key={key}
      type="button"
      role="tab"
      aria-selected={isActive}
      className={isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.tabs} role="tablist" aria-label="标签">
      {first && tab(first.slug, first.name, first.slug, active === first.slug)}
      {tab('all', '全部', null, active === undefined)}
      {rest.map((t) => tab(t.slug, t.name, t.slug, active === t.slug))}
    </div>
  );
}
