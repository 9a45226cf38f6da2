import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  collect,
  itemStatusCount,
  itemUserData,
  MSG,
  userCollect,
  userCollectArticles,
  type ArticleCard,
  type CollectRow,
  type Contract,
  type StatusCounts,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { default: CollectionManagePage } = await import('./CollectionManagePage');
const { default: CreationHomePage } = await import('./CreationHomePage');
const apiMock = vi.mocked(api);

function renderAt(url: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (id: number): CollectRow => ({
  id,
  title: `收藏的帖子${id}`,
  summary: '',
  cover: '',
  item_type: 3,
  is_top: 0,
  is_recommend: 0,
  circle: null,
  tags: [],
  author: { id: 9, nickname: '作者', image_url: '', level_name: '', x_up: 0 },
  thumb_count: 0,
  comment_count: 0,
  collect_count: 1,
  visit_count: 0,
  create_time: 1_700_000_000,
  collect_time: 1_700_000_100,
});

/**
 * A fake server holding my collections; collect toggles like the real endpoint. `gone`
 * lists posts another tab already removed (still on the page I am looking at).
 */
function fakeCollections(ids: number[], gone: number[] = []) {
  const mine = new Set(ids.filter((id) => !gone.includes(id)));
  apiMock.mockImplementation((async (contract: Contract, input: { source_id?: number }) => {
    if (contract === userCollect) {
      const rows = ids.filter((id) => mine.has(id) || gone.includes(id)).map(card);
      return {
        data: rows,
        paginate: {
          current_page: 1,
          last_page: rows.length ? 1 : 0,
          total: rows.length,
          per_page: 10,
        },
      };
    }
    if (contract === collect) {
      const id = input.source_id ?? 0;
      if (mine.has(id)) mine.delete(id);
      else mine.add(id);
      gone.splice(0, gone.length, ...gone.filter((g) => g !== id));
      return { is_collect: mine.has(id) ? 1 : 0, collect_count: mine.has(id) ? 1 : 0 };
    }
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
  return mine;
}

const collectCalls = () => apiMock.mock.calls.filter(([c]) => c === collect);

afterEach(() => vi.clearAllMocks());

describe('collection-manage', { timeout: 20_000 }, () => {
  it('shows the count and un-collects a post after confirming', async () => {
    const mine = fakeCollections([1, 2]);
    renderAt('/c', <CollectionManagePage />);
    expect((await screen.findByTestId('collection-total')).textContent).toBe('共 2 篇收藏');
    const first = within(screen.getAllByTestId('collection-row')[0] as HTMLElement);
    fireEvent.click(first.getByTestId('uncollect'));
    expect(collectCalls()).toHaveLength(0);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /移\s*除/ })));
    await waitFor(() => expect(screen.getAllByTestId('collection-row')).toHaveLength(1));
    expect(apiMock).toHaveBeenCalledWith(collect, { source_id: 1, source_type: 1 });
    expect(mine.has(1)).toBe(false);
    expect(screen.getByTestId('collection-total').textContent).toBe('共 1 篇收藏');
    expect(toast.success).toHaveBeenCalledWith(MSG.collectOff);
  });

  it('a post already removed elsewhere stays removed (the toggle is sent again)', async () => {
    const mine = fakeCollections([1], [1]);
    renderAt('/c', <CollectionManagePage />);
    fireEvent.click(await screen.findByTestId('uncollect'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /移\s*除/ })));
    await waitFor(() => expect(collectCalls()).toHaveLength(2));
    expect(mine.has(1)).toBe(false);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有收藏');
  });
});

const article = (id: number): ArticleCard & { collect_time: number } => ({
  id,
  section: 'official',
  category_id: 2,
  category_name: '教程',
  title: `收藏的文章${id}`,
  cover: '/uploads/cover.png',
  summary: '',
  author: { id: 1, nickname: '芯客官方', image_url: '' },
  publish_time: 1_700_000_000,
  visit_count: 5,
  thumb_count: 0,
  comment_count: 0,
  collect_count: 1,
  collect_time: 1_700_000_100,
});

describe('collection-manage: official articles (collect source 2)', { timeout: 20_000 }, () => {
  it('lists them under 官方文章 with cover and link, and un-collects with source type 2', async () => {
    const mine = new Set([7]);
    apiMock.mockImplementation((async (contract: Contract, input: { source_id?: number }) => {
      if (contract === userCollectArticles) {
        const rows = [...mine].map(article);
        const last = rows.length ? 1 : 0;
        const paginate = { current_page: 1, last_page: last, total: rows.length, per_page: 10 };
        return { data: rows, paginate };
      }
      if (contract === collect) {
        mine.delete(input.source_id ?? 0);
        return { is_collect: 0, collect_count: 0 };
      }
      throw new Error(`unexpected call ${contract.path}`);
    }) as unknown as typeof api);
    renderAt('/c?tab=article', <CollectionManagePage />);
    const link = await screen.findByTestId('collected-article');
    expect(link.getAttribute('href')).toBe('/app/new-version/official/2/7');
    expect(link.textContent).toContain('收藏的文章7');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/uploads/cover.png');
    expect(apiMock.mock.calls.some(([c]) => c === userCollect)).toBe(false);
    fireEvent.click(screen.getByTestId('uncollect'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /移\s*除/ })));
    expect(apiMock).toHaveBeenCalledWith(collect, { source_id: 7, source_type: 2 });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有收藏');
  });
});

const counts = (n: Partial<StatusCounts>): StatusCounts => ({
  itemStatus0: 0,
  itemStatus1: 0,
  itemStatus2: 0,
  itemStatus3: 0,
  draftStatus0: 0,
  total: 0,
  ...n,
});

describe('creation-center home', { timeout: 20_000 }, () => {
  it('shows every status count of posts and votes under its SPEC §4 name', async () => {
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === itemStatusCount)
        return {
          item: counts({
            itemStatus0: 1,
            itemStatus1: 2,
            itemStatus2: 3,
            itemStatus3: 4,
            draftStatus0: 5,
          }),
          vote: counts({ itemStatus0: 6, itemStatus2: 7 }),
        };
      if (contract === itemUserData)
        return {
          pass: 3,
          passing: 2,
          unpass: 4,
          unverify: 1,
          commentCount: 0,
          draftCount: 5,
          thumbCount: 0,
          visitCount: 0,
          todayVisitsCount: 0,
        };
      throw new Error(`unexpected call ${contract.path}`);
    }) as unknown as typeof api);
    renderAt('/h', <CreationHomePage />);
    const stats = (id: string) =>
      Array.from(screen.getByTestId(id).querySelectorAll('div')).map((d) => d.textContent);
    await waitFor(() => expect(stats('item-stats')).toContain('未审核1'));
    expect(stats('item-stats')).toEqual(['已发布3', '审核中2', '未审核1', '未通过4', '草稿箱5']);
    expect(stats('vote-stats')).toEqual(['已发布7', '审核中0', '未审核6', '未通过0', '草稿箱0']);
  });
});
