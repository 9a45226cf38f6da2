import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@xinke/shared';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { SEARCH_PATH } from './nav-items';
import styles from './SiteHeader.module.css';

/** Submits to /app/new-version/search?keyword=…; blank input does nothing. */
export function HeaderSearch({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    navigate(`${SEARCH_PATH}?${new URLSearchParams({ keyword: trimmed })}`);
    onDone?.();
  };
  return (
    <form className={styles.search} role="search" onSubmit={handleSubmit}>
      <input
        className={styles.searchInput}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={MSG.headerSearchPlaceholder}
        aria-label="搜索"
        maxLength={50}
      />
      <button type="submit" className={styles.searchButton} aria-label="搜索">
        <SearchOutlined />
      </button>
    </form>
  );
}
