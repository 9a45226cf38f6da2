import { WEB_BANNER_EQUIPMENT } from '@xinke/shared';

/**
 * Fixed inputs of the site's landing requests, shared by their queries and the boot script
 * (app/boot.ts), which must ask for exactly the same addresses.
 */
export const BANNER_INPUT = { equipment: WEB_BANNER_EQUIPMENT } as const;
