import { formatCount } from '@xinke/shared';
import tabs from '../forum/FeedControls.module.css';

interface TypeCount {
  item_type: number;
  label: string;
  count: number;
}

/**
 * 全部 and the item types the circle has posts of (GET /web/forum/item_count), each with
 * its count. A type with no post is left out unless it is the one selected.
 */
export function TypeChips({
  total,
  types,
  active,
  onChange,
}: {
  total: number;
  types: TypeCount[];
  active?: number;
  onChange(type: number | null): void;
}) {
  const shown = types.filter((t) => t.count > 0 || t.item_type === active);
  const chip = (key: string, label: string, count: number, value: number | null) => {
    const isActive = value === null ? active === undefined : active === value;
    return (
      <button
        key={key}
        type="button"
        role="tab"
        aria-selected={isActive}
        className={isActive ? `${tabs.tab} ${tabs.tabActive}` : tabs.tab}
        onClick={() => onChange(value)}
        data-testid="type-chip"
      >
        {label} {formatCount(count)}
      </button>
    );
  };
  return (
    <div className={tabs.tabs} role="tablist" aria-label="帖子类型">
      {chip('all', '全部', total, null)}
      {shown.map((t) => chip(String(t.item_type), t.label, t.count, t.item_type))}
    </div>
  );
}

/** The directory's category filter: 全部 then each circle_tag. */
export function CategoryTabs({
  categories,
  active,
  onChange,
}: {
  categories: string[];
  active?: string;
  onChange(tag: string | null): void;
}) {
  const tab = (key: string, label: string, value: string | null) => {
    const isActive = value === null ? active === undefined : active === value;
    return (
      <button
        key={key}
        type="button"
        role="tab"
        aria-selected={isActive}
        className={isActive ? `${tabs.tab} ${tabs.tabActive}` : tabs.tab}
        onClick={() => onChange(value)}
      >
        {label}
      </button>
    );
  };
  return (
    <div className={tabs.tabs} role="tablist" aria-label="圈子分类">
      {tab('all', '全部', null)}
      {categories.map((c) => tab(c, c, c))}
    </div>
  );
}
