import type {KnipConfig} from 'knip';

// Knip's plugins find most entries themselves: React Router (react-router.config.ts, app/routes.ts
// and its route modules, app/root.tsx, app/entry.*.tsx), Vite, Vitest (tests/{unit,sandbox,
// contract}), Playwright (tests/e2e), GraphQL Codegen, ESLint and the package.json scripts
// (scripts/start.mjs, scripts/preview.mjs, scripts/test.mjs, sandbox/main.ts, bench/run.mjs).
const config: KnipConfig = {
  entry: [
    // The Oxygen worker: Hydrogen's Vite plugin takes it by convention, nothing imports it.
    'server.ts',
    // Run by hand (bench/README.md), not by a package.json script.
    'bench/heap-summary.mjs',
  ],
  ignore: [
    // Types of the .mjs beside them, read by TypeScript; Knip resolves imports to the .mjs.
    'scripts/*.d.mts',
  ],
};

export default config;
