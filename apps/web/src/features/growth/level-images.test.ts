import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '@xinke/shared';

/** The SPA's base (vite.config.ts): the server serves apps/web/public under it only. */
const BASE = '/app/';
/** apps/web/public, from this file (apps/web/src/features/growth). */
const PUBLIC_DIR = join(__dirname, '../../../public');

describe('level badges (LEVELS image) are files the server serves', () => {
  it.each(LEVELS.map((level) => [level.name, level.image]))('%s → %s', (_name, image) => {
    expect(image.startsWith(BASE)).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, image.slice(BASE.length)))).toBe(true);
  });
});
