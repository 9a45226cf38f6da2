import {
  COMMON_IMAGE_MAX_PX,
  MSG,
  UPLOAD_TOKEN_TTL_SECONDS,
  type CommonImage,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { storeFittedImage } from '../../uploads/image';
import type { Storage } from '../../uploads/storage';
import { findOwnImage, insertUserImage, replaceUserImage } from './common-image.repository';
import type { UploadTokens } from './upload-token';

export interface CommonImageDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  tokens: UploadTokens;
}

/**
 * SPEC §7 common uploads (docs/uploads.md): the token, the picture it buys, and replacing
 * a picture of one's own. Every call acts for the caller the session names.
 */
export class CommonImageService {
  constructor(private readonly deps: CommonImageDeps) {}

  private nowSeconds() {
    return Math.floor(this.deps.clock() / 1000);
  }

  /** POST /web/common/token: a token for one upload of purpose `fix`, for 10 minutes. */
  token(userId: number, fix: number): { token: string; expire_time: number } {
    const exp = this.nowSeconds() + UPLOAD_TOKEN_TTL_SECONDS;
    return { token: this.deps.tokens.issue(userId, fix, exp), expire_time: exp };
  }

  /** A valid, unexpired token of mine; a 400 the client answers by asking for a new one. */
  private claims(userId: number, token: string | undefined) {
    const claims = token ? this.deps.tokens.verify(token, userId, this.nowSeconds()) : null;
    if (!claims) throw AppError.badRequest(MSG.uploadTokenRequired);
    return claims;
  }

  /**
   * The image pipeline of every upload (uploads/image.ts: content-checked, re-encoded to
   * WebP without metadata, at most COMMON_IMAGE_MAX_PX on its longer side).
   */
  private store(file: Buffer) {
    return storeFittedImage(this.deps.storage, file, {
      folder: 'images',
      maxPx: COMMON_IMAGE_MAX_PX,
    });
  }

  /** /web/common/image: stores the picture and spends the token on it. */
  async upload(
    userId: number,
    token: string | undefined,
    readFile: () => Promise<Buffer>,
  ): Promise<CommonImage> {
    const claims = this.claims(userId, token);
    const url = await this.store(await readFile());
    const row = await insertUserImage(this.deps.db, {
      userId,
      purpose: claims.fix,
      url,
      tokenId: claims.jti,
    });
    if (!row) throw AppError.badRequest(MSG.uploadTokenRequired);
    return { id: row.id, url: row.url };
  }

  /**
   * /web/common/replace_image: only my own picture (anyone else's is 404, as if it did not
   * exist, checked before the token or the file are looked at); the token is spent on it.
   */
  async replace(
    userId: number,
    id: number,
    token: string | undefined,
    readFile: () => Promise<Buffer>,
  ): Promise<CommonImage> {
    if (!(await findOwnImage(this.deps.db, userId, id))) throw AppError.notFound(MSG.imageNotFound);
    const claims = this.claims(userId, token);
    const url = await this.store(await readFile());
    const row = await replaceUserImage(this.deps.db, userId, id, url, claims.jti);
    if (!row) throw AppError.badRequest(MSG.uploadTokenRequired);
    return { id: row.id, url: row.url };
  }
}
