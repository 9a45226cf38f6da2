import {
  COMMON_IMAGE_FIELD,
  UPLOAD_PURPOSE,
  UPLOAD_TOKEN_HEADER,
  commonImage,
  commonToken,
  type CommonImage,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { checkImageFile } from '../account/image-check';

/**
 * A contest picture through the common image upload with purpose 活动作品 (fix=2): its path,
 * or null (a refused file is toasted; an upload failure is toasted by uploadFile).
 */
export async function uploadContestImage(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) {
    toast.error(problem);
    return null;
  }
  try {
    const { token } = await api(commonToken, { fix: UPLOAD_PURPOSE.activity });
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
