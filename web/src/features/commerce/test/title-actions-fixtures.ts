import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Account } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { aRentableMovie, fakeCommerceServer } from '#app/test/commerce-fixtures.ts';
import { fakeApi, fakeSessionServer, type FakeHousehold } from '#app/test/session-fixtures.ts';

export async function open(
  household: FakeHousehold,
  titles = [aRentableMovie()],
  options: Parameters<typeof fakeCommerceServer>[2] = {},
  url = `/movie/details/${titles[0]!.id}`,
) {
  const session = fakeSessionServer([household], household.code);
  const commerce = fakeCommerceServer(household, titles, options);
  const api = fakeApi({ ...session.handlers, ...commerce.handlers });
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp(url, { session: 'from-api' });
  return { ...view, api, commerce };
}

export async function startRenting(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Buy or rent The Lantern Keeper' }));
  return screen.findByRole('dialog', { name: 'Choose how to watch The Lantern Keeper' });
}

/** A definition list's terms and their values. */
export function termsOf(container: HTMLElement) {
  const terms = within(container).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

export async function enterPin(user: Awaited<ReturnType<typeof open>>['user'], pin = '1234') {
  const dialog = await screen.findByRole('dialog', { name: 'Enter your PIN' });
  await user.type(within(dialog).getByLabelText('PIN', { exact: true }), pin);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

/** The Lantern Keeper bought for keeps, as the account lists it. */
export function boughtForKeeps(): Account['entitlements'][string] {
  return {
    state: 'PURCHASED',
    created: new Date().toISOString(),
    expires: null,
    download_expires: new Date(Date.now() + 86_400_000).toISOString(),
    price_rule: null,
    children: {},
  };
}

/** Each test starts with no session of its own, and gets the real fetch and browser back after it. */
export function freshBrowserEachTest() {
  // A session this browser had before would make a signed-out start read as 'session ended'.
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
