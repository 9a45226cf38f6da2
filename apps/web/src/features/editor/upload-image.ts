import { itemImage } from '@xinke/shared';
import { checkImageFile } from '../account/image-check';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';

/** How the editor uploads an image: the stored URL, or null when it was refused. */
export type ImageUploader = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<string | null>;

/**
 * Uploads one post image (POST /web/item/item_image, field item_image) and returns its URL,
 * or null when the file is refused here (type, 5 MB) or by the server (toasted either way).
 */
export async function uploadPostImage(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string | null> {
  const problem = checkImageFile(file);
  if (problem) {
    toast.error(problem);
    return null;
  }
  try {
    const answer = await uploadFile<{ url: string }>(
      itemImage.path,
      'item_image',
      file,
      onProgress,
    );
    return answer.url;
  } catch {
    return null;
  }
}
