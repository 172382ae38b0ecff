import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

interface Fixtures {
  /**
   * Console errors a spec causes on purpose (e.g. a call it makes fail): every other console
   * error, uncaught page error or React recoverable-error report fails the spec (consoleGuard).
   */
  expectedConsoleErrors: RegExp[];
  consoleGuard: void;
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

/**
 * Chromium logs every 4xx answer as a console error. An API call's 4xx is an answer the app
 * handles and the spec checks (an anonymous visitor's cookie sign-in is 401 by design, docs/api.md
 * AUTH_FAILED; a wrong password is 401), and so is a page's own 404: neither is the page's fault.
 * A missing script, style or picture (4xx) and any 5xx are.
 */
const API_CALL = /^\/v\d\//;
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d+)/;

/** The console errors of the test under way, from every context of the worker's browser. */
const consoleErrors: string[] = [];
/** Pages answered with a 4xx status on purpose (a 404 page): Chromium logs those too. */
const documentsWithClientErrors = new Set<string>();
const watched = new WeakSet<BrowserContext>();

function watchConsole(context: BrowserContext): BrowserContext {
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('response', (response) => {
    const status = response.status();
    if (response.request().resourceType() === 'document' && status >= 400 && status < 500) {
      documentsWithClientErrors.add(response.url());
    }
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const failed = FAILED_RESOURCE.exec(message.text());
    if (failed && source) {
      const status = Number(failed[1]);
      const clientError = status >= 400 && status < 500;
      if (clientError && API_CALL.test(new URL(source).pathname)) return;
      if (clientError && documentsWithClientErrors.has(source)) return;
    }
    consoleErrors.push(`${message.text()} (${source || 'no source'})`);
  });
  context.on('weberror', (error) => consoleErrors.push(`uncaught: ${error.error().message}`));
  return context;
}

export const test = base.extend<Fixtures, { watchContexts: void }>({
  // Every context the worker's browser opens, the spec's own (browser.newContext) included.
  watchContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watchConsole(await newContext(options));
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, expectedConsoleErrors }, use) => {
      watchConsole(context);
      consoleErrors.length = 0;
      documentsWithClientErrors.clear();
      await use();
      const unexpected = consoleErrors.filter(
        (text) => !expectedConsoleErrors.some((expected) => expected.test(text)),
      );
      consoleErrors.length = 0;
      expect(unexpected, 'console errors, page errors or React recoverable errors').toEqual([]);
    },
    { auto: true },
  ],
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
