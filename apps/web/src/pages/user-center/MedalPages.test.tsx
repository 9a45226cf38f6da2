import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SEEDED_MEDALS as MEDALS,
  medalList,
  MEDAL_KIND,
  MSG,
  userMedal,
  userMedalSeen,
  type Contract,
  type MedalRow,
  type MessageCounts,
  type UserMedals,
} from '@xinke/shared';
import { renderPage } from '../../test/render-page';
import { messageKeys } from '../../features/message/queries';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: MedalPage } = await import('./MedalPage');
const { default: MedalHallPage } = await import('../about-us/MedalHallPage');
const { MedalStrip } = await import('../../features/medal/MedalStrip');
const apiMock = vi.mocked(api);

const PAGE = '/app/new-version/user-center/medal';
const HALL = '/app/new-version/aboutUs/medalHall';
/** 2026-11-20 10:00 China time. */
const AWARDED = Date.UTC(2026, 10, 20, 2) / 1000;

afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});
const login = () => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });

/** Every medal; `earned` keys earned (new when listed in `fresh`). */
function medals(earned: string[], fresh: string[] = []): UserMedals {
  const list: MedalRow[] = MEDALS.map((m) => ({
    key: m.key,
    name: m.name,
    image: m.image,
    condition: m.condition,
    kind: m.kind,
    earned: earned.includes(m.key) ? 1 : 0,
    award_time: earned.includes(m.key) ? AWARDED : null,
    is_new: fresh.includes(m.key) ? 1 : 0,
  }));
  return { user_id: 9, earned_count: earned.length, total: list.length, list };
}
function serve(data: UserMedals | Error, marked = 0) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === userMedal) {
      if (data instanceof Error) throw data;
      return data;
    }
    if (contract === userMedalSeen) return { marked };
    if (contract === medalList) return medals([]).list;
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}
const card = (key: string) => screen.getByTestId(`medal-${key}`);

describe('my medals page', { timeout: 20_000 }, () => {
  it('earned medals with their date first, locked ones greyed with how to get them', async () => {
    login();
    serve(medals(['first_post', 'great_creator']));
    renderPage(<MedalPage />, { url: PAGE });
    expect((await screen.findByTestId('medal-summary')).textContent).toContain(
      `2/${MEDALS.length}`,
    );
    const earned = within(screen.getByRole('list', { name: '已获得的勋章' }));
    expect(earned.getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual([
      'medal-first_post',
      'medal-great_creator',
    ]);
    expect(card('first_post').textContent).toContain('2026-11-20 获得');
    expect(card('first_post').dataset.earned).toBe('true');
    const locked = within(screen.getByRole('list', { name: '待解锁的勋章' }));
    expect(locked.getAllByRole('listitem')).toHaveLength(MEDALS.length - 2);
    const streak = MEDALS.find((m) => m.key === 'sign_in_7');
    expect(card('sign_in_7').dataset.earned).toBe('false');
    expect(card('sign_in_7').textContent).toContain(`获得方式：${streak?.condition}`);
    expect(card('sign_in_7').textContent).toContain('未获得');
    // Nothing new: nothing to mark seen.
    expect(apiMock).not.toHaveBeenCalledWith(userMedalSeen, undefined, { silent: true });
  });

  it('none earned yet: the empty hint and every medal to unlock', async () => {
    login();
    serve(medals([]));
    renderPage(<MedalPage />, { url: PAGE });
    expect((await screen.findByTestId('medal-none')).textContent).toBe(MSG.medalNoneEarned);
    expect(
      within(screen.getByRole('list', { name: '待解锁的勋章' })).getAllByRole('listitem'),
    ).toHaveLength(MEDALS.length);
  });

  it('new medals carry 新 and are marked seen once; the header 成就 count drops to 0', async () => {
    login();
    serve(medals(['first_post', 'sign_in_7'], ['sign_in_7']), 1);
    const { client } = renderPage(<MedalPage />, { url: PAGE });
    client.setQueryData<Partial<MessageCounts>>(messageKeys.counts, { achieve: 1, system: 1 });
    await screen.findByTestId('medal-summary');
    expect(within(card('sign_in_7')).getByText('新')).toBeTruthy();
    expect(within(card('first_post')).queryByText('新')).toBeNull();
    await waitFor(() =>
      expect(client.getQueryData<MessageCounts>(messageKeys.counts)?.achieve).toBe(0),
    );
    expect(apiMock.mock.calls.filter(([c]) => c === userMedalSeen)).toHaveLength(1);
  });

  it('a failed load shows the error view with retry', async () => {
    login();
    serve(new Error('boom'));
    renderPage(<MedalPage />, { url: PAGE });
    expect(await screen.findByTestId('error-view')).toBeTruthy();
  });
});

describe('medal hall', { timeout: 20_000 }, () => {
  it('a member sees every medal by kind with their earned ones lit', async () => {
    login();
    serve(medals(['likes_100']));
    renderPage(<MedalHallPage />, { url: HALL });
    const growth = within(await screen.findByRole('list', { name: '成长勋章' }));
    const honour = within(screen.getByRole('list', { name: '荣誉勋章' }));
    expect(growth.getAllByRole('listitem')).toHaveLength(
      MEDALS.filter((m) => m.kind === MEDAL_KIND.auto).length,
    );
    expect(honour.getAllByRole('listitem')).toHaveLength(
      MEDALS.filter((m) => m.kind === MEDAL_KIND.manual).length,
    );
    expect(card('likes_100').dataset.earned).toBe('true');
    expect(card('first_post').dataset.earned).toBe('false');
    // The hall only shows: it never marks medals seen.
    expect(apiMock.mock.calls.filter(([c]) => c === userMedalSeen)).toHaveLength(0);
  });

  it('a visitor sees the hall greyed from the medal list and a login button', async () => {
    serve(medals([]));
    renderPage(<MedalHallPage />, { url: HALL });
    await screen.findByTestId(`medal-${MEDALS[0]!.key}`);
    for (const m of MEDALS) {
      expect(card(m.key).dataset.earned).toBe('false');
      expect(card(m.key).textContent).toContain(m.condition);
    }
    screen.getByRole('button', { name: '登录' }).click();
    expect(openLoginDialog).toHaveBeenCalled();
    expect(apiMock.mock.calls.map(([c]) => c)).toEqual([medalList]);
  });
});

describe('MedalStrip (for summaries such as the user-centre home)', { timeout: 20_000 }, () => {
  it('shows my earned badges and the count, linking to the medal page; never marks seen', async () => {
    login();
    serve(medals(['first_post', 'ele_star'], ['ele_star']));
    renderPage(<MedalStrip />, { url: '/app/new-version/user-center/home' });
    const strip = await screen.findByTestId('medal-strip');
    expect(strip.getAttribute('href')).toBe(PAGE);
    expect(strip.textContent).toContain(`勋章 2/${MEDALS.length}`);
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['初来乍到', '电量新星']);
    expect(apiMock.mock.calls.filter(([c]) => c === userMedalSeen)).toHaveLength(0);
  });
});
