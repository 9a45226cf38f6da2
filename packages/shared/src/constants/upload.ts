import { defineEnum } from './define-enum';

/**
 * SPEC §7 POST /web/common/token {fix}: `fix` names what the upload is for, and the token
 * only buys an upload of that purpose. SPEC leaves the values open (docs/uploads.md).
 */
export const UploadPurpose = defineEnum({
  common: { value: 1, label: '通用图片' },
  activity: { value: 2, label: '活动作品' },
  feedback: { value: 3, label: '意见反馈' },
});
export const UPLOAD_PURPOSE = UploadPurpose.values;

/** An upload token lives this long: enough to pick a file, too short to hoard. */
export const UPLOAD_TOKEN_TTL_SECONDS = 600;
/** Header of /web/common/image and /web/common/replace_image carrying the token. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
/** Multipart field of /web/common/image and /web/common/replace_image. */
export const COMMON_IMAGE_FIELD = 'image';
/** Longest side of a stored common image (scaled down, never up). */
export const COMMON_IMAGE_MAX_PX = 1920;
