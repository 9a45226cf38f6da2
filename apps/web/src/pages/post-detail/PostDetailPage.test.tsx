import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forumCause,
  forumComments,
  forumDetail,
  forumReplies,
  itemAllowComment,
  itemDelete,
  MSG,
  thumb,
  userFollow,
  type Comment,
  type Contract,
  type PostDetail,
  type Reply,
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
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { hasToken } = await import('../../lib/credentials');
const { default: PostDetailPage } = await import('./PostDetailPage');
const apiMock = vi.mocked(api);

const AUTHOR_ID = 3;
const ME = 7;
const user = (id: number) => ({
  id,
  nickname: `用户${id}`,
  image_url: '',
  level_name: '',
  x_up: 0,
});

function post(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    id: 42,
    title: '我的新显卡到了',
    body: '<p>正文</p>',
    summary: '正文',
    item_image: '',
    item_video_src: '',
    item_type: 3,
    item_status: 2,
    reject_reason: '',
    circle: null,
    tags: [],
    author: {
      ...user(AUTHOR_ID),
      user_sign: '',
      follow_flag: 0,
      follow_count: 0,
      fan_count: 9,
      item_count: 1,
      praise_count: 0,
    },
    thumb_count: 0,
    comment_count: 1,
    collect_count: 0,
    visit_count: 1,
    is_thumb: 0,
    is_collect: 0,
    allow_comment: 1,
    is_mine: 0,
    create_time: 1_700_000_000,
    vote: null,
    ...overrides,
  };
}

const reply = (id: number): Reply => ({
  id,
  comment_id: 1,
  reply_id: null,
  content: `第${id}条回复`,
  status: 1,
  user: user(100 + id),
  to_user: null,
  thumb_count: 0,
  is_thumb: 0,
  create_time: 1_700_000_000 + id,
});

/** One comment with 23 replies: the page carries the latest three, the rest come 10 a page. */
const REPLY_COUNT = 23;
const comment: Comment = {
  id: 1,
  type: 1,
  type_id: 42,
  content: '期待评测',
  status: 1,
  user: user(5),
  reply_count: REPLY_COUNT,
  thumb_count: 2,
  is_thumb: 0,
  // The last one answers reply 22: the thread shows "用户123 回复 @用户122".
  replies: [
    reply(21),
    reply(22),
    { ...reply(23), reply_id: 22, to_user: { id: 122, nickname: '用户122' } },
  ],
  create_time: 1_700_000_000,
};

const paged = <T,>(rows: T[], page: number, lastPage: number) => ({
  data: rows,
  paginate: { current_page: page, last_page: lastPage, total: rows.length, per_page: 10 },
});

/**
 * A fake server for one post: follow answers like the real one (1 = follow, 0 = unfollow;
 * mutual when the author follows me), the comment switch sets what it is sent.
 */
