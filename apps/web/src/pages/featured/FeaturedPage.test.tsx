import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORUM_LIST_PAGE_SIZE,
  forumList,
  forumTags,
  indexBanner,
  type Contract,
  type ForumListQuery,
  type ItemCard,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: FeaturedPage } = await import('./FeaturedPage');
const apiMock = vi.mocked(api);

const card = (id: number): ItemCard => ({
  id,
  title: `帖子${id}：RTX 显卡散热改造记录`,
  summary: '',
  cover: '',
  item_type: 3,
  is_top: 0,
  is_recommend: 1,
  circle: null,
  tags: [],
  author: { id: 1, nickname: '作者', image_url: '', level_name: '', x_up: 0 },
  thumb_count: 0,
  comment_count: 0,
  collect_count: 0,
  visit_count: 0,
  create_time: 1_700_000_000,
});
const noBanners = {
  banner1: [],
  banner2: [],
  banner3: [],
  banner48: [],
  banner49: [],
  banner50: [],
};

/** A fake server whose post list is `rows` for every query; the queries are recorded. */
function fakeServer(rows: ItemCard[]) {
  const listQueries: ForumListQuery[] = [];
  apiMock.mockImplementation((async (contract: Contract, input: ForumListQuery) => {
    if (contract === forumTags) return [];
    if (contract === indexBanner) return noBanners;
    if (contract === forumList) {
      listQueries.push(input);
      return {
        data: rows,
        paginate: { current_page: 1, last_page: 1, total: rows.length, per_page: 10 },
      };
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
  return listQueries;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderFeatured(url = '/app/new-version/featured?tag=recommend') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/app/new-version/featured"
            element={
              <>
                <FeaturedPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const search = () => screen.getByTestId('location').textContent;

afterEach(() => vi.clearAllMocks());

describe('featured sort switch (SPEC §9 "Home list sort: ranking -2, default 0, vote 5")', () => {
  it('offers 默认 / 排行 / 投票, 默认 chosen on a bare URL', async () => {
    fakeServer([card(1)]);
    renderFeatured();
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['默认', '排行', '投票']);
    expect(screen.getByRole('radio', { name: '默认' }).getAttribute('aria-checked')).toBe('true');
    await screen.findByText('帖子1：RTX 显卡散热改造记录');
  });

  it('writes ?top= and asks the server for that sort, from page 1', async () => {
    const queries = fakeServer([card(1)]);
    renderFeatured('/app/new-version/featured?tag=recommend&page=3');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 3, top: 0 }));

    act(() => fireEvent.click(screen.getByRole('radio', { name: '排行' })));
    expect(search()).toBe('?tag=recommend&top=-2');
    expect(screen.getByRole('radio', { name: '排行' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        page: 1,
        page_size: FORUM_LIST_PAGE_SIZE,
        tag: 'recommend',
        top: -2,
      }),
    );

    act(() => fireEvent.click(screen.getByRole('radio', { name: '投票' })));
    expect(search()).toBe('?tag=recommend&top=5');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ top: 5 }));

    act(() => fireEvent.click(screen.getByRole('radio', { name: '默认' })));
    expect(search()).toBe('?tag=recommend');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ top: 0 }));
  });

  it('a link with ?top=-2 opens on the ranking sort', async () => {
    const queries = fakeServer([card(1)]);
    renderFeatured('/app/new-version/featured?tag=recommend&top=-2');
    expect(screen.getByRole('radio', { name: '排行' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ top: -2 }));
  });
});

describe('featured empty state (SPEC §2 "Empty-state block … default text meaning nothing here")', () => {
  it('shows 这里什么都没有 when the list is empty', async () => {
    fakeServer([]);
    renderFeatured('/app/new-version/featured?tag=recommend&top=5');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('这里什么都没有');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows no empty state when there are posts', async () => {
    fakeServer([card(1), card(2)]);
    renderFeatured();
    await screen.findByText('帖子2：RTX 显卡散热改造记录');
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});
