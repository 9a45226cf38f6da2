import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUDGE_CRITERIA, activeExcellent, activeIndex, type Contract } from '@xinke/shared';
import { formatDateTime } from '@xinke/shared';
import type { RankedWork } from '@xinke/shared';
import { renderPage } from '../../test/render-page';
import { ACTIVE_ID, contestOf, rankedOf, rankingOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const { api } = await import('../../lib/api');
const { default: ContestAwardPage } = await import('./ContestAwardPage');
const apiMock = vi.mocked(api);

function fake(published: boolean, works: RankedWork[] = []) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === activeIndex) return contestOf(published ? 5 : 4);
    if (contract === activeExcellent) return rankingOf(published, works);
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = () =>
  renderPage(<ContestAwardPage />, {
    url: `/app/new-version/diy-computer-activity/${ACTIVE_ID}/award`,
    path: '/app/new-version/diy-computer-activity/:activityId/award',
  });

afterEach(() => vi.clearAllMocks());

describe('contest award list', () => {
  it('before the results: 结果尚未公布 with the end of 终审, and the scoring rules', async () => {
    fake(false);
    show();
    const pending = await screen.findByTestId('contest-award-pending');
    expect(pending.textContent).toContain('结果尚未公布');
    expect(
      await within(pending).findByText(new RegExp(formatDateTime(1_782_000_000))),
    ).toBeTruthy();
    expect(screen.queryAllByTestId('contest-award-row')).toHaveLength(0);
  });

  it('after the results: podium 一/二/三等奖, the ranking table and the rules with weights', async () => {
    fake(true, [
      rankedOf(3, 1, 'first', '一等奖'),
      rankedOf(1, 2, 'second', '二等奖'),
      rankedOf(2, 3, 'third', '三等奖'),
      rankedOf(4, 4, 'excellent', '优秀奖'),
      rankedOf(5, 5, '', ''),
    ]);
    show();
    const rows = await screen.findAllByTestId('contest-award-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('一等奖');
    expect(rows[0]!.textContent).toContain('No.003');
    expect(rows[0]!.textContent).toContain('89.0');
    expect(rows[4]!.textContent).toContain('—');
    const podium = screen.getAllByTestId('contest-podium-item').map((p) => p.textContent);
    expect(podium).toHaveLength(3);
    expect(podium[0]).toContain('一等奖');
    expect(podium[2]).toContain('三等奖');
    const rules = screen.getByTestId('contest-scoring-rules').textContent;
    expect(rules).toContain('人气分 × 30%');
    expect(rules).toContain('评委分 × 70%');
    for (const c of JUDGE_CRITERIA) expect(rules).toContain(`${c.label}（${c.weight}%）`);
  });
});
