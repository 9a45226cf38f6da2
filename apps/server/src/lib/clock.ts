/**
 * Milliseconds since the epoch. Services take one instead of calling Date.now() so tests
 * can move time (code expiry, QR expiry, session expiry) without sleeping.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const toUnixSeconds = (ms: number): number => Math.floor(ms / 1000);
