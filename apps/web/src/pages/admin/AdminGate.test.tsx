import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DashboardMetric,
  STAFF_ACTION,
  adminAuditLog,
  adminDashboard,
  adminHideHotKeyword,
  adminHotKeywords,
  userInfo,
  type AdminHotKeyword,
  type Contract,
  type StaffAuditEntry,
} from '@xinke/shared';
import { renderPage } from '../../test/render-page';
import { selfInfo } from '../../test/fixtures';
import '../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
// One fake shared by every copy of the module (the console is a lazily imported chunk).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ api: apiFn, http: {} }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// jsdom has no canvas; the charts' own test is features/admin/dashboard.
vi.mock('../../features/admin/dashboard/TrendChart', () => ({
  default: ({ title }: { title: string }) => <figure aria-label={title} />,
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: AdminGate } = await import('./AdminGate');
const apiMock = vi.mocked(api);

const word = (keyword: string, over: Partial<AdminHotKeyword> = {}): AdminHotKeyword => ({
  keyword,
  count: 5,
  hidden: false,
  sensitive: false,
  last_time: Math.floor(Date.now() / 1000),
  ...over,
});
const pageOf = <T,>(rows: T[], total = rows.length) => ({
  data: rows,
  paginate: { current_page: 1, last_page: Math.ceil(total / 20), total, per_page: 20 },
});

function fakeServer(role: 'user' | 'moderator' | 'admin') {
  apiMock.mockImplementation(async (contract: Contract, input?: unknown) => {
    if (contract === userInfo) return selfInfo({ role });
    if (contract === adminHotKeywords)
      return pageOf([word('示波器'), word('热风枪', { hidden: true })], 41);
    if (contract === adminHideHotKeyword)
      return word((input as { keyword: string }).keyword, { hidden: true });
    if (contract === adminDashboard)
      return {
        days: ['2026-11-29', '2026-11-30'],
        metrics: DashboardMetric.options.map((o) => ({
          key: o.value,
          label: o.label,
          values: [3, 4],
        })),
        page_views_by_source: [],
        page_views_by_channel: [],
        elapsed_ms: 1,
      };
    if (contract === adminAuditLog) {
      const entry: StaffAuditEntry = {
        id: 1,
        actor: { id: 9, nickname: '值班版主' },
        action: STAFF_ACTION.hotKeywordHide,
        target: '热风枪',
        before: { hidden: false },
        after: { hidden: true },
        reason: '',
        ip: '10.0.0.8',
        details: { count: 5 },
        create_time: Math.floor(Date.now() / 1000),
      };
      return pageOf([entry]);
    }
    throw new Error(`unexpected ${contract.path}`);
  });
}

afterEach(() => {
  clearCredentials();
  apiMock.mockReset();
});

describe('AdminGate (/app/admin/*)', () => {
  it('sends a visitor to the 404 page without asking the server anything', async () => {
    fakeServer('moderator');
    renderPage(<AdminGate />, { url: '/app/admin/hot-keywords', path: '/app/admin/*' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/new-version/404'),
    );
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('sends a member to the 404 page', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    fakeServer('user');
    renderPage(<AdminGate />, { url: '/app/admin', path: '/app/admin/*' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/new-version/404'),
    );
    expect(apiMock.mock.calls.map(([c]) => c)).toEqual([userInfo]);
  });

  it('lands an admin on the dashboard (概览 first in the menu)', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    fakeServer('admin');
    renderPage(<AdminGate />, { url: '/app/admin', path: '/app/admin/*' });
    const dashboard = await screen.findByTestId('admin-dashboard', {}, { timeout: 5000 });
    expect(screen.getByTestId('location').textContent).toBe('/app/admin/dashboard');
    expect(await within(dashboard).findByTestId('dashboard-card-posts')).toBeTruthy();
    const menu = [...document.querySelectorAll('.ant-menu-item-group-title')].map(
      (g) => g.textContent,
    );
    expect(menu[0]).toBe('概览');
  }, 20_000);

  it('shows a moderator the hot keywords; 隐藏 asks first, then hides through the API', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    fakeServer('moderator');
    // (/app/admin itself opens the first section, 审核队列.)
    renderPage(<AdminGate />, { url: '/app/admin/hot-keywords', path: '/app/admin/*' });
    const panel = await screen.findByTestId('admin-hot-keywords', {}, { timeout: 5000 });
    // The dashboard is for admins: a moderator starts at their first section, without 概览.
    expect(screen.getByTestId('location').textContent).toBe('/app/admin/hot-keywords');
    expect(screen.queryByText('数据概览')).toBeNull();
    const row = (await within(panel).findByText('示波器', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(panel).getByText('已隐藏')).toBeTruthy();
    // Server-side paging: the pager knows the total, not just this page.
    expect(within(panel).getByTitle('3')).toBeTruthy();

    // (Queries by role are too slow over an antd table in jsdom: buttons by label/class.)
    fireEvent.click(row.querySelector('button[aria-label="隐藏 示波器"]')!);
    const confirm = await waitFor(() => {
      const ok = document.querySelector<HTMLButtonElement>('.ant-popconfirm .ant-btn-primary');
      expect(ok).not.toBeNull();
      return ok!;
    });
    expect(document.querySelector('.ant-popconfirm')?.textContent).toContain('隐藏「示波器」？');
    expect(apiMock.mock.calls.some(([c]) => c === adminHideHotKeyword)).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(adminHideHotKeyword, { keyword: '示波器' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已隐藏，热门搜索不再显示该词'));
    // An antd table, a popconfirm and a mutation in jsdom: 11 s alone, near 25 s on a busy machine.
  }, 40_000);

  it('shows the audit log from the side menu', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    fakeServer('admin');
    renderPage(<AdminGate />, { url: '/app/admin/audit-log', path: '/app/admin/*' });
    const log = await screen.findByTestId('admin-audit-log', {}, { timeout: 5000 });
    expect(await within(log).findByText('值班版主（9）')).toBeTruthy();
    expect(within(log).getByText('hidden：false → true')).toBeTruthy();
    expect(within(log).getByText('10.0.0.8')).toBeTruthy();
    expect(within(log).getByText('隐藏热门搜索词')).toBeTruthy();
    expect(screen.getByText('热门搜索').closest('a')?.getAttribute('href')).toBe(
      '/app/admin/hot-keywords',
    );
  }, 20_000);
});
