import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  SPEC_ENTRY_STATUS,
  SPEC_STATUS,
  adminCreatorRestore,
  adminCreatorSpecEntries,
  adminCreatorSpecs,
  adminCreatorTakedown,
  type AdminSpec,
  type AdminSpecEntry,
  type Contract,
} from '@xinke/shared';
import { pageOf, renderPage } from '../../../test/render-page';
import '../../../test/resize-observer';

// The fake network at the app's http boundary (every contract call goes through api()).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
const { api } = await import('../../../lib/api');
const { SpecsPanel } = await import('./SpecsPanel');
const apiMock = vi.mocked(api);

const creator = { id: 7, nickname: '开源硬件小王', image_url: '', x_up: 1 };

const spec = (id: number, over: Partial<AdminSpec> = {}): AdminSpec => ({
  id,
  title: `规格书${id}`,
  status: SPEC_STATUS.published,
  status_text: '公开征集',
  creator,
  challenge_count: 1,
  design_count: 1,
  remove_reason: '',
  create_time: 1_800_000_000,
  ...over,
});

const entries: AdminSpecEntry[] = [
  {
    kind: 'design',
    id: 31,
    user: { ...creator, id: 8, nickname: '画图的小李', x_up: 0 },
    text: '外壳草图',
    images: [],
    status: SPEC_ENTRY_STATUS.approved,
    status_text: '已通过',
    remove_reason: '',
    create_time: 1_800_000_100,
  },
];

function serve(specs: AdminSpec[] | Error) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === adminCreatorSpecs) {
      if (specs instanceof Error) throw specs;
      return pageOf(specs);
    }
    if (contract === adminCreatorSpecEntries) return entries;
    if (contract === adminCreatorTakedown || contract === adminCreatorRestore) return null;
    throw new Error('unexpected call');
  }) as never);
}

const rowOf = async (title: string) =>
  (await screen.findByText(title)).closest('tr') as HTMLElement;

afterEach(() => vi.clearAllMocks());

describe('社区内容 › 研究室', () => {
  it('lists specs with their state; 下架 asks for a reason and sends it', async () => {
    serve([spec(1), spec(2, { status: SPEC_STATUS.removed, status_text: '已被管理员下架' })]);
    renderPage(<SpecsPanel />, { url: '/app/admin/research' });
    const up = await rowOf('规格书1');
    expect(within(up).getByText('公开征集')).toBeTruthy();
    expect(within(up).getByText('1 / 1')).toBeTruthy();
    fireEvent.click(within(up).getByRole('button', { name: '下 架' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认下架' }));
    expect(await within(dialog).findByText(MSG.adminReasonRequired)).toBeTruthy();
    expect(apiMock.mock.calls.some(([c]) => c === adminCreatorTakedown)).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '站外引流' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认下架' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(adminCreatorTakedown, {
        kind: 'spec',
        id: 1,
        reason: '站外引流',
      }),
    );
  }, 30_000);

  it('a taken-down spec shows its reason and offers 恢复 instead', async () => {
    serve([
      spec(2, {
        status: SPEC_STATUS.removed,
        status_text: '已被管理员下架',
        remove_reason: '正文抄袭',
      }),
    ]);
    renderPage(<SpecsPanel />, { url: '/app/admin/research' });
    const down = await rowOf('规格书2');
    expect(within(down).getByText('正文抄袭')).toBeTruthy();
    expect(within(down).queryByRole('button', { name: '下 架' })).toBeNull();
    fireEvent.click(within(down).getByRole('button', { name: '恢 复' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: '恢 复' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(adminCreatorRestore, { kind: 'spec', id: 2 }),
    );
  }, 30_000);

  it('a row opens to its challenges and designs, each with 下架', async () => {
    serve([spec(3)]);
    renderPage(<SpecsPanel />, { url: '/app/admin/research' });
    const row = await rowOf('规格书3');
    fireEvent.click(within(row).getByRole('button', { name: /展开行|expand/i }));
    const table = await screen.findByTestId('admin-spec-entries');
    const design = (await within(table).findByText('外壳草图')).closest('tr') as HTMLElement;
    expect(apiMock).toHaveBeenCalledWith(adminCreatorSpecEntries, { id: 3 });
    fireEvent.click(within(design).getByRole('button', { name: '下 架' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '含联系方式' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认下架' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(adminCreatorTakedown, {
        kind: 'design',
        id: 31,
        reason: '含联系方式',
      }),
    );
  }, 30_000);

  it('searches by title through the list call', async () => {
    serve([spec(4)]);
    renderPage(<SpecsPanel />, { url: '/app/admin/research' });
    await rowOf('规格书4');
    const search = screen.getByPlaceholderText('搜索规格书标题');
    fireEvent.change(search, { target: { value: '气象站' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(
        adminCreatorSpecs,
        expect.objectContaining({ keyword: '气象站', page: 1 }),
      ),
    );
  }, 30_000);

  it('says so when nothing matches, and offers 重试 when the list fails', async () => {
    serve([]);
    const empty = renderPage(<SpecsPanel />, { url: '/app/admin/research' });
    expect(await screen.findByText('没有符合条件的规格书')).toBeTruthy();
    empty.unmount();
    serve(new Error('网络异常'));
    renderPage(<SpecsPanel />, { url: '/app/admin/research' });
    const error = await screen.findByTestId('error-view');
    expect(within(error).getByText('重试')).toBeTruthy();
  }, 30_000);
});
