import {
  COMMON_IMAGE_FIELD,
  UPLOAD_TOKEN_HEADER,
  commonImage,
  commonToken,
  type CommonImage,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { checkImageFile } from './image-check';

/**
 * A picture through the common image upload (docs/uploads.md: a one-use token for
 * `purpose`, the type checked by content): its /uploads/… path, or null when refused (a
 * refused file is toasted here, an upload failure by uploadFile). The server takes only the
 * member's own uploads of the right purpose for feedback and contest works.
 */
export async function uploadCommonImage(
  file: File,
  purpose: number,
  onProgress?: (percent: number) => void,
): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) {
    toast.error(problem);
    return null;
  }
  try {
    const { token } = await api(commonToken, { fix: purpose });
    const image = await uploadFile<CommonImage>(
      commonImage.path,
      COMMON_IMAGE_FIELD,
      file,
      onProgress,
      { [UPLOAD_TOKEN_HEADER]: token },
    );
    return image.url;
  } catch {
    return null;
  }
}
