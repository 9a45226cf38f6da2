import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | null = null;

/**
 * sharp (libvips), loaded on the first image it processes rather than at start: a server
 * that is only read never pays its ~20 MB of resident memory (docs/faults.md "Memory").
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
