import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  objectList,
  OCCUPATION,
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
  projectJoined,
  projectMine,
  type Contract,
  type JoinedProject,
  type ProjectCard,
} from '@xinke/shared';
import { projectCard } from '../../test/fixtures';
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
const NV = '/app/new-version';
const now = Math.floor(Date.now() / 1000);

const joined = (id: number, myJoin: number, label: number): JoinedProject => ({
  ...projectCard(id, { title: `别人的项目${id}`, member_count: 3, update_time: now - 3600 }),
  my_join: myJoin,
  my_label: label,
  join_time: now - 7200,
});

type Lists = { joined?: JoinedProject[]; mine?: ProjectCard[]; latest?: ProjectCard[] };
function serve(lists: Lists, fails = false) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (fails) throw { code: 500, msg: '服务器开小差了' };
    if (contract === projectJoined) return pageOf(lists.joined ?? []);
    if (contract === projectMine) return pageOf(lists.mine ?? []);
    if (contract === objectList) return pageOf(lists.latest ?? []);
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

const rows = () => screen.findAllByTestId('project-row');
const statusOf = (row: HTMLElement) => within(row).queryByTestId('project-status')?.textContent;

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('项目管理 (the project pool’s projects)', { timeout: 20_000 }, () => {
  it('the three lists are tabs, loading first, with + 发起项目 opening projectAdd', () => {
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
      `${NV}/projectAdd`,
    );
  });

  it('参与的项目: the teams I am on (已加入) and my requests waiting (审核中)', async () => {
    serve({
      joined: [
        joined(7, PROJECT_MEMBER_STATUS.approved, OCCUPATION.engineer),
        joined(8, PROJECT_MEMBER_STATUS.pending, OCCUPATION.designer),
      ],
    });
    renderPage(<InvolvedProjectPage />, { url: `${PM}/involved-in-project?page=2` });
    const [first, second] = await rows();
    expect(statusOf(first!)).toBe('已加入');
    expect(statusOf(second!)).toBe('审核中');
    expect(first!.textContent).toContain('我的身份：工程师');
    expect(first!.textContent).toContain('团队 3 人');
    expect(first!.textContent).toContain('更新于 1小时前');
    expect(second!.textContent).toContain('我的身份：设计师');
    expect(within(first!).getByRole('link', { name: '别人的项目7' }).getAttribute('href')).toBe(
      `${NV}/projectDetail/7`,
    );
    // Someone else's project: nothing to edit from here.
    expect(within(first!).queryByRole('link', { name: /编辑/ })).toBeNull();
    expect(apiMock).toHaveBeenCalledWith(projectJoined, {
      page: 2,
      page_size: PROJECT_LIST_PAGE_SIZE,
    });
  });

  it('参与的项目 empty: says how to join and offers the newest projects', async () => {
    serve({});
    renderPage(<InvolvedProjectPage />, { url: `${PM}/involved-in-project` });
    expect(await screen.findByText(/你还没有参与项目/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看最新项目' }).getAttribute('href')).toBe(
      `${PM}/latest-project`,
    );
  });

  it('发起的项目: mine in every status, drafts marked, each with 编辑 (projectAdd?id=)', async () => {
    serve({
      mine: [
        projectCard(1, { title: '还没写完的键盘', status: PROJECT_STATUS.draft }),
        projectCard(2, {
          title: '桌面机械臂',
          cover: '/uploads/images/arm.png',
          member_count: 4,
          update_time: now - 60,
        }),
      ],
    });
    renderPage(<GeneratedProjectPage />, { url: `${PM}/generated-project` });
    const [draft, published] = await rows();
    expect(statusOf(draft!)).toBe('草稿');
    expect(statusOf(published!)).toBe('已发布');
    expect(published!.textContent).toContain('团队 4 人');
    expect(published!.textContent).not.toContain('发起人');
    expect(published!.querySelector('img')?.getAttribute('src')).toBe('/uploads/images/arm.png');
    // A draft opens on its detail too (its owner sees it there).
    expect(within(draft!).getByRole('link', { name: '还没写完的键盘' }).getAttribute('href')).toBe(
      `${NV}/projectDetail/1`,
    );
    expect(
      within(draft!).getByRole('link', { name: '编辑《还没写完的键盘》' }).getAttribute('href'),
    ).toBe(`${NV}/projectAdd?id=1`);
    expect(
      within(published!).getByRole('link', { name: '编辑《桌面机械臂》' }).getAttribute('href'),
    ).toBe(`${NV}/projectAdd?id=2`);
    expect(apiMock).toHaveBeenCalledWith(projectMine, {
      page: 1,
      page_size: PROJECT_LIST_PAGE_SIZE,
    });
  });

  it('发起的项目 empty: 发起项目 opens projectAdd', async () => {
    serve({});
    renderPage(<GeneratedProjectPage />, { url: `${PM}/generated-project` });
    expect(await screen.findByText('你还没有发起过项目')).toBeTruthy();
    const cta = screen.getAllByRole('link', { name: /发起项目/ }).at(-1)!;
    expect(cta.getAttribute('href')).toBe(`${NV}/projectAdd`);
  });

  it('最新项目: the pool’s published projects, with no status or 编辑', async () => {
    serve({ latest: [projectCard(21, { title: '开源机械臂', member_count: 2 })] });
    renderPage(<LatestProjectPage />, { url: `${PM}/latest-project` });
    const [row] = await rows();
    expect(row!.textContent).toContain('开源机械臂');
    expect(row!.textContent).toContain('发起人 小李爱DIY');
    expect(statusOf(row!)).toBeUndefined();
    expect(within(row!).queryByRole('link', { name: /编辑/ })).toBeNull();
    expect(apiMock).toHaveBeenCalledWith(objectList, {
      page: 1,
      page_size: PROJECT_LIST_PAGE_SIZE,
    });
  });

  it('最新项目 empty, and a failed list shows the error view with 重试', async () => {
    serve({});
    const view = renderPage(<LatestProjectPage />, { url: `${PM}/latest-project` });
    expect(await screen.findByText('还没有人发起项目，来做第一个吧')).toBeTruthy();
    view.unmount();
    serve({}, true);
    renderPage(<GeneratedProjectPage />, { url: `${PM}/generated-project` });
    const error = await screen.findByTestId('error-view');
    expect(error.textContent).toContain('重试');
  });
});
