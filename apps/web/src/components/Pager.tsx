import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { GAP_JUMP, pagerItems } from './pager-items';
import styles from './Pager.module.css';

interface PagerProps {
  current: number;
  lastPage: number;
  /** The URL of a page (lists keep their page in `?page=`), so pages are real links. */
  hrefFor(page: number): string;
  /** Narrow windows show one page either side of the current one instead of two. */
  compact?: boolean;
}

/**
 * Page links for a list. Our own instead of antd's Pagination, which brings Select, a
 * virtual list and the popup machinery (~50 KB gzip) for a size changer we never show.
 * Titles match antd's zh_CN ones (the page number, 上一页, 下一页, 向前/向后 5 页).
 */
export function Pager({ current, lastPage, hrefFor, compact = false }: PagerProps) {
  const cls = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
  const step = (page: number, title: string, label: string, icon: ReactNode) =>
    page < 1 || page > lastPage ? (
      <li title={title} aria-disabled="true" className={cls(styles.item, styles.disabled)}>
        <span className={styles.link} aria-label={label}>
          {icon}
        </span>
      </li>
    ) : (
      <li title={title} className={styles.item}>
        <Link to={hrefFor(page)} className={styles.link} aria-label={label}>
          {icon}
        </Link>
      </li>
    );
  return (
    <nav aria-label="分页">
      <ul className={cls(styles.pager, compact && styles.compact)}>
        {step(current - 1, '上一页', '上一页', <LeftOutlined />)}
        {pagerItems(current, lastPage, compact ? 1 : 2).map((item) =>
          item.kind === 'page' ? (
            <li
              key={item.page}
              title={String(item.page)}
              className={cls(styles.item, item.page === current && styles.active)}
            >
              <Link
                to={hrefFor(item.page)}
                className={styles.link}
                aria-label={`第 ${item.page} 页`}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ) : (
            <li
              key={item.direction}
              title={`${item.direction === 'prev' ? '向前' : '向后'} ${GAP_JUMP} 页`}
              className={styles.item}
            >
              <Link
                to={hrefFor(item.page)}
                className={cls(styles.link, styles.gap)}
                aria-label={`跳到第 ${item.page} 页`}
              >
                •••
              </Link>
            </li>
          ),
        )}
        {step(current + 1, '下一页', '下一页', <RightOutlined />)}
      </ul>
    </nav>
  );
}
