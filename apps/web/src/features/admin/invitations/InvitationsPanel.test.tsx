import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminActivities,
  adminInvitationRelease,
  adminInvitationVoid,
  adminInvitations,
  type AdminInvitation,
  type Contract,
} from '@xinke/shared';
import { renderPage } from '../../../test/render-page';
import '../../../test/resize-observer';

// The fake network at the app's http boundary (every contract call goes through api()).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
const { api } = await import('../../../lib/api');
const { InvitationsPanel } = await import('./InvitationsPanel');
const apiMock = vi.mocked(api);

const row = (id: number, over: Partial<AdminInvitation> = {}): AdminInvitation => ({
  id,
  active_id: 4,
  inviter: { id: 7, nickname: '老王', phone: '13800000000' },
  invitee: { id: 100 + id, nickname: `新人${id}`, phone: '' },
  code: 'ABCD2345',
  receive_ip: '203.0.113.9',
  receive_time: 1_800_000_000,
  registered_time: 1_799_990_000,
  activated_time: null,
  state: 1,
  state_text: '已注册',
  flags: [],
  rewarded: true,
  inviter_ele: 5,
  invitee_ele: 10,
  void_reason: '',
  ...over,
});

function serve(rows: AdminInvitation[]) {
  apiMock.mockImplementation((async (contract: Contract, input: unknown) => {
    if (contract === adminActivities)
      return { data: [], paginate: { total: 0, per_page: 20, current_page: 1, last_page: 1 } };
    if (contract === adminInvitations)
      return {
        data: rows,
        paginate: { total: rows.length, per_page: 20, current_page: 1, last_page: 1 },
      };
    if (contract === adminInvitationVoid) return { ...rows[0], ...(input as object), state: 3 };
    if (contract === adminInvitationRelease) return { ...rows[0], rewarded: true };
    throw new Error('unexpected call');
  }) as never);
}

afterEach(() => vi.clearAllMocks());

describe('活动运营 › 邀请', () => {
  it('lists invitations with their flags; 作废 asks why and sends it', async () => {
    serve([
      row(1),
      row(2, {
        flags: [{ value: 'same_ip', label: '与邀请人同一 IP' }],
        rewarded: false,
        inviter_ele: 0,
        invitee_ele: 0,
      }),
    ]);
    renderPage(<InvitationsPanel />, { url: '/app/admin/invitations' });
    const table = await screen.findByTestId('admin-invitations');
    const flagged = await within(table).findByText('新人2');
    const flaggedRow = flagged.closest('tr') as HTMLElement;
    expect(within(flaggedRow).getByText('与邀请人同一 IP')).toBeTruthy();
    expect(within(flaggedRow).getByText('不计奖励')).toBeTruthy();
    const first = (await within(table).findByText('新人1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('5 / 10')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: '作 废' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('收回已发放的 15 电量');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '同一人多号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(adminInvitationVoid, { id: 1, reason: '同一人多号' }),
    );
  }, 30_000);

  it('放行 only a suspicion (not the cap), asking why; a released one says so', async () => {
    const held = { rewarded: false, inviter_ele: 0, invitee_ele: 0 };
    serve([
      row(3, { ...held, flags: [{ value: 'same_ip', label: '与邀请人同一 IP' }] }),
      row(4, {
        ...held,
        flags: [
          { value: 'same_ip', label: '与邀请人同一 IP' },
          { value: 'over_cap', label: '超出邀请人奖励上限' },
        ],
      }),
      row(5, { flags: [{ value: 'phone_pattern', label: '手机号与其他受邀人连号' }] }),
    ]);
    renderPage(<InvitationsPanel />, { url: '/app/admin/invitations' });
    const table = await screen.findByTestId('admin-invitations');
    const rowOf = async (name: string) =>
      (await within(table).findByText(name)).closest('tr') as HTMLElement;
    expect(within(await rowOf('新人4')).queryByRole('button', { name: '放 行' })).toBeNull();
    const released = await rowOf('新人5');
    expect(within(released).getByText('已放行')).toBeTruthy();
    expect(within(released).queryByRole('button', { name: '放 行' })).toBeNull();

    fireEvent.click(within(await rowOf('新人3')).getByRole('button', { name: '放 行' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('补发奖励');
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('请填写放行原因（如：已核实为真实好友）')).toBeTruthy();
    expect(apiMock.mock.calls.some(([c]) => c === adminInvitationRelease)).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '同寝室室友' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(adminInvitationRelease, { id: 3, reason: '同寝室室友' }),
    );
  }, 30_000);

  it('says so when there is nothing yet', async () => {
    serve([]);
    renderPage(<InvitationsPanel />, { url: '/app/admin/invitations' });
    expect(await screen.findByText('还没有邀请记录')).toBeTruthy();
  });
});
