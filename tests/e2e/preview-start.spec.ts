import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expect, test} from './fixtures';

// The repository, where the browser tests run (as cart-restart.spec.ts's stack assumes).
const ROOT = process.cwd();

/**
 * The local preview started by another program from a folder of its own, as the bench starts
 * the skeleton and a storefront built elsewhere would start ours: it serves the build it is
 * given, whatever the working directory.
 */
test('the preview starts from any working directory', async () => {
  test.setTimeout(60_000);
  const program = `
    const {startPreview} = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/preview.mjs')).href)});
    const preview = await startPreview({port: 0, root: ${JSON.stringify(ROOT)}});
    const response = await fetch(preview.url + '/favicon.svg');
    console.log('answer ' + response.status);
    await preview.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: os.tmpdir(),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  expect(output).toContain('answer 200');
  expect(code).toBe(0);
});
