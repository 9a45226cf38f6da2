export * from './draw';
export { sha256, hmacSha256, toHex, fromHex } from './sha256';
