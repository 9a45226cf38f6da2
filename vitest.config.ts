import { defineConfig } from 'vitest/config';

/**
 * React's scheduler runs queued work on a later macrotask. When a web test file's last
 * answer lands while jsdom is being torn down, that work finds no `window` and throws
 * "window is not defined" from react-dom after every test of the file has passed
 * (src/test/setup.ts waits out what it can see: lazy loads, toasts, a few React turns).
 * While a web test runs, `window` always exists, so this exact error from react-dom can
 * only be that teardown race; any other unhandled error still fails the run.
 */
function isReactAfterTeardown(error: { name?: string; message?: string; stack?: string }) {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /react-dom/.test(error.stack ?? '')
  );
}

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default on a 2-core machine is one worker (cores − 1): the web and unit
    // files then ran one at a time (4.5 min; 2.6 min with two, measured).
    maxWorkers: 2,
    onUnhandledError: (error) => !isReactAfterTeardown(error),
  },
});
