import { AVATAR_SIZE_PX, AVATAR_THUMB_SIZE_PX } from '@xinke/shared';
import type { Db } from '../../db/client';
import { storeImages } from '../../uploads/image';
import type { Storage } from '../../uploads/storage';
import { updateUser } from './account.repository';

/** POST /web/user/head_pic: a 256 px avatar and a 64 px thumbnail, both WebP. */
export class AvatarService {
  constructor(private readonly deps: { db: Db; storage: Storage }) {}

  async upload(userId: number, file: Buffer): Promise<{ image_url: string; thumb_url: string }> {
    const { urls } = await storeImages(this.deps.storage, file, {
      folder: 'avatars',
      sizes: [AVATAR_SIZE_PX, AVATAR_THUMB_SIZE_PX],
      fit: 'cover',
    });
    const [imageUrl = '', thumbUrl = ''] = urls;
    await updateUser(this.deps.db, userId, { imageUrl });
    return { image_url: imageUrl, thumb_url: thumbUrl };
  }
}
