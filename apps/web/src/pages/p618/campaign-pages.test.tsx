import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeItem,
  activeRules,
  forumDetail,
  giftVote,
  p618Info,
  productActivities,
  type ActivityCard,
  type ActivityRules,
  type Contract,
  type P618,
} from '@xinke/shared';

/*
 * The rules page, the vote page, the 618 page and a landing page's 相关活动
 * (docs/activities.md, docs/p618.md, docs/products.md), at the app's http boundary.
 */

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const token = vi.fn(() => false);
vi.mock('../../lib/credentials', () => ({ hasToken: () => token() }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: RulesPage } = await import('../activity-rules/RulesPage');
const { default: VotePage } = await import('../vote/VotePage');
const { default: P618Page } = await import('./P618Page');
const { RelatedActivities } = await import('../product/RelatedActivities');
const { ItemPosts } = await import('../activity/ItemPosts');
const apiMock = vi.mocked(api);

const NOW = Math.floor(Date.now() / 1000);
const card = (id: number, over: Partial<ActivityCard> = {}): ActivityCard => ({
  id,
  type: 'activity',
  kind: 'general',
  title: `活动${id}`,
  cover: '',
  summary: '',
  status: 1,
  status_text: '作品上传中',
  start_time: NOW - 86_400,
  end_time: NOW + 86_400,
  stages: [
    {
      id: id * 10,
      active_id: id,
      code: 'submission',
      section_name: '作品征集',
      start_time: NOW - 86_400,
      end_time: NOW + 86_400,
    },
  ],
  enrol_count: 0,
  results_published_at: null,
  ...over,
});
const rules = (over: Partial<ActivityRules> = {}): ActivityRules => ({
  ...card(5, { kind: 'diy_computer', title: '装机大赛' }),
  rules: '<p>规则正文</p>',
  prizes: [{ name: '一等奖', image: '', count: 1 }],
  preview: false,
  item_tag: null,
  ...over,
});
const notFound = () => Object.assign(new Error('gone'), { code: 404 });

function fake(handler: (contract: Contract, input: unknown) => unknown) {
  apiMock.mockImplementation((async (contract: Contract, input: unknown) =>
    handler(contract, input)) as never);
}

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
  token.mockReturnValue(false);
});

