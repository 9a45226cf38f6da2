import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  commonComments,
  newsDetail,
  officialContent,
  postComment,
  type ArticleDetail,
  type Comment,
  type Contract,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../lib/credentials', () => ({
  hasToken: vi.fn(() => true),
  getUserId: vi.fn(() => '7'),
}));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: OfficialArticlePage, NewsDetailPage } = await import('./ArticlePage');
const apiMock = vi.mocked(api);

const user = { id: 5, nickname: '读者', image_url: '', level_name: '', x_up: 0 };
const article = (id: number, section: string): ArticleDetail => ({
  id,
  section,
  category_id: 2,
  category_name: '教程',
  title: `文章${id}`,
  cover: '',
  summary: '',
  author: { id: 1, nickname: '芯客小助手', image_url: '' },
  publish_time: 1_700_000_000,
  visit_count: 3,
  thumb_count: 0,
  comment_count: 0,
  collect_count: 0,
  content: '<p>正文</p>',
  is_thumb: 0,
  is_collect: 0,
  prev: null,
  next: null,
});

/** A fake server: one article, its comments by common type; a comment adds one. */
function fakeServer(section: 'official' | 'news') {
  const rows: Comment[] = [];
  let detail = article(7, section);
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, unknown>) => {
    if (contract === officialContent || contract === newsDetail) return detail;
    if (contract === commonComments) {
      const last = rows.length ? 1 : 0;
      return {
        data: rows,
        paginate: { current_page: 1, last_page: last, total: rows.length, per_page: 10 },
      };
    }
    if (contract === postComment) {
      const row: Comment = {
        id: rows.length + 1,
        type: Number(input.type),
        type_id: Number(input.type_id),
        content: String(input.content),
        status: 1,
        user,
        reply_count: 0,
        thumb_count: 0,
        is_thumb: 0,
        replies: [],
        create_time: 1_700_000_100,
      };
      rows.unshift(row);
      detail = { ...detail, comment_count: rows.length };
      return row;
    }
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/official/:type/:oId" element={<OfficialArticlePage />} />
          <Route path="/n/details/:id" element={<NewsDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('article pages use the one comment section, aimed at their SPEC §9 type', () => {
  it.each([
    ['official', '/official/2/7', 4],
    ['news', '/n/details/7', 5],
  ] as const)(
    '%s at %s: lists and posts comments with type %i; the count follows',
    async (section, url, type) => {
      fakeServer(section);
      renderAt(url);
      expect((await screen.findByTestId('comment-count')).textContent).toBe('评论 0');
      expect(apiMock).toHaveBeenCalledWith(commonComments, { id: 7, type, page: 1 });
      fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '写得好' } });
      fireEvent.click(screen.getByTestId('comment-submit'));
      expect(await screen.findByText('写得好')).toBeTruthy();
      expect(apiMock).toHaveBeenCalledWith(postComment, { type, type_id: 7, content: '写得好' });
      await waitFor(() => expect(screen.getByTestId('comment-count').textContent).toBe('评论 1'));
    },
  );
});
