// Finds a Chromium for Playwright, axe and Lighthouse: Debian's, or Playwright's own where present.
import {existsSync} from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = CANDIDATES.find((file) => existsSync(file));
  if (system) return system;
  try {
    const {chromium} = await import('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core has no browser of its own here
  }
  return null;
}

export const INSTALL_HINT =
  'No Chromium found: install one with `sudo apt-get install -y chromium` (or set CHROME_PATH).';
