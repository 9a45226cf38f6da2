import { MSG, RESOURCE_FILE_EXTENSIONS, RESOURCE_FILE_MAX_BYTES } from '@xinke/shared';

/*
 * Files the server checks as the resource library does (by name and content): library
 * resources and project files. The browser says the obvious refusals first — type by name,
 * size, empty — in the server's own words, before a long upload starts.
 */

/** What the file pickers offer (.tgz is a .tar.gz by another name). */
export const LIBRARY_FILE_ACCEPT = [...RESOURCE_FILE_EXTENSIONS, 'tgz']
  .map((e) => `.${e}`)
  .join(',');

export function checkLibraryFile(file: File): string | null {
  const lower = file.name.toLowerCase();
  if (!RESOURCE_FILE_EXTENSIONS.some((e) => lower.endsWith(`.${e}`) || lower.endsWith('.tgz')))
    return MSG.resourceFileTypeInvalid;
  if (file.size > RESOURCE_FILE_MAX_BYTES) return MSG.resourceFileTooLarge;
  if (file.size === 0) return MSG.resourceFileEmpty;
  return null;
}
