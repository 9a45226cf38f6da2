import { AVATAR_MAX_BYTES, MSG } from '@xinke/shared';

/** SPEC §5 image rules, checked in the browser before uploading: images only, at most 5 MB. */
export function checkImageFile(file: File, maxBytes = AVATAR_MAX_BYTES): string | null {
  if (!file.type.startsWith('image/')) return MSG.imageTypeInvalid;
  if (file.size > maxBytes) return MSG.imageTooLarge;
  return null;
}
