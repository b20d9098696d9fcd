// Browser suite (npm run test:browser): needs Debian's chromium at /usr/bin/chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/setup/pictures.ts'],
    include: ['test/browser/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
