import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forumList,
  INVOLVEMENT,
  ITEM_STATUS,
  ITEM_TYPE,
  PAGE_SIZE,
  userInvolvedItems,
  userItem,
  type Contract,
  type InvolvedItem,
  type MyItem,
} from '@xinke/shared';
import { itemCard } from '../../test/fixtures';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { GeneratedProjectPage, InvolvedProjectPage, LatestProjectPage } =
  await import('./ProjectManagePages');
const apiMock = vi.mocked(api);

const PM = '/app/new-version/user-center/project-manage';
const now = Math.floor(Date.now() / 1000);
const involved = (id: number, kinds: number[]): InvolvedItem => ({
  ...itemCard(id, { item_type: ITEM_TYPE.project, title: `别人的项目${id}` }),
  involvement: kinds,
  involved_time: now - 3600,
});
const mine = (id: number, status: number): MyItem => ({
  id,
  title: `我的项目${id}`,
  summary: '',
  cover: '',
  item_type: ITEM_TYPE.project,
  item_status: status,
  allow_comment: 1,
  reject_reason: status === ITEM_STATUS.rejected ? '缺少电路图' : '',
  circle: null,
  thumb_count: 0,
  comment_count: 0,
  collect_count: 0,
  visit_count: 0,
  create_time: now - 60,
  update_time: now - 60,
});

type Lists = { involved?: InvolvedItem[]; mine?: MyItem[]; latest?: ReturnType<typeof itemCard>[] };
function serve(lists: Lists, fails = false) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (fails) throw { code: 500, msg: '服务器开小差了' };
    if (contract === userInvolvedItems) return pageOf(lists.involved ?? []);
    if (contract === userItem) return pageOf(lists.mine ?? []);
    if (contract === forumList) return pageOf(lists.latest ?? []);
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('项目管理', { timeout: 20_000 }, () => {
  it('the three lists are tabs, with 发起项目 opening the post form on 项目池', () => {
    apiMock.mockImplementation((() => new Promise(() => undefined)) as unknown as typeof api);
    const { container } = renderPage(<InvolvedProjectPage />, { url: `${PM}/involved-in-project` });
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '项目管理' }));
    expect(tabs.getByRole('link', { name: '参与的项目' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(tabs.getByRole('link', { name: '发起的项目' }).getAttribute('href')).toBe(
      `${PM}/generated-project`,
    );
    expect(tabs.getByRole('link', { name: '+ 发起项目' }).getAttribute('href')).toBe(
      '/app/new-version/publish/post?item_type=1',
    );
  });

  it('参与的项目: others’ projects with how I took part', async () => {
    serve({
      involved: [
        involved(7, [INVOLVEMENT.comment, INVOLVEMENT.collect]),
        involved(8, [INVOLVEMENT.thumb]),
      ],
    });
    renderPage(<InvolvedProjectPage />, { url: `${PM}/involved-in-project` });
    const rows = await screen.findAllByTestId('involved-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('你评论过、收藏过 · 1小时前');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /别人的项目7/ })
        .getAttribute('href'),
    ).toBe('/app/new-version/postDetail/7');
    expect(rows[1]!.textContent).toContain('你赞过');
    expect(apiMock).toHaveBeenCalledWith(userInvolvedItems, {
      page: 1,
      item_type: ITEM_TYPE.project,
    });
  });

  it('参与的项目 empty: says how to take part and offers the newest projects', async () => {
    serve({});
    renderPage(<InvolvedProjectPage />, { url: `${PM}/involved-in-project` });
    expect(await screen.findByText(/你还没有参与过项目/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看最新项目' }).getAttribute('href')).toBe(
      `${PM}/latest-project`,
    );
  });

  it('发起的项目: mine in every status, with status, reason, edit and delete', async () => {
    serve({
      mine: [
        mine(1, ITEM_STATUS.draft),
        mine(2, ITEM_STATUS.rejected),
        mine(3, ITEM_STATUS.published),
      ],
    });
    renderPage(<GeneratedProjectPage />, { url: `${PM}/generated-project?page=2` });
    const rows = await screen.findAllByTestId('my-item');
    expect(rows.map((r) => r.querySelector('[data-status]')?.textContent)).toEqual([
      '草稿箱',
      '未通过',
      '已发布',
    ]);
    expect(within(rows[1]!).getByText('未通过原因：缺少电路图')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: '我的项目1' }).getAttribute('href')).toBe(
      '/app/new-version/publish/post?id=1&draft=1',
    );
    expect(within(rows[2]!).getByTestId('delete-item')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(userItem, { page: 2, item_type: ITEM_TYPE.project });
  });

  it('发起的项目 empty: 发起项目', async () => {
    serve({});
    renderPage(<GeneratedProjectPage />, { url: `${PM}/generated-project` });
    expect(await screen.findByText('你还没有发起过项目')).toBeTruthy();
    const cta = screen.getAllByRole('link', { name: /发起项目/ }).at(-1)!;
    expect(cta.getAttribute('href')).toBe('/app/new-version/publish/post?item_type=1');
  });

  it('最新项目: the newest published projects of the site, 5 a page', async () => {
    serve({ latest: [itemCard(21, { item_type: ITEM_TYPE.project, title: '开源机械臂' })] });
    renderPage(<LatestProjectPage />, { url: `${PM}/latest-project` });
    const card = await screen.findByTestId('item-card');
    expect(card.textContent).toContain('开源机械臂');
    expect(apiMock).toHaveBeenCalledWith(forumList, {
      page: 1,
      page_size: PAGE_SIZE.itemList,
      item_type: ITEM_TYPE.project,
    });
  });

  it('最新项目 empty, and a failed list shows the error view', async () => {
    serve({});
    const view = renderPage(<LatestProjectPage />, { url: `${PM}/latest-project` });
    expect(await screen.findByText('还没有人发起项目，来做第一个吧')).toBeTruthy();
    view.unmount();
    serve({}, true);
    renderPage(<LatestProjectPage />, { url: `${PM}/latest-project` });
    expect(await screen.findByTestId('error-view')).toBeTruthy();
  });
});
