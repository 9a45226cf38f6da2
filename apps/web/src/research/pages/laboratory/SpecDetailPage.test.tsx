import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_STATUS, creatorSpecsInfo, type Contract, type SpecDetail } from '@xinke/shared';
import { pageOf, renderPage } from '../../../test/render-page';

// The fake network at the app's http boundary (every contract call goes through api()).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
vi.mock('../../../lib/credentials', () => ({
  hasToken: vi.fn(() => true),
  getUserId: vi.fn(() => '7'),
}));
vi.mock('../../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../../lib/api');
const { default: SpecDetailPage } = await import('./SpecDetailPage');
const apiMock = vi.mocked(api);

const spec = (over: Partial<SpecDetail>): SpecDetail => ({
  id: 5,
  title: 'ESP32-S3 桌面气象站',
  cover: '',
  summary: '',
  content: '<p>正文</p>',
  price: 0,
  status: SPEC_STATUS.published,
  remove_reason: '',
  creator: { id: 7, nickname: '开源硬件小王', image_url: '', x_up: 1 },
  challenge_tags: [],
  thumb_count: 0,
  comment_count: 0,
  collect_count: 0,
  is_thumb: 0,
  is_collect: 0,
  is_mine: 1,
  create_time: 1_800_000_000,
  update_time: 1_800_000_000,
  ...over,
});

/** The spec as asked; every list on the page (entries, supporters, comments) empty. */
function serve(detail: SpecDetail) {
  apiMock.mockImplementation((async (contract: Contract) =>
    contract === creatorSpecsInfo ? detail : pageOf([])) as never);
}

const open = () =>
  renderPage(<SpecDetailPage />, {
    url: '/research/laboratory/5',
    path: '/research/laboratory/:id',
  });

afterEach(() => vi.clearAllMocks());

describe('a spec staff took down, as its creator sees it', () => {
  it('is marked 已被管理员下架 with the reason, and offers no 编辑', async () => {
    serve(spec({ status: SPEC_STATUS.removed, remove_reason: '正文含站外引流信息' }));
    open();
    const notice = await screen.findByTestId('removed-notice');
    expect(notice.textContent).toContain('已被管理员下架');
    expect(notice.textContent).toContain('正文含站外引流信息');
    expect(screen.queryByRole('button', { name: '编 辑' })).toBeNull();
  }, 30_000);

  it('a draft of theirs says 草稿 and can still be edited', async () => {
    serve(spec({ status: SPEC_STATUS.draft }));
    open();
    expect(await screen.findByText('草稿')).toBeTruthy();
    expect(screen.queryByTestId('removed-notice')).toBeNull();
    expect(screen.getByRole('button', { name: '编 辑' })).toBeTruthy();
  }, 30_000);
});
