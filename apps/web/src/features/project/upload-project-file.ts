import { PROJECT_FILE_FIELD, projectFileUpload, type ProjectFile } from '@xinke/shared';
import { checkLibraryFile } from '../../lib/library-file';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';

/*
 * A project file goes through the resource library's checks on the server (docs/project.md):
 * by name and by content. The browser says the obvious refusals (type by name, size, empty)
 * before a long upload starts, in the server's own words.
 */

/**
 * Uploads one file (POST /web/project/file) with its progress; the stored file, or null when
 * refused here or by the server (toasted either way). No timeout: up to 200 MB.
 */
export async function uploadProjectFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<ProjectFile | null> {
  const problem = checkLibraryFile(file);
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