function fakeServer(
  detail: PostDetail,
  opts: { authorFollowsMe?: boolean; thumbFails?: Promise<never> } = {},
) {
  let fans = detail.author.fan_count;
  apiMock.mockImplementation((async (
    contract: Contract,
    input: {
      id?: number;
      page?: number;
      follow_status?: number;
      allow_comment?: number;
      type?: number;
    },
  ) => {
    if (contract === forumDetail) return detail;
    if (contract === forumCause) return [];
    if (contract === forumComments) return paged([comment], 1, 1);
    if (contract === forumReplies) {
      const page = input.page ?? 1;
      const first = (page - 1) * 10 + 1;
      const rows = Array.from({ length: Math.min(10, REPLY_COUNT - first + 1) }, (_, i) =>
        reply(first + i),
      );
      return paged(rows, page, Math.ceil(REPLY_COUNT / 10));
    }
    if (contract === userFollow) {
      const follow = input.follow_status === 1;
      fans += follow ? 1 : -1;
      return { follow_flag: follow ? (opts.authorFollowsMe ? 2 : 1) : 0, fan_count: fans };
    }
    if (contract === itemAllowComment) return { allow_comment: input.allow_comment };
    if (contract === thumb) {
      if (opts.thumbFails) return opts.thumbFails;
      // The server's exact count wins over the page's guess (someone else liked too).
      return input.type === 2 ? { is_thumb: 1, thumb_count: 5 } : { is_thumb: 1, thumb_count: 1 };
    }
    if (contract === itemDelete) return null;
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

/** Any other page: says where the app went. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/new-version/postDetail/42']}>
        <Routes>
          <Route path="/app/new-version/postDetail/:id" element={<PostDetailPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Rendered without AntdScope, antd spaces a two-character label (关 注): compare the words. */
const label = (el: HTMLElement) => el.textContent?.replace(/\s/g, '');
const callsTo = (contract: Contract) => apiMock.mock.calls.filter(([c]) => c === contract);

beforeEach(() => vi.mocked(hasToken).mockReturnValue(true));
afterEach(() => vi.clearAllMocks());

// antd renders slowly in jsdom, and these click through several of its components.
const SLOW = { timeout: 20_000 };

describe('post detail: following the author', SLOW, () => {
  it('follows (sends 1), shows 已关注 and the new fan count; unfollows (sends 0) after confirming', async () => {
    fakeServer(post());
    renderPage();
    const card = within(await screen.findByTestId('author-card'));
    const button = card.getByTestId('follow-button');
    expect(label(button)).toBe('关注');
    expect(card.getByTestId('author-fans').textContent).toBe('9');

    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(label(card.getByTestId('follow-button'))).toBe('已关注'));
    expect(apiMock).toHaveBeenCalledWith(userFollow, { follow_id: AUTHOR_ID, follow_status: 1 });
    expect(card.getByTestId('author-fans').textContent).toBe('10');
    expect(toast.success).toHaveBeenCalledWith(MSG.followSuccess);

    // 已关注 asks before it unfollows. The confirmation is antd's and loads when the button
    // turns to 已关注; until then its stand-in is disabled (FollowButton.tsx).
    await waitFor(() =>
      expect(card.getByTestId('follow-button').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(card.getByTestId('follow-button'));
    expect(callsTo(userFollow)).toHaveLength(1);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '取消关注' })));
    await waitFor(() => expect(label(card.getByTestId('follow-button'))).toBe('关注'));
    expect(apiMock).toHaveBeenLastCalledWith(userFollow, {
      follow_id: AUTHOR_ID,
      follow_status: 0,
    });
    expect(card.getByTestId('author-fans').textContent).toBe('9');
    expect(toast.success).toHaveBeenCalledWith(MSG.unfollowSuccess);
  });

  it('shows 互相关注 when the author follows me back', async () => {
    fakeServer(post({ author: { ...post().author, follow_flag: 2 } }));
    renderPage();
    const card = within(await screen.findByTestId('author-card'));
    expect(label(card.getByTestId('follow-button'))).toBe('互相关注');
  });

  it('has no follow button on my own post', async () => {
    fakeServer(post({ is_mine: 1, author: { ...post().author, id: ME, follow_flag: -1 } }));
    renderPage();
    const card = within(await screen.findByTestId('author-card'));
    expect(card.queryByTestId('follow-button')).toBeNull();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    vi.mocked(hasToken).mockReturnValue(false);
    fakeServer(post());
    renderPage();
    fireEvent.click(within(await screen.findByTestId('author-card')).getByTestId('follow-button'));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(toast.warning).toHaveBeenCalledWith(MSG.loginToComment);
    expect(callsTo(userFollow)).toHaveLength(0);
  });
});

describe('post detail: the comment switch', SLOW, () => {
  it('the author closes comments: the box becomes the notice and replying goes away', async () => {
    fakeServer(post({ is_mine: 1, author: { ...post().author, id: ME, follow_flag: -1 } }));
    renderPage();
    const toggle = await screen.findByTestId('comment-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('comment-input')).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: '回复' })).length).toBeGreaterThan(0);

    await act(async () => fireEvent.click(toggle));
    await waitFor(() =>
      expect(screen.getByTestId('comments-closed').textContent).toBe(MSG.commentClosed),
    );
    expect(apiMock).toHaveBeenCalledWith(itemAllowComment, { id: 42, allow_comment: 0 });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(screen.queryAllByRole('button', { name: '回复' })).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith(MSG.commentSwitchedOff);

    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(screen.getByTestId('comment-input')).toBeTruthy());
    expect(apiMock).toHaveBeenLastCalledWith(itemAllowComment, { id: 42, allow_comment: 1 });
  });

  it('a reader sees the notice on a closed post and no switch', async () => {
    fakeServer(post({ allow_comment: 0 }));
    renderPage();
    expect((await screen.findByTestId('comments-closed')).textContent).toBe(MSG.commentClosed);
    expect(screen.queryByTestId('comment-switch')).toBeNull();
    expect(screen.queryByTestId('comment-input')).toBeNull();
  });
});

describe('post detail: replies', SLOW, () => {
  it('threads a reply to a reply as 回复 @name', async () => {
    fakeServer(post());
    renderPage();
    const rows = within(await screen.findByTestId('comment-item')).getAllByTestId('reply-item');
    expect(rows[2]?.textContent).toMatch(/^用户123 回复 @用户122：第23条回复/);
    expect(within(rows[0]!).queryByTestId('reply-to')).toBeNull();
  });

  it('opens all replies, then 查看更多回复 a page at a time until the last page', async () => {
    fakeServer(post());
    renderPage();
    const item = within(await screen.findByTestId('comment-item'));
    expect(item.getAllByTestId('reply-item')).toHaveLength(3);
    expect(item.queryByTestId('replies-more')).toBeNull();

    await act(async () => fireEvent.click(item.getByTestId('replies-all')));
    await waitFor(() => expect(item.getAllByTestId('reply-item')).toHaveLength(10));
    expect(item.getAllByTestId('reply-item')[0]?.textContent).toContain('第1条回复');

    await act(async () => fireEvent.click(item.getByTestId('replies-more')));
    await waitFor(() => expect(item.getAllByTestId('reply-item')).toHaveLength(20));
    await act(async () => fireEvent.click(item.getByTestId('replies-more')));
    await waitFor(() => expect(item.getAllByTestId('reply-item')).toHaveLength(REPLY_COUNT));
    // Page 3 is the last: no more button, and no fourth request.
    expect(item.queryByTestId('replies-more')).toBeNull();
    expect(callsTo(forumReplies).map(([, input]) => (input as { page: number }).page)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('post detail: liking comments and replies', SLOW, () => {
  it('likes a comment at once (type 2), then shows the server’s count', async () => {
    fakeServer(post());
    renderPage();
    const item = within(await screen.findByTestId('comment-item'));
    const button = item.getByTestId('comment-thumb');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(item.getByTestId('comment-thumb-count').textContent).toBe('2');
    await act(async () => fireEvent.click(button));
    expect(apiMock).toHaveBeenCalledWith(thumb, { type: 2, type_id: 1 });
    await waitFor(() => expect(item.getByTestId('comment-thumb-count').textContent).toBe('5'));
    expect(item.getByTestId('comment-thumb').getAttribute('aria-pressed')).toBe('true');
  });

  it('likes a reply (type 3)', async () => {
    fakeServer(post());
    renderPage();
    const [first] = within(await screen.findByTestId('comment-item')).getAllByTestId('reply-item');
    await act(async () => fireEvent.click(within(first!).getByTestId('reply-thumb')));
    expect(apiMock).toHaveBeenCalledWith(thumb, { type: 3, type_id: 21 });
    await waitFor(() =>
      expect(within(first!).getByTestId('reply-thumb').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(first!).getByTestId('reply-thumb-count').textContent).toBe('1');
  });

  it('shows the like before the answer, and puts the old state back when it fails', async () => {
    let fail = (_error: Error) => {};
    const failure = new Promise<never>((_resolve, reject) => (fail = reject));
    fakeServer(post(), { thumbFails: failure });
    renderPage();
    const item = within(await screen.findByTestId('comment-item'));
    await act(async () => fireEvent.click(item.getByTestId('comment-thumb')));
    await waitFor(() => expect(item.getByTestId('comment-thumb-count').textContent).toBe('3'));
    expect(item.getByTestId('comment-thumb').getAttribute('aria-pressed')).toBe('true');
    // A second click while the first is in flight is ignored.
    fireEvent.click(item.getByTestId('comment-thumb'));
    expect(callsTo(thumb)).toHaveLength(1);
    await act(async () => fail(new Error('请求超时')));
    await waitFor(() => expect(item.getByTestId('comment-thumb-count').textContent).toBe('2'));
    expect(item.getByTestId('comment-thumb').getAttribute('aria-pressed')).toBe('false');
  });

  it('offers no like on my post that is not public (the server refuses it too)', async () => {
    fakeServer(post({ is_mine: 1, item_status: 3 }));
    renderPage();
    const item = within(await screen.findByTestId('comment-item'));
    expect(item.getAllByTestId('reply-item')).toHaveLength(3);
    expect(item.queryByTestId('comment-thumb')).toBeNull();
    expect(item.queryByTestId('reply-thumb')).toBeNull();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    vi.mocked(hasToken).mockReturnValue(false);
    fakeServer(post());
    renderPage();
    fireEvent.click(within(await screen.findByTestId('comment-item')).getByTestId('comment-thumb'));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(callsTo(thumb)).toHaveLength(0);
  });
});

describe('post detail: the author’s 编辑 / 删除', SLOW, () => {
  const mine = () => post({ is_mine: 1, author: { ...post().author, id: ME, follow_flag: -1 } });

  it('is not there for a reader', async () => {
    fakeServer(post());
    renderPage();
    await screen.findByTestId('post-detail');
    expect(screen.queryByTestId('post-owner-menu')).toBeNull();
  });

  it('编辑 opens the creation centre’s edit form of the post', async () => {
    fakeServer(mine());
    renderPage();
    fireEvent.click(await screen.findByTestId('post-owner-menu'));
    fireEvent.click(await screen.findByTestId('post-edit'));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/app/new-version/publish/post?id=42',
    );
  });

  it('删除 asks, deletes through DELETE /web/item/delete/:id and leaves for my post list', async () => {
    fakeServer(mine());
    renderPage();
    fireEvent.click(await screen.findByTestId('post-owner-menu'));
    fireEvent.click(await screen.findByTestId('post-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('删除这篇帖子？');
    expect(callsTo(itemDelete)).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ })));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/app/new-version/creation-center/post-manage',
    );
    expect(apiMock).toHaveBeenCalledWith(itemDelete, { id: 42 });
    expect(toast.success).toHaveBeenCalledWith(MSG.deleteSuccess);
  });
});
