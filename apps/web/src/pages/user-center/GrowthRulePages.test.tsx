import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARNING_RULES, LEVELS, SIGN_IN_REWARDS, userInfo, type Contract } from '@xinke/shared';
import { selfInfo } from '../../test/fixtures';
import { renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: ElectricityDescPage } = await import('./ElectricityDescPage');
const { default: LevelPage } = await import('./LevelPage');
const { default: ElectricityGradePage } = await import('../about-us/ElectricityGradePage');
const apiMock = vi.mocked(api);

afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

const cells = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
  );

describe('electricity rules and levels, from the shared constants', { timeout: 20_000 }, () => {
  it('electricity-desc renders the sign-in schedule and the earning table with daily caps', () => {
    renderPage(<ElectricityDescPage />, {
      url: '/app/new-version/user-center/electricity/electricity-desc',
    });
    const schedule = screen.getByRole('list', { name: '连续签到奖励' });
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      SIGN_IN_REWARDS.map((ele, i) =>
        i === SIGN_IN_REWARDS.length - 1 ? `第${i + 1}天起+${ele}` : `第${i + 1}天+${ele}`,
      ),
    );
    expect(cells(screen.getByTestId('earning-rules'))).toEqual(
      EARNING_RULES.map((r) => [r.when, `+${r.amount}`, `${r.dailyCap} 次`]),
    );
  });

  it('level page: level name and image, ele, progress to next_level_ele, the level table', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    const lv2 = LEVELS[1];
    const lv3 = LEVELS[2];
    const ele = lv2.min + (lv3.min - lv2.min) / 2;
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === userInfo)
        return selfInfo({
          ele,
          level_name: lv2.name,
          level_image: lv2.image,
          next_level_ele: lv3.min,
          sign_flag: 1,
        });
      throw new Error(`unexpected call ${contract.path}`);
    }) as unknown as typeof api);
    renderPage(<LevelPage />, { url: '/app/new-version/user-center/level' });
    const card = within(await screen.findByTestId('level-card'));
    expect(card.getByRole('heading', { name: lv2.name })).toBeTruthy();
    expect(card.getByText(`距下一等级还需 ${lv3.min - ele} 电量`, { exact: false })).toBeTruthy();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(card.getByText(`${ele}/${lv3.min}`)).toBeTruthy();
    const table = screen.getByTestId('level-table');
    expect(cells(table)).toEqual(LEVELS.map((l) => [l.name, String(l.min)]));
    expect(table.querySelector('[aria-current="true"]')?.textContent).toContain(lv2.name);
  });

  it('electricityGrade explains levels and how to earn to visitors', () => {
    renderPage(<ElectricityGradePage />, { url: '/app/new-version/aboutUs/electricityGrade' });
    expect(cells(screen.getByTestId('level-table'))).toEqual(
      LEVELS.map((l) => [l.name, String(l.min)]),
    );
    expect(screen.getByTestId('earning-rules')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });
});
