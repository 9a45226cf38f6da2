import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SPEC_ENTRY_STATUS,
  creatorMyChallengeList,
  type Challenge,
  type Contract,
} from '@xinke/shared';
import { pageOf, renderPage } from '../../../../test/render-page';

// The fake network at the app's http boundary (every contract call goes through api()).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/api', () => ({ api: apiFn, http: {} }));
vi.mock('../../../../lib/credentials', () => ({
  hasToken: vi.fn(() => true),
  getUserId: vi.fn(() => '8'),
}));
const { api } = await import('../../../../lib/api');
const { default: SpecificationChallengePage } = await import('./SpecificationChallengePage');
const apiMock = vi.mocked(api);

const challenge = (id: number, over: Partial<Challenge>): Challenge => ({
  id,
  spec: { id: 5, title: 'ESP32-S3 桌面气象站' },
  user: { id: 8, nickname: '爱折腾的小李', image_url: '', x_up: 0 },
  title: `挑战 ${id}`,
  content: '想法',
  tags: [],
  status: SPEC_ENTRY_STATUS.pending,
  reason: '',
  remove_reason: '',
  removed_from: null,
  create_time: 1_800_000_000,
  ...over,
});

function serve(mine: Challenge[]) {
  apiMock.mockImplementation((async (contract: Contract) =>
    contract === creatorMyChallengeList ? pageOf(mine) : pageOf([])) as never);
}

const deleteButton = (id: number) =>
  within(screen.getByTestId(`my-challenge-${id}`)).queryByRole('button', { name: '删 除' });

afterEach(() => vi.clearAllMocks());

describe('我的挑战: 删除 as the server allows it (proposerMayDeleteChallenge)', () => {
  it('offers no 删除 on an approved challenge, taken down or not; offers it on the others', async () => {
    serve([
      challenge(1, { status: SPEC_ENTRY_STATUS.approved }),
      challenge(2, {
        status: SPEC_ENTRY_STATUS.removed,
        removed_from: SPEC_ENTRY_STATUS.approved,
        remove_reason: '与规格书无关',
      }),
      challenge(3, {
        status: SPEC_ENTRY_STATUS.removed,
        removed_from: SPEC_ENTRY_STATUS.pending,
        remove_reason: '标题含广告',
      }),
      challenge(4, { status: SPEC_ENTRY_STATUS.rejected, reason: '不可行' }),
    ]);
    renderPage(<SpecificationChallengePage />, {
      url: '/research/laboratory/creator/specification-challenge',
    });
    await screen.findByTestId('my-challenge-4');
    expect(deleteButton(1)).toBeNull();
    expect(deleteButton(2)).toBeNull();
    expect(deleteButton(3)).not.toBeNull();
    expect(deleteButton(4)).not.toBeNull();
  }, 30_000);
});
