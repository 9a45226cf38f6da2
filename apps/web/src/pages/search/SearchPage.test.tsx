import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  circleIndex,
  contentSearch,
  forumSearch,
  hotKeys,
  indexSearch,
  MSG,
  userSearch,
  type CircleIndexRow,
  type Contract,
  type HotKey,
  type SearchContent,
  type SearchItem,
  type SearchUser,
} from '@xinke/shared';
import '../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const { api } = await import('../../lib/api');
const { default: SearchPage } = await import('./SearchPage');
const apiMock = vi.mocked(api);

const post = (id: number, word: string): SearchItem =>
  ({
    id,
    title: `${word}帖子${id}`,
    item_type: 1,
    author: { id: 1, nickname: '作者' },
    circle: null,
    thumb_count: 0,
    comment_count: 0,
    highlight: { title: `<em>${word}</em>帖子${id}`, summary: `摘要${id}` },
  }) as unknown as SearchItem;
const circle = (id: number, word: string): CircleIndexRow => ({
  id,
  name: `${word}圈${id}`,
  description: '简介',
  image_url: `/uploads/circles/${id}.svg`,
  circle_tag: '硬件',
  member_count: 10,
  item_count: 3,
  is_member: 0,
  allow_post: 1,
  highlight: { name: `<em>${word}</em>圈${id}` },
});
const user = (id: number, word: string): SearchUser => ({
  id,
  nickname: `${word}达人${id}`,
  image_url: '',
  user_sign: `爱${word}`,
  highlight: { nickname: `<em>${word}</em>达人${id}`, user_sign: `爱<em>${word}</em>` },
});
const content = (id: number, word: string, type: SearchContent['type']): SearchContent => ({
  id,
  type,
  category_id: 3,
  category_name: '行业动态',
  title: `${word}文章${id}`,
  cover: '',
  publish_time: 1_790_000_000,
  highlight: { title: `<em>${word}</em>文章${id}`, summary: `关于<em>${word}</em>的摘录` },
});
const page = <T,>(rows: T[], current: number, last: number) => ({
  data: rows,
  paginate: { current_page: current, last_page: last, total: rows.length, per_page: 10 },
});

/**
 * A fake server: posts have two pages for any word (2 rows each), circles, users and each
 * content kind one; the word 无结果 finds no content, the word 出错 fails the content search.
 * Each call is recorded so the tests can see what a tab asked for.
 */
function fakeServer(hot: HotKey[] = []) {
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, unknown>) => {
    const word = String(input?.keyword ?? input?.value ?? '');
    const n = Number(input?.page ?? 1);
    if (contract === forumSearch)
      return page([post(n * 10 + 1, word), post(n * 10 + 2, word)], n, 2);
    if (contract === circleIndex) return page([circle(n, word)], n, 1);
    if (contract === userSearch) return { total: 1, per_page: 10, data: [user(7, word)] };
    if (contract === contentSearch) {
      if (word === '出错') throw new Error('服务器开小差了');
      const type = input.type as SearchContent['type'];
      const id = { news: 5, official: 6, resource: 7, project: 8 }[type];
      return word === '无结果' ? page([], 1, 0) : page([content(id, word, type)], n, 1);
    }
    if (contract === hotKeys) return hot;
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}
const callsOf = (contract: Contract) =>
  apiMock.mock.calls.filter(([c]) => c === contract).map(([, input]) => input);

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

function renderPage(url = '/app/new-version/search') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SearchPage />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const q = (word: string) => `/app/new-version/search?keyword=${encodeURIComponent(word)}`;
const rowsIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId('search-row')
    .map((r) => r.textContent);
