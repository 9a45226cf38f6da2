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
 * A feedback screenshot through the common image upload with purpose 意见反馈 (the server
 * takes only the member's own feedback uploads, docs/feedback.md); its path or null.
 */
export async function uploadFeedbackImage(file: File): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) {
    toast.error(problem);
    return null;
  }
  try {
    const { token } = await api(commonToken, { fix: UPLOAD_PURPOSE.feedback });
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
