// Scale suite (npm run test:scale): needs redis-server and nginx from Debian's packages.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/scale/**/*.scale.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