const submit = (text: string) => {
  fireEvent.change(screen.getByLabelText('搜索'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
};

afterEach(() => vi.clearAllMocks());
// The first render loads antd's Tabs and Input; on a busy machine that alone takes seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('SearchPage tabs', () => {
  it('each tab asks only its own list; circles 4 a page from the circle index', async () => {
    fakeServer();
    renderPage(q('显卡'));
    await screen.findByTestId('search-posts');
    expect(callsOf(forumSearch)).toEqual([{ keyword: '显卡', page: 1, page_size: 10 }]);

    fireEvent.click(screen.getByRole('tab', { name: '圈子' }));
    await screen.findByTestId('search-circles');
    expect(callsOf(circleIndex)).toEqual([{ keyword: '显卡', page: 1, page_size: 4 }]);
    expect(location).toBe(`${q('显卡')}&tab=circles`);
    const circleRow = within(screen.getByTestId('search-circles')).getByTestId('search-row');
    expect(circleRow.querySelector('em')?.textContent).toBe('显卡');

    fireEvent.click(screen.getByRole('tab', { name: '用户' }));
    await screen.findByTestId('search-users');
    expect(callsOf(userSearch)).toEqual([{ value: '显卡', page: 1 }]);

    // Back to posts: the loaded list shows again, no second search (hot keys count once).
    fireEvent.click(screen.getByRole('tab', { name: '帖子' }));
    expect(rowsIn('search-posts')).toHaveLength(2);
    expect(callsOf(forumSearch)).toHaveLength(1);
    expect(callsOf(indexSearch)).toHaveLength(0);
  });

  it('marks the hit in user nicknames and signatures like in posts', async () => {
    fakeServer();
    renderPage(`${q('焊锡')}&tab=users`);
    const row = within(await screen.findByTestId('search-users')).getByTestId('search-row');
    const marks = Array.from(row.querySelectorAll('em')).map((e) => e.textContent);
    expect(marks).toEqual(['焊锡', '焊锡']);
    expect(row.textContent).toContain('焊锡达人7');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/app/new-version/homepage/7');
  });
});

describe('SearchPage content tabs (资讯 / 官方 / 资源 / 项目)', () => {
  it('each tab asks its own kind and links a hit to its page, marked', async () => {
    fakeServer();
    renderPage(q('ESP32-S3'));
    await screen.findByTestId('search-posts');
    const tabs: [string, string, string][] = [
      ['资讯', 'news', '/app/new-version/n/details/5'],
      ['官方', 'official', '/app/new-version/official/3/6'],
      ['资源', 'resources', '/app/new-version/resourceDownload/7'],
      ['项目', 'projects', '/app/new-version/projectDetail/8'],
    ];
    for (const [label, tab, href] of tabs) {
      fireEvent.click(screen.getByRole('tab', { name: label }));
      const row = within(await screen.findByTestId(`search-${tab}`)).getByTestId('search-row');
      expect(location).toBe(`${q('ESP32-S3')}&tab=${tab}`);
      expect(row.querySelector('a')?.getAttribute('href')).toBe(href);
      expect(Array.from(row.querySelectorAll('em')).map((e) => e.textContent)).toEqual([
        'ESP32-S3',
        'ESP32-S3',
      ]);
      expect(row.textContent).toContain('行业动态');
    }
    expect(callsOf(contentSearch)).toEqual([
      { type: 'news', keyword: 'ESP32-S3', page: 1, page_size: 10 },
      { type: 'official', keyword: 'ESP32-S3', page: 1, page_size: 10 },
      { type: 'resource', keyword: 'ESP32-S3', page: 1, page_size: 10 },
      { type: 'project', keyword: 'ESP32-S3', page: 1, page_size: 10 },
    ]);
    // One page each: the four lists end (posts, two pages, still offers more).
    expect(screen.getAllByTestId('search-end')).toHaveLength(4);
  });

  it('shows the empty and the error state like the other tabs', async () => {
    fakeServer();
    renderPage(`${q('无结果')}&tab=news`);
    expect((await screen.findAllByTestId('empty-state'))[0]?.textContent).toContain(
      MSG.searchNoResult,
    );
    cleanup();
    renderPage(`${q('出错')}&tab=resources`);
    expect(await screen.findByTestId('error-view')).toBeTruthy();
  });
});

