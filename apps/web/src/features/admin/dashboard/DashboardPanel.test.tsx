import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardMetric, adminDashboard, type AdminDashboard, type Contract } from '@xinke/shared';
import { renderPage } from '../../../test/render-page';
import '../../../test/resize-observer';

// The fake network at the app's http boundary (every contract call goes through api()).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
// jsdom has no canvas: the chart stands in as the data it was given (its own chunk in the app).
vi.mock('./TrendChart', () => ({
  default: ({
    title,
    series,
  }: {
    title: string;
    series: { label: string; values: number[] }[];
  }) => (
    <figure data-testid="trend-chart" aria-label={title}>
      {series.map((s) => `${s.label}:${s.values.join(',')}`).join(' | ')}
    </figure>
  ),
}));
const { api } = await import('../../../lib/api');
const { DashboardPanel } = await import('./DashboardPanel');
const apiMock = vi.mocked(api);

const DAYS = Array.from({ length: 31 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

/** 30 closed days of zeros, then yesterday and today as given. */
const values = (yesterday: number, today: number) => [...Array(29).fill(0), yesterday, today];

function answer(over: Partial<AdminDashboard> = {}): AdminDashboard {
  const figures: Record<string, [number, number]> = {
    new_users: [10, 12],
    active_users: [80, 60],
    posts: [5, 5],
    comments: [0, 7],
  };
  return {
    days: DAYS,
    metrics: DashboardMetric.options.map((o) => ({
      key: o.value,
      label: o.label,
      values: values(...(figures[o.value] ?? [0, 0])),
    })),
    page_views_by_source: [
      { key: '1', label: 'PC', values: values(100, 40) },
      { key: '2', label: '搜索引擎中转', values: values(0, 0) },
      { key: '3', label: '小程序', values: values(20, 9) },
    ],
    page_views_by_channel: [{ key: 'wx', label: 'wx', values: values(70, 30) }],
    elapsed_ms: 3.2,
    ...over,
  };
}

function serve(result: () => AdminDashboard) {
  apiMock.mockImplementation(async (contract: Contract) => {
    if (contract === adminDashboard) return result();
    throw new Error(`unexpected ${contract.path}`);
  });
}

afterEach(() => apiMock.mockReset());

const card = (key: string) => screen.getByTestId(`dashboard-card-${key}`);

describe('DashboardPanel (概览)', () => {
  it("shows today's figures as cards with the change against yesterday, and the charts", async () => {
    serve(() => answer());
    renderPage(<DashboardPanel />, { url: '/app/admin/dashboard' });
    await screen.findByTestId('dashboard-card-new_users', {}, { timeout: 5000 });
    expect(card('new_users').textContent).toContain('今日新增用户');
    expect(card('new_users').textContent).toContain('12');
    expect(card('new_users').textContent).toContain('较昨日 +2（+20.0%）');
    expect(card('active_users').textContent).toContain('较昨日 −20（−25.0%）');
    expect(card('posts').textContent).toContain('较昨日持平');
    // No percentage against a day of zero.
    expect(card('comments').textContent).toContain('较昨日 +7');
    expect(card('comments').textContent).not.toContain('%');
    expect(within(card('ele_spent')).getByText('0')).toBeTruthy();
    expect(screen.getByText(/生成用时 3.2 ms/)).toBeTruthy();

    const charts = await screen.findAllByTestId('trend-chart', {}, { timeout: 5000 });
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      '用户',
      '内容',
      '签到',
      '电量',
      '浏览量（按来源）',
      '浏览量（按渠道）',
    ]);
    expect(charts[0]?.textContent).toContain(`新增用户:${values(10, 12).join(',')}`);
    expect(charts[4]?.textContent).toContain('小程序:');
    expect(charts[5]?.textContent).toContain(`wx:${values(70, 30).join(',')}`);
  });

  it('says so when the window has no data at all', async () => {
    const zero = answer();
    const blank = <T extends { values: number[] }>(s: T): T => ({
      ...s,
      values: s.values.map(() => 0),
    });
    serve(() => ({
      ...zero,
      metrics: zero.metrics.map(blank),
      page_views_by_source: zero.page_views_by_source.map(blank),
      page_views_by_channel: [],
    }));
    renderPage(<DashboardPanel />, { url: '/app/admin/dashboard' });
    expect(await screen.findByText('最近 30 天还没有数据', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('trend-chart')).toBeNull();
    expect(card('posts').textContent).toContain('较昨日持平');
  });

  it('shows the error view with a retry when the API fails', async () => {
    let fail = true;
    serve(() => {
      if (fail) throw new Error('boom');
      return answer();
    });
    renderPage(<DashboardPanel />, { url: '/app/admin/dashboard' });
    const error = await screen.findByTestId('error-view', {}, { timeout: 5000 });
    fail = false;
    within(error).getByText('重试').click();
    await waitFor(() => expect(screen.getByTestId('dashboard-card-new_users')).toBeTruthy());
  });
});
