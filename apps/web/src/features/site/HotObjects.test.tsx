import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexObject, type ItemCard } from '@xinke/shared';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const { api } = await import('../../lib/api');
const { HotObjects } = await import('./HotObjects');
const apiMock = vi.mocked(api);

const card = (id: number, overrides: Partial<ItemCard> = {}): ItemCard => ({
  id,
  title: `热帖${id}`,
  summary: '',
  cover: '',
  item_type: 3,
  is_top: 0,
  is_recommend: 0,
  circle: { id: 5, name: '装机' },
  tags: [],
  author: { id: 1, nickname: '作者', image_url: '', level_name: '', x_up: 0 },
  thumb_count: 1500,
  comment_count: 12,
  collect_count: 0,
  visit_count: 0,
  create_time: 1_700_000_000,
  ...overrides,
});

function renderHot() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HotObjects />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('HotObjects (home 热门)', () => {
  it('numbers the hot posts in the server’s order, linking each and its circle', async () => {
    apiMock.mockResolvedValue([card(9, { cover: '/uploads/c.jpg' }), card(4, { circle: null })]);
    renderHot();
    const rows = await screen.findAllByTestId('hot-object');
    expect(apiMock).toHaveBeenCalledWith(indexObject);
    expect(rows.map((r) => within(r).getByTestId('hot-title').textContent)).toEqual([
      '热帖9',
      '热帖4',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('1')).toBeTruthy();
    expect(first.getByTestId('hot-title').getAttribute('href')).toBe(
      '/app/new-version/postDetail/9',
    );
    expect(first.getByText('装机').getAttribute('href')).toBe('/app/new-version/topicDetail/5');
    expect(first.getByText('1.5k 赞')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('装机')).toBeNull();
  });

  it('says so when there is nothing hot yet', async () => {
    apiMock.mockResolvedValue([]);
    renderHot();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无热门内容');
  });
});