describe('/app/rules/:id', () => {
  it('shows the status, stages, prizes, sanitized rules and the way back', async () => {
    fake((c) => (c === activeRules ? rules() : null));
    renderAt('/app/rules/5', '/app/rules/:id', <RulesPage />);
    expect(await screen.findByTestId('rules-page')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(activeRules, { active_id: 5 }, { silent: true });
    expect(screen.getByTestId('rules-status').textContent).toBe('作品上传中');
    expect(screen.getByTestId('rules-stages').textContent).toContain('作品征集（进行中）');
    expect(screen.getByTestId('rules-prizes').textContent).toContain('一等奖');
    expect(screen.getByTestId('rules-html').textContent).toContain('规则正文');
    expect(screen.getByTestId('rules-back').getAttribute('href')).toBe(
      '/app/new-version/diy-computer-activity/5/index',
    );
  });

  it('marks a staff preview of a draft and names an item activity’s tag', async () => {
    fake(() =>
      rules({ preview: true, type: 'item', item_tag: { id: 1, name: 'DIY', slug: 'diy' } }),
    );
    renderAt('/app/rules/5', '/app/rules/:id', <RulesPage />);
    expect(await screen.findByText(/草稿预览/)).toBeTruthy();
    expect(screen.getByText('#DIY')).toBeTruthy();
  });

  it('says the activity does not exist on a 404 or a bad id, and offers a retry on failure', async () => {
    fake(() => {
      throw notFound();
    });
    renderAt('/app/rules/9', '/app/rules/:id', <RulesPage />);
    expect(await screen.findByText('活动不存在或尚未发布')).toBeTruthy();
    renderAt('/app/rules/abc', '/app/rules/:id', <RulesPage />);
    expect(screen.getAllByText('活动不存在或尚未发布').length).toBe(2);
    fake(() => {
      throw Object.assign(new Error('down'), { code: 500 });
    });
    renderAt('/app/rules/7', '/app/rules/:id', <RulesPage />);
    // One quiet retry for a server failure (retryUnlessClientError), then the error view.
    expect(await screen.findByTestId('error-view', {}, { timeout: 4000 })).toBeTruthy();
  });
});

const votePost = (itemType = -1) => ({
  id: 12,
  title: '你最想要哪块开发板？',
  body: '<p>说说理由</p>',
  summary: '',
  item_image: '',
  item_video_src: '',
  item_type: itemType,
  item_status: 2,
  reject_reason: '',
  circle: null,
  tags: [],
  author: { id: 3, nickname: '老王', image_url: '', level_name: '', x_up: 0 },
  thumb_count: 0,
  comment_count: 0,
  collect_count: 0,
  visit_count: 0,
  is_thumb: 0,
  is_collect: 0,
  allow_comment: 1,
  is_mine: 0,
  create_time: NOW - 3600,
  vote:
    itemType === -1
      ? {
          item_id: 12,
          expire_time: NOW + 86_400,
          is_expired: false,
          subjects: [
            {
              id: 1,
              subject: '选哪块',
              select_type: 1,
              voter_count: null,
              has_voted: false,
              show_result: false,
              options: [
                {
                  id: 11,
                  text: 'ESP32',
                  image: '',
                  description: '',
                  num: null,
                  percent: null,
                  is_chosen: false,
                },
                {
                  id: 12,
                  text: 'RP2040',
                  image: '',
                  description: '',
                  num: null,
                  percent: null,
                  is_chosen: false,
                },
              ],
            },
          ],
        }
      : null,
});

describe('/app/vote/:id', () => {
  it('shows the vote with the post page’s vote block; a visitor voting gets the login dialog', async () => {
    fake((c) => (c === forumDetail ? votePost() : null));
    renderAt('/app/vote/12', '/app/vote/:id', <VotePage />);
    expect(await screen.findByTestId('vote-page')).toBeTruthy();
    expect(screen.getByText('你最想要哪块开发板？')).toBeTruthy();
    const block = screen.getByTestId('vote-block');
    fireEvent.click(within(block).getByText('ESP32'));
    fireEvent.click(within(block).getByRole('button', { name: /投\s*票/ }));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(apiMock).not.toHaveBeenCalledWith(giftVote, expect.anything());
  });

  it('lets a member vote through gift_vote', async () => {
    token.mockReturnValue(true);
    fake((c) => (c === forumDetail ? votePost() : votePost().vote));
    renderAt('/app/vote/12', '/app/vote/:id', <VotePage />);
    const block = await screen.findByTestId('vote-block');
    fireEvent.click(within(block).getByText('RP2040'));
    fireEvent.click(within(block).getByRole('button', { name: /投\s*票/ }));
    await vi.waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(giftVote, {
        item_id: 12,
        vote: [{ subject_id: 1, option_ids: [12] }],
      }),
    );
  });

  it('is not a vote page for another post type, nor for a missing post', async () => {
    fake(() => votePost(3));
    renderAt('/app/vote/12', '/app/vote/:id', <VotePage />);
    expect(await screen.findByText('这不是一个投票帖')).toBeTruthy();
    fake(() => {
      throw notFound();
    });
    renderAt('/app/vote/13', '/app/vote/:id', <VotePage />);
    expect(await screen.findByText('投票不存在或已删除')).toBeTruthy();
  });
});

const campaign = (over: Partial<P618> = {}): P618 => ({
  configured: true,
  title: '618 年中创客节',
  banner: '',
  start_time: NOW - 86_400,
  end_time: NOW + 3 * 86_400,
  activities: [card(1, { type: 'item', title: 'DIY 作品秀' }), card(2, { kind: 'wallpaper' })],
  products: [
    { id: 7, slug: 'xinke', name: '芯客开发板', slogan: '一块就够', cover: '/c.png', status: 1 },
    { id: 8, slug: null, name: '旧款', slogan: '', cover: '/d.png', status: 2 },
  ],
  ...over,
});

