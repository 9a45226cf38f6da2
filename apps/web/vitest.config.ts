import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom rendering antd screens on the 2-core CI machine, beside the server suites: the
    // default 5 s timed out tests that pass in 1–2 s alone. A test that waits longer says so.
    testTimeout: 20_000,
  },
});
