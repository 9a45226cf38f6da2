import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FOLLOW_STATUS } from '@xinke/shared';
import { homepageUser, socialUser } from '../../test/fixtures';
import { pageOf } from '../../test/render-page';
import { applyFollowAnswer } from './apply-follow';
import { homepageKeys, socialKeys } from './keys';

vi.mock('../auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { FollowButton } = await import('./FollowButton');

function renderButton(flag: number) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <FollowButton user={{ id: 5, nickname: '静音党', follow_flag: flag }} />
    </QueryClientProvider>,
  );
}

describe('FollowButton (SPEC §4 follow status)', () => {
  it.each([
    [FOLLOW_STATUS.notFollowed, '关注'],
    [FOLLOW_STATUS.followed, '已关注'],
    [FOLLOW_STATUS.mutual, '互相关注'],
  ])('status %s reads %s', (flag, text) => {
    renderButton(flag);
    expect(screen.getByTestId('follow-button').textContent?.replace(/\s/g, '')).toBe(text);
  });

  it('is not there for myself (status −1)', () => {
    renderButton(FOLLOW_STATUS.self);
    expect(screen.queryByTestId('follow-button')).toBeNull();
  });
});

describe('a follow answer reaches every place that shows the person', () => {
  it('star users, recommendations, other people’s lists and their homepage', () => {
    const client = new QueryClient();
    const other = socialUser(6, { fan_count: 1 });
    client.setQueryData(socialKeys.stars(1), [
      { ...socialUser(5, { fan_count: 10 }), praise_count: 0, item_count: 0 },
      { ...other, praise_count: 0, item_count: 0 },
    ]);
    client.setQueryData(socialKeys.recommend('follow', 1, 5), pageOf([socialUser(5)]));
    client.setQueryData(socialKeys.fans(7, 1), pageOf([socialUser(5), other]));
    client.setQueryData(homepageKeys.object(5), homepageUser({ id: 5, fan_count: 10 }));
    client.setQueryData(homepageKeys.object(6), homepageUser({ id: 6, fan_count: 1 }));

    applyFollowAnswer(client, 5, { follow_flag: FOLLOW_STATUS.mutual, fan_count: 11 });

    const stars = client.getQueryData<Array<{ id: number; follow_flag: number }>>(
      socialKeys.stars(1),
    );
    expect(stars?.map((u) => [u.id, u.follow_flag])).toEqual([
      [5, 2],
      [6, 0],
    ]);
    const recommend = client.getQueryData<ReturnType<typeof pageOf>>(
      socialKeys.recommend('follow', 1, 5),
    );
    expect(recommend?.data[0]).toMatchObject({ id: 5, follow_flag: 2, fan_count: 11 });
    const fans = client.getQueryData<ReturnType<typeof pageOf>>(socialKeys.fans(7, 1));
    expect(fans?.data).toEqual([
      expect.objectContaining({ id: 5, follow_flag: 2, fan_count: 11 }),
      other,
    ]);
    expect(client.getQueryData(homepageKeys.object(5))).toMatchObject({
      follow_flag: 2,
      fan_count: 11,
    });
    expect(client.getQueryData(homepageKeys.object(6))).toMatchObject({ fan_count: 1 });
  });
});
