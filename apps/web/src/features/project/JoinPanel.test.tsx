import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, OCCUPATION, PROJECT_LIMITS, projectJoin, userInfo } from '@xinke/shared';

// The label picker asks who is signed in (a member: 站务官方 is not offered); the join answers.
vi.mock('../../lib/api', () => ({
  api: vi.fn(async (contract: unknown) =>
    contract === userInfo ? { role: 'user' } : { my_join: 0 },
  ),
  http: {},
}));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../lib/credentials', () => ({ hasToken: () => true }));
vi.mock('../auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { JoinPanel } = await import('./JoinPanel');
afterEach(() => vi.clearAllMocks());

function renderPanel(myJoin: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JoinPanel projectId={9} myJoin={myJoin} />
    </QueryClientProvider>,
  );
}

describe('JoinPanel', () => {
  it('asks for an occupation label and a short note, in the shared messages, then sends them', async () => {
    renderPanel(-1);
    fireEvent.click(screen.getByRole('button', { name: '申请加入' }));
    fireEvent.change(screen.getByLabelText('申请说明'), {
      target: { value: '字'.repeat(PROJECT_LIMITS.joinNote + 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText(MSG.projectOccupationInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.projectJoinNoteTooLong)).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith(projectJoin, expect.anything());

    fireEvent.mouseDown(within(screen.getByTestId('join-label')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('工程师'));
    fireEvent.change(screen.getByLabelText('申请说明'), { target: { value: ' 可以画 PCB ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(projectJoin, {
        project_id: 9,
        label: OCCUPATION.engineer,
        note: '可以画 PCB',
      }),
    );
  });

  it.each([
    [0, '已申请加入，等待发起人审核'],
    [1, '你是这个项目的成员'],
    [2, '上次的申请未通过，可以再次申请'],
  ])('my_join %i says %s', (myJoin, text) => {
    renderPanel(myJoin);
    expect(screen.getByTestId('join-state').textContent).toContain(text);
    // Only someone turned down (or who never asked) may ask.
    expect(screen.queryByRole('button', { name: '申请加入' }) !== null).toBe(myJoin === 2);
  });
});
