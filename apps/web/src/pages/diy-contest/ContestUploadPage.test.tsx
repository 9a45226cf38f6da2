import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeIndex, activeScan, activeSubmit, type Contract } from '@xinke/shared';
import type { ContestWorkDetail } from '@xinke/shared';
import { renderPage } from '../../test/render-page';
import { ACTIVE_ID, contestOf, detailOf, enrolmentOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true) }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
  toastsLoaded: () => Promise.resolve(),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { default: ContestUploadPage } = await import('./ContestUploadPage');
const apiMock = vi.mocked(api);

function fake({ status = 1, work = null as ContestWorkDetail | null } = {}) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === activeIndex) return contestOf(status);
    if (contract === activeScan) return { enrolment: enrolmentOf(true), work };
    if (contract === activeSubmit) return work ?? detailOf(1);
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = () =>
  renderPage(<ContestUploadPage />, {
    url: `/app/new-version/diy-computer-activity/${ACTIVE_ID}/work-upload`,
    path: '/app/new-version/diy-computer-activity/:activityId/work-upload',
  });
const field = (label: string) => screen.getByLabelText(label);

afterEach(() => vi.clearAllMocks());

describe('contest work upload', () => {
  it('requires the cover and at least one picture, besides the texts', async () => {
    fake();
    show();
    await screen.findByTestId('contest-upload-form');
    fireEvent.change(field('作品名称'), { target: { value: '白色海景房' } });
    fireEvent.change(field('一句话简介'), { target: { value: '全白主题' } });
    fireEvent.change(field('主机配置'), { target: { value: '7800X3D' } });
    fireEvent.click(screen.getByRole('button', { name: '提交作品' }));
    expect(await screen.findByText('请上传作品封面')).toBeTruthy();
    expect(await screen.findByText('请至少上传1张作品图片')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith(activeSubmit, expect.anything());
  });

  it('an empty form shows every required message', async () => {
    fake();
    show();
    await screen.findByTestId('contest-upload-form');
    fireEvent.click(screen.getByRole('button', { name: '提交作品' }));
    expect(await screen.findByText('请填写作品名称')).toBeTruthy();
    expect(await screen.findByText('请填写作品简介')).toBeTruthy();
    expect(await screen.findByText('请填写主机配置或型号')).toBeTruthy();
  });

  it('my rejected work: its state and reason, the form filled; resubmitting sends HTML', async () => {
    const work = detailOf(4, { review_status: 2, reject_reason: '图片不清晰' });
    fake({ work });
    show();
    const state = await screen.findByTestId('contest-review-state');
    expect(state.textContent).toContain('审核未通过');
    expect(state.textContent).toContain('图片不清晰');
    await waitFor(() => expect((field('作品名称') as HTMLInputElement).value).toBe('作品4'));
    fireEvent.change(field('作品介绍'), { target: { value: '第一段\n\n第二段 <b>' } });
    fireEvent.click(screen.getByRole('button', { name: '提交作品' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(activeSubmit, {
        active_id: ACTIVE_ID,
        name: '作品4',
        desc: '简介',
        computer_model: '7800X3D + RTX 4070',
        cover: '/uploads/c4.png',
        image: ['/uploads/i4.png'],
        content: '<p>第一段</p><p>第二段 &lt;b&gt;</p>',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('作品已提交，等待审核'));
    expect(screen.getByTestId('contest-delete-work')).toBeTruthy();
  }, 20_000);

  it('an unreviewed work says 未审核', async () => {
    fake({ work: detailOf(2, { review_status: 0 }) });
    show();
    expect((await screen.findByTestId('contest-review-state')).textContent).toContain('未审核');
  });

  it('after the collection closes: a note, and the form is off', async () => {
    fake({ status: 3 });
    show();
    expect((await screen.findByTestId('contest-upload-closed')).textContent).toContain(
      '作品征集已结束',
    );
    expect((screen.getByRole('button', { name: '提交作品' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
