import { meetsMinSize, MSG, type WorkRule } from '@xinke/shared';

/** The pixel size of a picture file in the browser, or null when it does not decode. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/**
 * The server's minimum-size rule (WORK_RULES_BY_KIND), checked before uploading so a member
 * does not wait for an upload the submit would refuse: the refusal's words, or null.
 */
export function sizeProblem(
  rule: WorkRule,
  size: { width: number; height: number },
): string | null {
  if (meetsMinSize(rule, size.width, size.height)) return null;
  const portrait = (rule.minSize?.height ?? 0) > (rule.minSize?.width ?? 0);
  return portrait ? MSG.contestPhoneWallpaperTooSmall : MSG.contestWallpaperTooSmall;
}
