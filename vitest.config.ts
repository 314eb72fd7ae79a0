import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

// Unit, sandbox and contract tests; the browser tests run under Playwright (tests/e2e).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/{unit,sandbox,contract}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