describe('SearchPage paging (SPEC §4)', () => {
  it('the first load replaces, later pages append, and the end shows 没有更多了', async () => {
    fakeServer();
    renderPage(q('显卡'));
    await screen.findByTestId('search-posts');
    expect(rowsIn('search-posts')).toHaveLength(2);
    expect(rowsIn('search-posts')[0]).toContain('显卡帖子11');
    expect(screen.queryByTestId('search-end')).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId('search-more')));
    await waitFor(() => expect(rowsIn('search-posts')).toHaveLength(4));
    expect(callsOf(forumSearch).at(-1)).toEqual({ keyword: '显卡', page: 2, page_size: 10 });
    // isEnd: page 2 of 2, the button is gone.
    expect(screen.queryByTestId('search-more')).toBeNull();
    expect(screen.getByTestId('search-end').textContent).toBe(MSG.listEnd);

    // A new search replaces the list with its own first page.
    submit('树莓派');
    await waitFor(() => expect(rowsIn('search-posts')).toHaveLength(2));
    expect(rowsIn('search-posts')[0]).toContain('树莓派帖子11');
    expect(location).toBe(`${q('树莓派')}&tab=posts`);
    expect(screen.getByTestId('search-more')).toBeTruthy();
  });

  it('submitting the shown word again starts over from page 1', async () => {
    fakeServer();
    renderPage(q('显卡'));
    await screen.findByTestId('search-posts');
    await act(async () => fireEvent.click(screen.getByTestId('search-more')));
    await waitFor(() => expect(rowsIn('search-posts')).toHaveLength(4));
    submit(' 显卡 ');
    await waitFor(() => expect(rowsIn('search-posts')).toHaveLength(2));
    expect(callsOf(forumSearch).map((c) => (c as { page: number }).page)).toEqual([1, 2, 1]);
  });

  it('an empty trimmed keyword does nothing', async () => {
    fakeServer();
    renderPage(q('显卡'));
    await screen.findByTestId('search-posts');
    const before = apiMock.mock.calls.length;
    submit('   ');
    await act(async () => undefined);
    expect(location).toBe(q('显卡'));
    expect(callsOf(forumSearch)).toHaveLength(1);
    // Only the hot keys of the (now empty) box were asked for.
    expect(apiMock.mock.calls.slice(before).map(([c]) => c)).toEqual([hotKeys]);
    expect(rowsIn('search-posts')).toHaveLength(2);
  });
});

describe('SearchPage hot keys', () => {
  it('shows the hot words while the box is empty and searches the one clicked', async () => {
    fakeServer([
      { keyword: '树莓派', count: 86 },
      { keyword: 'esp32-s3', count: 64 },
    ]);
    renderPage();
    const hot = await screen.findByTestId('hot-keys');
    expect(
      within(hot)
        .getAllByTestId('hot-key')
        .map((b) => b.textContent),
    ).toEqual(['1树莓派', '2esp32-s3']);
    expect(screen.getAllByTestId('empty-state')[0]?.textContent).toContain(MSG.searchPrompt);
    expect(callsOf(forumSearch)).toHaveLength(0);

    fireEvent.click(within(hot).getByRole('button', { name: /esp32-s3/ }));
    await screen.findByTestId('search-posts');
    expect(callsOf(forumSearch)).toEqual([{ keyword: 'esp32-s3', page: 1, page_size: 10 }]);
    expect(location).toBe(`${q('esp32-s3')}&tab=posts`);
    expect((screen.getByLabelText('搜索') as HTMLInputElement).value).toBe('esp32-s3');
    // The box is no longer empty: the hot words step aside for the results.
    expect(screen.queryByTestId('hot-keys')).toBeNull();
  });

  it('shows no hot-word block when nobody has searched yet', async () => {
    fakeServer([]);
    renderPage();
    await waitFor(() => expect(callsOf(hotKeys)).toHaveLength(1));
    expect(screen.queryByTestId('hot-keys')).toBeNull();
  });
});
