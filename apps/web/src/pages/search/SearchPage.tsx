import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import { MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { HotKeys } from '../../features/search/HotKeys';
import { useRestartSearch, type SearchTab } from '../../features/search/queries';
import { SearchResults } from '../../features/search/SearchResults';
import styles from '../../features/search/Search.module.css';

const TABS: Array<{ key: SearchTab; label: string }> = [
  { key: 'posts', label: '帖子' },
  { key: 'circles', label: '圈子' },
  { key: 'users', label: '用户' },
  { key: 'news', label: '资讯' },
  { key: 'official', label: '官方' },
  { key: 'resources', label: '资源' },
  { key: 'projects', label: '项目' },
];
const isTab = (v: string | null): v is SearchTab => TABS.some((t) => t.key === v);

/**
 * /app/new-version/search?keyword=&tab=: posts, circles, users, news, official articles,
 * resources and the project pool's projects; state in the URL.
 * The hot search words show while the box is empty. Tabs keep their loaded lists (panes
 * stay mounted once opened), so switching back shows them without asking again.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'posts';
  const restart = useRestartSearch();
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  // The header box navigates here with a new keyword: show it in the page's box too.
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }

  const search = (value: string) => {
    const next = value.trim();
    // SPEC §5: a search with empty trimmed text does nothing.
    if (next === '') return;
    setText(next);
    // Submitting the word on show again is a new search: its lists start over at page 1.
    if (next === keyword) void restart(next);
    setParams({ keyword: next, tab });
  };

  return (
    <div className={styles.page} data-testid="search-page">
      <Input.Search
        size="large"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={search}
        enterButton="搜索"
        placeholder={MSG.searchPlaceholder}
        aria-label="搜索"
        data-testid="search-input"
      />
      {text.trim() === '' && <HotKeys onPick={search} />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(keyword ? { keyword, tab: key } : { tab: key })}
        items={TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: keyword ? (
            <SearchResults tab={t.key} keyword={keyword} />
          ) : (
            <EmptyState description={MSG.searchPrompt} />
          ),
        }))}
      />
    </div>
  );
}
