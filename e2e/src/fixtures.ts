import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

interface Fixtures {
  /** Opens a path of the app once its document has loaded (the app then draws it). */
  goto: (path: string) => Promise<Page>;
  /** Signs in through the UI as a demo household with a PIN, and waits for the account menu. */
  signIn: (activationCode: string, pin?: string) => Promise<void>;
  /** Axe violations of the current page (WCAG 2.1 A and AA). */
  axeViolations: () => Promise<{ id: string; help: string; nodes: number }[]>;
}

/** The shared server's address, set by global-setup.ts before the workers start. */
export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs with `npm run test:e2e`');
  return url;
};

/** The sign-in steps as a user takes them: code, Continue, PIN, Sign in; then the account menu. */
export async function signInThroughUi(page: Page, activationCode: string, pin = '1234') {
  await page.goto('/account/signin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Activation code').fill(activationCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
}

/**
 * Holds the app's script back until the returned function is called: the server-rendered page is
 * on screen and can be typed into, as on a slow phone before the app comes alive. Open the page
 * with `waitUntil: 'commit'`: 'domcontentloaded' waits for the held module script.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Starts recording the page's layout shifts that no input caused (what CLS adds up), from its
 * first paint on: call before opening the page; read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

export const test = base.extend<Fixtures>({
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

export { expect };
