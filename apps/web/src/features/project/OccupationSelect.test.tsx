import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OCCUPATION, USER_ROLE, type UserInfo } from '@xinke/shared';
import { accountKeys } from '../account/queries';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: () => true }));
const { OccupationSelect } = await import('./OccupationSelect');
afterEach(() => vi.clearAllMocks());

/** The picker for someone of `role` (the signed-in user's info already loaded). */
function renderAs(role: UserInfo['role'], value?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountKeys.info, { role } as UserInfo);
  render(
    <QueryClientProvider client={client}>
      <OccupationSelect label="职业标签" value={value} onChange={vi.fn()} testId="picker" />
    </QueryClientProvider>,
  );
  fireEvent.mouseDown(within(screen.getByTestId('picker')).getByRole('combobox'));
}

describe('OccupationSelect: 站务官方 only for staff (mayUseOccupation)', () => {
  it('offers a member every label but 站务官方', async () => {
    renderAs(USER_ROLE.user);
    expect(await screen.findByTitle('工程师')).toBeTruthy();
    expect(screen.queryByTitle('站务官方')).toBeNull();
  });

  it('offers staff 站务官方 too', async () => {
    renderAs(USER_ROLE.moderator);
    expect(await screen.findByTitle('站务官方')).toBeTruthy();
  });

  it('shows a member’s old 站务官方 as unpicked, so they choose again', async () => {
    renderAs(USER_ROLE.user, OCCUPATION.stationPublic);
    await screen.findByTitle('工程师');
    expect(screen.getByText('选择职业标签')).toBeTruthy();
  });
});
