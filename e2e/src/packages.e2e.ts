import type { Page } from '@playwright/test';
import { CAPABILITIES_HEADER } from '@app/domain';
import { baseURL, expect, signInThroughUi, test } from './fixtures.ts';
import { confirmChange, packageCard } from './package-steps.ts';

// The e2e database is shared by every spec. This one changes the packs of CUST0001 (which other
// specs use for other things) and reads its state first, so it does not depend on running before
// or after them; it activates BUNDLE01's bundle; DECLINE1, RESTRIC1 and BUNDHOLD change nothing.

const PACKAGES = '/account/settings/package-management';
const SKINNY_PACKS = ['Kids', 'Knowledge', 'Vibe', 'Variety'] as const;
const DATE = /\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;

async function openPackages(page: Page) {
  await page.goto(PACKAGES, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Packages' })).toBeVisible();
}

/** Whether a pack is held now: its card offers Cancel or Resubscribe. */
async function holds(page: Page, name: string): Promise<boolean> {
  const card = packageCard(page, name);
  await expect(card.getByRole('button').first()).toBeVisible();
  const buttons = card.getByRole('button', {
    name: new RegExp(`^(Cancel|Resubscribe to) ${name}$`),
  });
  return (await buttons.count()) > 0;
}

test.describe('My Packages in a real browser', () => {
  // A long journey: eight changes, each with its PIN.
  test('CUST0001 adds Vibe, cancels and resubscribes it, then takes the Ultimate upgrade on a 4th skinny pack', async ({
    page,
    signIn,
    axeViolations,
  }) => {
    test.setTimeout(120_000);
    await signIn('CUST0001');
    await openPackages(page);
    // This journey needs a household without Ultimate; no other spec changes CUST0001's packs.
    await expect(
      packageCard(page, 'Ultimate').getByRole('button', { name: /^(Add|Upgrade to) Ultimate$/ }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // The seed holds Kids only; should Vibe be held already, the journey goes on from there.
    const vibe = packageCard(page, 'Vibe');
    await expect(vibe.getByRole('button').first()).toBeVisible();
    if (await vibe.getByRole('button', { name: 'Add Vibe' }).count()) {
      await vibe.getByRole('button', { name: 'Add Vibe' }).click();
      await confirmChange(page, 'Vibe has been added.');
    } else if (await vibe.getByRole('button', { name: 'Resubscribe to Vibe' }).count()) {
      await vibe.getByRole('button', { name: 'Resubscribe to Vibe' }).click();
      await confirmChange(page, 'Vibe is no longer ending');
    }
    await expect(vibe.getByText('Subscribed')).toBeVisible();

    await vibe.getByRole('button', { name: 'Cancel Vibe' }).click();
    await confirmChange(page, /^Vibe is cancelled: you keep it until /);
    // The tick before it is decoration.
    await expect(vibe.getByText(/Ends on /)).toHaveText(
      new RegExp(`^(✓\\s*)?Ends on ${DATE.source}$`),
    );

    await vibe.getByRole('button', { name: 'Resubscribe to Vibe' }).click();
    await confirmChange(page, 'Vibe is no longer ending: it carries on as before.');
    await expect(vibe.getByRole('button', { name: 'Cancel Vibe' })).toBeVisible();

    // Skinny packs up to 3, then the 4th offers Ultimate before anything is bought.
    const notHeld: string[] = [];
    for (const name of SKINNY_PACKS) if (!(await holds(page, name))) notHeld.push(name);
    expect(notHeld.length).toBeGreaterThanOrEqual(1);
    const fourth = notHeld.pop()!;
    for (const name of notHeld) {
      await packageCard(page, name)
        .getByRole('button', { name: `Add ${name}` })
        .click();
      await confirmChange(page, `${name} has been added.`);
    }

    await packageCard(page, fourth)
      .getByRole('button', { name: `Add ${fourth}` })
      .click();
    const offer = page.getByRole('dialog', { name: 'Ultimate upgrade' });
    await expect(offer).toContainText('You already have 3 of the smaller packs.');
    expect(await axeViolations()).toEqual([]);
    await offer.getByRole('button', { name: 'Get Ultimate instead' }).click();
    await confirmChange(page, 'You now have Ultimate.');

    await expect(
      packageCard(page, 'Ultimate').getByRole('button', { name: 'Cancel Ultimate' }),
    ).toBeVisible();
    for (const name of SKINNY_PACKS) {
      const included = packageCard(page, name).getByRole('button', {
        name: `Included in Ultimate: ${name}`,
      });
      await expect(included).toBeDisabled();
    }

    // The server agrees: a reload shows the same.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(
      packageCard(page, 'Kids').getByRole('button', { name: 'Included in Ultimate: Kids' }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  test('DECLINE1 is told Subscription Failed / Payment declined, and nothing changes', async ({
    page,
    signIn,
  }) => {
    await signIn('DECLINE1');
    await openPackages(page);
    const vibe = packageCard(page, 'Vibe');
    await vibe.getByRole('button', { name: 'Add Vibe' }).click();

    await page
      .getByRole('dialog', { name: 'Package terms' })
      .getByRole('button', { name: 'Accept and continue' })
      .click();
    const pin = page.getByRole('dialog', { name: 'Enter your PIN' });
    await pin.getByLabel('PIN', { exact: true }).fill('1234');
    await pin.getByRole('button', { name: 'Continue' }).click();

    const alert = page.getByRole('dialog', { name: 'Subscription Failed' });
    await expect(alert).toContainText('Payment declined');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(vibe.getByRole('button', { name: 'Add Vibe' })).toBeVisible();
  });

  test('RESTRIC1, signed in from a link with act_code, sees no packages but the notice', async ({
    page,
    axeViolations,
  }) => {
    await page.goto(`${PACKAGES}?act_code=RESTRIC1`, { waitUntil: 'domcontentloaded' });
    const code = page.getByLabel('Activation code');
    await expect(code).toHaveValue('RESTRIC1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'My Packages' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname + url.search === PACKAGES);
    await expect(page.getByRole('note')).toContainText('Account Restricted');
    await expect(page.getByRole('list', { name: 'Packages' })).toHaveCount(0);
    expect(await axeViolations()).toEqual([]);
  });

  test('a hand-over code in auth_cookie signs another browser in, and leaves the URL', async ({
    browser,
    context,
    signIn,
  }) => {
    await signIn('DECLINE1');
    // A link carries a single-use hand-over code (issue 17), never the session token itself.
    const handover = await context.request.post('/v2/subscriber/handover_code', {
      headers: { 'X-Capabilities': CAPABILITIES_HEADER },
    });
    expect(handover.status()).toBe(200);
    const { code } = (await handover.json()) as { code: string };
    expect(code).toBeTruthy();

    const other = await browser.newContext({ baseURL: baseURL() });
    try {
      const page = await other.newPage();
      await page.goto(`${PACKAGES}?auth_cookie=${encodeURIComponent(code)}`, {
        waitUntil: 'domcontentloaded',
      });
      await expect(page.getByRole('heading', { level: 1, name: 'My Packages' })).toBeVisible();
      await expect(
        packageCard(page, 'Vibe').getByRole('button', { name: 'Add Vibe' }),
      ).toBeVisible();
      await expect(page).toHaveURL((url) => url.search === '');
    } finally {
      await other.close();
    }
  });
});

test.describe('the streaming-bundle pages in a real browser', () => {
  test('BUNDLE01 activates the bundle and the page sees it; its account page shows it', async ({
    page,
    signIn,
    axeViolations,
  }) => {
    await signIn('BUNDLE01');
    await page.goto('/streamplus', { waitUntil: 'domcontentloaded' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activate StreamPlus' }),
    ).toBeVisible();
    await expect(page.getByText('Not activated yet.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Activate StreamPlus' }).click();
    const activated = page.getByText(/^Activated on .* You can watch StreamPlus now\.$/);
    await expect(activated).toHaveText(DATE);

    await page.getByRole('link', { name: 'See your StreamPlus account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your StreamPlus account' }),
    ).toBeVisible();
    await expect(page.getByText('You can watch StreamPlus', { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(DATE);
    await expect(
      page.getByRole('link', { name: /Manage your StreamPlus account/ }),
    ).toHaveAttribute('target', '_blank');
    expect(await axeViolations()).toEqual([]);
  });

  test('BUNDHOLD lands on the hold page', async ({ page, axeViolations }) => {
    await signInThroughUi(page, 'BUNDHOLD');
    await page.goto('/streamplus', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/streamplus-hold$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'StreamPlus is on hold' }),
    ).toBeVisible();
    await expect(page.getByRole('note')).toContainText('We could not take the payment');
    expect(await axeViolations()).toEqual([]);
  });

  test('a household without the bundle is told so', async ({ page, signIn }) => {
    await signIn('DECLINE1');
    await page.goto('/streamplus', { waitUntil: 'domcontentloaded' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'No StreamPlus on this account' }),
    ).toBeVisible();
  });
});
