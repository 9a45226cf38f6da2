import {
  COMMON_IMAGE_FIELD,
  UPLOAD_PURPOSE,
  UPLOAD_TOKEN_HEADER,
  commonImage,
  commonToken,
  type CommonImage,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';
import { checkImageFile } from '../../account/image-check';

/**
 * Uploads a console image (banner, hover QR, logo, popup) through the site's common image
 * upload (docs/uploads.md: a one-use token, the type checked by content, re-encoded to
 * WebP) and returns its /uploads/… path, or null when refused (toasted either way).
 */
export async function uploadSiteImage(file: File): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) {
    toast.error(problem);
    return null;
  }
  try {
    const { token } = await api(commonToken, { fix: UPLOAD_PURPOSE.common });
    const image = await uploadFile<CommonImage>(
      commonImage.path,
      COMMON_IMAGE_FIELD,
      file,
      undefined,
      { [UPLOAD_TOKEN_HEADER]: token },
    );
    return image.url;
  } catch {
    return null;
  }
}
