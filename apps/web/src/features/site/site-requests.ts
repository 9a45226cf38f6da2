/**
 * Fixed inputs of the site's landing requests, shared by their queries and the boot script
 * (app/boot.ts), which must ask for exactly the same addresses.
 */
/** The web site shows the PC banners (the mini program has its own). */
export const BANNER_INPUT = { equipment: 'pc' } as const;
