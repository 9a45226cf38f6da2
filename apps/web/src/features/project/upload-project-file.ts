import {
  MSG,
  PROJECT_FILE_FIELD,
  RESOURCE_FILE_EXTENSIONS,
  RESOURCE_FILE_MAX_BYTES,
  projectFileUpload,
  type ProjectFile,
} from '@xinke/shared';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';

/*
 * A project file goes through the resource library's checks on the server (docs/project.md):
 * by name and by content. The browser says the obvious refusals (type by name, size, empty)
 * before a long upload starts, in the server's own words.
 */

/** What the file picker offers. */
export const PROJECT_FILE_ACCEPT = [...RESOURCE_FILE_EXTENSIONS, 'tgz']
  .map((e) => `.${e}`)
  .join(',');

export function checkProjectFile(file: File): string | null {
  const lower = file.name.toLowerCase();
  if (!RESOURCE_FILE_EXTENSIONS.some((e) => lower.endsWith(`.${e}`) || lower.endsWith('.tgz')))
    return MSG.resourceFileTypeInvalid;
  if (file.size > RESOURCE_FILE_MAX_BYTES) return MSG.resourceFileTooLarge;
  if (file.size === 0) return MSG.resourceFileEmpty;
  return null;
}

/**
 * Uploads one file (POST /web/project/file) with its progress; the stored file, or null when
 * refused here or by the server (toasted either way). No timeout: up to 200 MB.
 */
export async function uploadProjectFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<ProjectFile | null> {
  const problem = checkProjectFile(file);
  if (problem) {
    toast.error(problem);
    return null;
  }
  try {
    return await uploadFile<ProjectFile>(
      projectFileUpload.path,
      PROJECT_FILE_FIELD,
      file,
      onProgress,
      {},
      0,
    );
  } catch {
    return null;
  }
}