describe('/app/new-version/p618', () => {
  it('counts down to the end, and shows the chosen activities and products', async () => {
    fake((c) => (c === p618Info ? campaign() : null));
    renderAt('/app/new-version/p618', '/app/new-version/p618', <P618Page />);
    expect(await screen.findByTestId('p618-page')).toBeTruthy();
    expect(screen.getByTestId('p618-countdown').textContent).toMatch(/距活动结束\s*2天/);
    const cards = screen.getAllByTestId('activity-card');
    // A general activity without pages of its own leads to its rules page.
    expect(cards[0]?.getAttribute('href')).toBe('/app/rules/1');
    expect(cards[1]?.getAttribute('href')).toBe('/app/wallPaper-index/2');
    const products = screen.getByTestId('p618-products');
    expect(within(products).getByText('芯客开发板').closest('a')?.getAttribute('href')).toBe(
      '/app/xinke-index',
    );
    expect(within(products).getByText('已停产')).toBeTruthy();
  });

  it('counts down to the start before it opens, and says when it is over', async () => {
    fake(() => campaign({ start_time: NOW + 3600, end_time: NOW + 7200 }));
    const first = renderAt('/app/new-version/p618', '/app/new-version/p618', <P618Page />);
    expect((await screen.findByTestId('p618-countdown')).textContent).toContain('距活动开始');
    first.unmount();
    fake(() => campaign({ start_time: NOW - 7200, end_time: NOW - 3600 }));
    renderAt('/app/new-version/p618', '/app/new-version/p618', <P618Page />);
    expect((await screen.findByTestId('p618-countdown')).textContent).toContain('已结束');
  });

  it('is honest when nothing is configured or chosen', async () => {
    fake(() => campaign({ configured: false, activities: [], products: [] }));
    const first = renderAt('/app/new-version/p618', '/app/new-version/p618', <P618Page />);
    expect(await screen.findByText('618 年中创客节还没有开始筹备，敬请期待')).toBeTruthy();
    first.unmount();
    fake(() => campaign({ activities: [], products: [] }));
    renderAt('/app/new-version/p618', '/app/new-version/p618', <P618Page />);
    expect(await screen.findByText('活动正在准备中')).toBeTruthy();
    expect(screen.getByText('参与的产品正在准备中')).toBeTruthy();
  });
});

describe('相关活动 and an item activity’s posts', () => {
  const wrap = (list: React.ReactNode) => <section data-testid="related">{list}</section>;

  it('lists the linked activities, and is not there when none is linked', async () => {
    fake((c, input) =>
      c === productActivities && (input as { slug: string }).slug === 'xinke' ? [card(3)] : [],
    );
    const first = renderAt('/p', '/p', <RelatedActivities slug="xinke" wrap={wrap} />);
    expect(await screen.findByTestId('related')).toBeTruthy();
    expect(screen.getAllByTestId('activity-card')).toHaveLength(1);
    first.unmount();
    renderAt('/p', '/p', <RelatedActivities slug="xkw" wrap={wrap} />);
    await vi.waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(productActivities, { slug: 'xkw' }, { silent: true }),
    );
    expect(screen.queryByTestId('related')).toBeNull();
  });

  it('lists the posts taking part, with the tag that makes a post take part', async () => {
    fake((c) =>
      c === activeItem
        ? {
            data: [
              {
                id: 40,
                title: '用 ESP32 做的时钟',
                author: { nickname: '小李' },
                create_time: NOW - 60,
              },
            ],
            paginate: { current_page: 1, last_page: 1, total: 1, per_page: 12 },
            tag: { id: 1, name: 'DIY', slug: 'diy' },
            window: null,
          }
        : null,
    );
    renderAt('/p', '/p', <ItemPosts activeId={9} />);
    expect(await screen.findByText('用 ESP32 做的时钟')).toBeTruthy();
    expect(screen.getByTestId('item-posts').textContent).toContain('参与的帖子（1）');
    expect(screen.getByText('#DIY')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(activeItem, { active_id: 9, page: 1 }, { silent: true });
  });
});
