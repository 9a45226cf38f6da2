import { defineProject } from 'vitest/config';

// Tests of the root scripts (npm test's runner), in plain Node.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
