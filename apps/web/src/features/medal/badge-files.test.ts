import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVELS, SEEDED_MEDALS } from '@xinke/shared';
import viteConfig from '../../../vite.config';

/**
 * Badge paths in the shared constants are what the browser requests, and the site's static
 * files (apps/web/public) are served under the Vite base (/app/): a path outside it, or a
 * missing file, is a broken image on the medal, level and about-us pages.
 */
const publicDir = join(__dirname, '../../../public');
const base = (viteConfig as { base?: string }).base ?? '/';

describe.each([
  ['medal', SEEDED_MEDALS.map((m) => m.image)],
  ['level', LEVELS.map((l) => l.image)],
])('%s badges', (_kind, images) => {
  it.each(images)('%s is a file of apps/web/public served under the Vite base', (image) => {
    expect(image.startsWith(base)).toBe(true);
    expect(existsSync(join(publicDir, image.slice(base.length)))).toBe(true);
  });
});
