import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeIfJoin, activeIndex, activeJoin, type Contract } from '@xinke/shared';
import { renderPage } from '../../test/render-page';
import { ACTIVE_ID, contestOf, enrolmentOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true) }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
  toastsLoaded: () => Promise.resolve(),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { default: ContestRegistryPage } = await import('./ContestRegistryPage');
const apiMock = vi.mocked(api);

function fake({ status = 1, joined = false } = {}) {
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, unknown>) => {
    if (contract === activeIndex) return contestOf(status);
    if (contract === activeIfJoin) return enrolmentOf(joined);
    if (contract === activeJoin) return { ...enrolmentOf(true), ...input };
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = () =>
  renderPage(<ContestRegistryPage />, {
    url: `/app/new-version/diy-computer-activity/${ACTIVE_ID}/registry`,
    path: '/app/new-version/diy-computer-activity/:activityId/registry',
  });
const field = (label: string) => screen.getByLabelText(label);

afterEach(() => vi.clearAllMocks());

describe('contest registry', () => {
  it('submitting empty shows the SPEC §5 messages and sends nothing', async () => {
    fake();
    show();
    await screen.findByTestId('contest-registry-form');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    expect(await screen.findByText('邮箱不能为空')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith(activeJoin, expect.anything());
  });

  it('checks a field on blur: 手机号格式有误, 邮箱格式有误', async () => {
    fake();
    show();
    await screen.findByTestId('contest-registry-form');
    fireEvent.change(field('手机号'), { target: { value: '12345' } });
    fireEvent.blur(field('手机号'));
    expect(await screen.findByText('手机号格式有误')).toBeTruthy();
    fireEvent.change(field('邮箱'), { target: { value: 'not-mail' } });
    fireEvent.blur(field('邮箱'));
    expect(await screen.findByText('邮箱格式有误')).toBeTruthy();
  });

  it('a valid form joins and toasts 报名成功', async () => {
    fake();
    show();
    await screen.findByTestId('contest-registry-form');
    fireEvent.change(field('姓名'), { target: { value: '李四' } });
    fireEvent.change(field('手机号'), { target: { value: '13900139000' } });
    fireEvent.change(field('邮箱'), { target: { value: 'l@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(activeJoin, {
        active_id: ACTIVE_ID,
        user_name: '李四',
        phone: '13900139000',
        email: 'l@example.com',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('报名成功'));
  });

  it('an enrolled member sees the form filled in', async () => {
    fake({ joined: true });
    show();
    await waitFor(() => expect((field('手机号') as HTMLInputElement).value).toBe('13800138000'));
    expect((field('姓名') as HTMLInputElement).value).toBe('张三');
    expect(screen.getByRole('button', { name: '修改报名信息' })).toBeTruthy();
  });

  it('outside 作品上传中 a note says so and the button is off', async () => {
    fake({ status: 3 });
    show();
    expect((await screen.findByTestId('contest-registry-closed')).textContent).toContain('投票中');
    const button = screen.getByRole('button', { name: '提交报名' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
