import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, invitePagePath, maskNickname } from './invite';

describe('invitations (docs/invitations.md)', () => {
  it('masks nicknames on public lists, keeping the first and last character', () => {
    expect(maskNickname('芯客小王')).toBe('芯**王');
    expect(maskNickname('阿明')).toBe('阿*');
    expect(maskNickname('Z')).toBe('Z*');
    expect(maskNickname('硬件萌新阿杰')).toBe('硬**杰');
  });

  it('links to the invite page with the code, and codes avoid look-alike symbols', () => {
    expect(invitePagePath(9, 'ABCD2345')).toBe('/app/new-version/activity/invite/9?code=ABCD2345');
    expect(invitePagePath(9)).toBe('/app/new-version/activity/invite/9');
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });
});
