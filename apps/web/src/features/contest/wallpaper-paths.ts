import { ACTIVITY_KIND, WALLPAPER_PREFIX } from '@xinke/shared';

export type WallpaperTab = 'index' | 'rule' | 'vote' | 'upload';
export type WallpaperPrefix = (typeof WALLPAPER_PREFIX)[keyof typeof WALLPAPER_PREFIX];

/** SPEC §2: /app/wallPaper-index/{id} (desktop wallpapers), /app/wallPaper2-… (phone). */
export const wallpaperPath = (prefix: string, tab: WallpaperTab, id: number) =>
  `/app/${prefix}-${tab}/${id}`;

/** The page prefix of a wallpaper kind, or null for any other kind. */
export function prefixOfKind(kind: string): WallpaperPrefix | null {
  if (kind === ACTIVITY_KIND.wallpaper) return WALLPAPER_PREFIX.wallpaper;
  if (kind === ACTIVITY_KIND.wallpaperPhone) return WALLPAPER_PREFIX.wallpaper_phone;
  return null;
}

/** `wallPaper2-vote/7` → prefix wallPaper2 and tab vote. */
export function parseWallpaperPath(pathname: string): { prefix: string; tab: WallpaperTab } {
  const m = /\/app\/(wallPaper2?)-(index|rule|vote|upload)\//.exec(pathname);
  return { prefix: m?.[1] ?? 'wallPaper', tab: (m?.[2] ?? 'index') as WallpaperTab };
}
