// Debian's Chromium driven by playwright-core (no browser download), one fresh profile per browser.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL || 'http://127.0.0.1:8091').replace(/\/$/, '');
const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A browser with a fresh user-data-dir; close() removes it. The application's service worker
 * is blocked unless asked for: it would fetch the whole build into every fresh profile, which
 * only the portal's offline test needs.
 */
export async function openBrowser({ serviceWorkers = false } = {}) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'emis-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: false, // '--headless=new' is passed as an argument instead
    args: ARGS,
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Writes e2e/artifacts/<name>.png. */
export async function shot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A name that no earlier run has used, for tests that share one database. */
export function unique(prefix) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
