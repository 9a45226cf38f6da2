import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeIndex, type Contract } from '@xinke/shared';
import { renderPage } from '../../test/render-page';
import { ACTIVE_ID, contestOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const { api } = await import('../../lib/api');
const { default: ContestFrame } = await import('./ContestFrame');
const apiMock = vi.mocked(api);

function fake() {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === activeIndex) return contestOf(3);
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = (base: string) =>
  renderPage(<ContestFrame />, { url: `${base}/${ACTIVE_ID}/work`, path: `${base}/:activityId/*` });

afterEach(() => vi.clearAllMocks());

describe('contest frame', () => {
  it('PC: banner with status, stages and 报名人数, five tabs, body in #main-container', async () => {
    fake();
    const { container } = show('/app/new-version/diy-computer-activity');
    expect((await screen.findByTestId('contest-status')).textContent).toBe('投票中');
    expect(screen.getByTestId('contest-enrol-count').textContent).toBe('5 人报名');
    expect(screen.getByTestId('contest-stages').textContent).toMatch(/作品征集.*投票.*终审/);
    const tabs = screen.getAllByRole('link').map((a) => a.textContent);
    expect(tabs).toEqual(['活动首页', '参赛作品', '上传作品', '报名', '获奖名单']);
    expect(container.querySelector('#main-container')).toBeTruthy();
  });

  it('H5: only 活动首页 and 参赛作品, on the H5 paths', async () => {
    fake();
    show('/app/new-version/h5/diy-computer-activity');
    await screen.findByTestId('contest-status');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/app/new-version/h5/diy-computer-activity/${ACTIVE_ID}/index`,
      `/app/new-version/h5/diy-computer-activity/${ACTIVE_ID}/work`,
    ]);
  });
});
