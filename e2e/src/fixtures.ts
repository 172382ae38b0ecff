import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';

/** Debian's Chromium; the flags keep it from reaching for the network (closed here). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Fixtures {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Opens a path of the app and waits for it to settle. */
  goto: (path: string) => Promise<Page>;
  /** Signs in through the UI as a demo household with a PIN, and waits for the account menu. */
  signIn: (activationCode: string, pin?: string) => Promise<void>;
  /** Axe violations of the current page (WCAG 2.1 A and AA). */
  axeViolations: () => Promise<{ id: string; help: string; nodes: number }[]>;
}

export const baseURL = () => inject('baseURL');

/** The sign-in steps as a user takes them: code, Continue, PIN, Sign in; then the account menu. */
export async function signInThroughUi(page: Page, activationCode: string, pin = '1234') {
  await page.goto('/account/signin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Activation code').fill(activationCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'My account' }).waitFor();
}

export const test = base.extend<Fixtures>({
  browser: [
    // Vitest reads a fixture's dependencies from its destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  context: async ({ browser }, use) => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 1280, height: 800 },
    });
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
  },
  goto: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      return page;
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (activationCode, pin = '1234') => {
      await signInThroughUi(page, activationCode, pin);
    });
  },
  axeViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.length }));
    });
  },
});

export { expect } from 'vitest';
