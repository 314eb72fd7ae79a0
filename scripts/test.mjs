// `npm test`: everything, in the order that fails fastest. Stops at the first red step.
import {spawnSync} from 'node:child_process';
import {findChromium, INSTALL_HINT} from './browser.mjs';

const steps = [
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['react-router', 'typegen']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  // Unused files, exports, types and dependencies (knip.config.ts); after typegen, whose
  // route types the routes import.
  ['unused code', 'npx', ['knip', '--no-progress']],
  // Codegen validates every document against the 2025-07 schema; its output must be committed.
  ['codegen', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']],
  ['codegen', 'git', ['diff', '--exit-code', '--stat', '--', 'storefrontapi.generated.d.ts']],
  ['unit, sandbox and contract tests', 'npx', ['vitest', 'run']],
  ['build', 'npx', ['react-router', 'build']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const chromium = await findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

for (const [name, command, args] of steps) {
  if (command === 'git' && spawnSync('git', ['rev-parse', '--is-inside-work-tree']).status !== 0)
    continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: {...process.env, CHROME_PATH: chromium},
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${command} ${args.join(' ')})`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
