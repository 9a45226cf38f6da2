import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, MSG } from '@xinke/shared';
import { checkImageFile } from './image-check';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });

describe('checkImageFile (SPEC §5 image rules)', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkImageFile(file('image/png', 10))).toBeNull();
    expect(checkImageFile(file('image/jpeg', AVATAR_MAX_BYTES))).toBeNull();
  });
  it('refuses other types and larger images with SPEC messages', () => {
    expect(checkImageFile(file('text/plain', 10))).toBe(MSG.imageTypeInvalid);
    expect(checkImageFile(file('image/png', AVATAR_MAX_BYTES + 1))).toBe(MSG.imageTooLarge);
  });
});
