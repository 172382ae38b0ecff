import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLE_POLL_MS, formatDisplayDate, type StreamingBundle } from '@app/domain';
import { DEFAULT_BUNDLE_PARTNER_ACCOUNT_URL } from '#app/config/bundle-settings.ts';
import { renderApp } from '#app/test/render-app.tsx';
import {
  anAccount,
  fakeApi,
  fakeSessionServer,
  okAnswer,
  refusal,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

// Each page comes through a lazy route and its loader: give a busy machine time to find it.
configure({ asyncUtilTimeout: 5000 });

const ACTIVATED_AT = '2026-11-20T09:30:00.000Z';

function aBundle(overrides: Partial<StreamingBundle> = {}): StreamingBundle {
  return {
    activation_date: null,
    activation_check_url: '/v2/bundle/account?token=abc123',
    activation_url: '/v2/bundle/activate?token=abc123',
    has_access: false,
    billing_hold: false,
    ...overrides,
  };
}

const activated = () => aBundle({ activation_date: ACTIVATED_AT, has_access: true });

function household(bundle: StreamingBundle | null): FakeHousehold {
  return { code: 'BUNDLE01', pin: '1234', account: anAccount({ streaming_bundle: bundle }) };
}

const billingHold = (bundle = aBundle({ billing_hold: true })) =>
  refusal('ERR_BILLING_HOLD', 'On hold', 402, { streaming_bundle: bundle });

/**
 * The bundle calls of docs/api.md for one household: the check URL answers `check()` each time,
 * activate answers `activate()`.
 */
async function open(
  url: string,
  who: FakeHousehold,
  calls: { check?: () => Response; activate?: () => Response } = {},
) {
  const session = fakeSessionServer([who], who.code);
  const api = fakeApi({
    ...session.handlers,
    '/v2/bundle/account': calls.check ?? (() => okAnswer({ streaming_bundle: aBundle() })),
    '/v2/bundle/activate': calls.activate ?? (() => okAnswer({ streaming_bundle: activated() })),
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp(url, { session: 'from-api' });
  return { ...view, api };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the bundle activation page', () => {
  it('shows the bundle is not activated, and activates it with the button', async () => {
    const { user, api } = await open('/streamplus', household(aBundle()));

    await screen.findByRole('heading', { level: 1, name: 'Activate StreamPlus' });
    expect(await screen.findByText('Not activated yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/v2/bundle/account')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Activate StreamPlus' }));

    const date = formatDisplayDate(ACTIVATED_AT);
    expect(
      await screen.findByText(`Activated on ${date}. You can watch StreamPlus now.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate StreamPlus' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your StreamPlus account' })).toHaveAttribute(
      'href',
      '/streamplus-account',
    );
    expect(api.callsTo('/v2/bundle/activate')).toHaveLength(1);
  });

  it('checks the activation-check URL every 10 s until the bundle gives access', async () => {
    vi.useFakeTimers();
    let partnerActivated = false;
    const { api } = await open('/streamplus', household(aBundle()), {
      check: () => okAnswer({ streaming_bundle: partnerActivated ? activated() : aBundle() }),
    });
    await screen.findByText('Not activated yet.');
    await waitFor(() => expect(api.callsTo('/v2/bundle/account')).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(BUNDLE_POLL_MS));
    await waitFor(() => expect(api.callsTo('/v2/bundle/account')).toHaveLength(2));
    expect(screen.getByText('Not activated yet.')).toBeInTheDocument();

    // The customer confirms on the partner's side; the next check sees it.
    partnerActivated = true;
    await act(() => vi.advanceTimersByTimeAsync(BUNDLE_POLL_MS));
    expect(await screen.findByText(/You can watch StreamPlus now\./)).toBeInTheDocument();

    // Then it stops checking.
    await act(() => vi.advanceTimersByTimeAsync(BUNDLE_POLL_MS * 3));
    expect(api.callsTo('/v2/bundle/account')).toHaveLength(3);
  });

  it('goes to the hold page when the check answers ERR_BILLING_HOLD', async () => {
    const { router } = await open('/streamplus', household(aBundle()), {
      check: () => billingHold(),
    });

    await screen.findByRole('heading', { level: 1, name: 'StreamPlus is on hold' });
    expect(router.state.location.pathname).toBe('/streamplus-hold');
  });

  it('goes to the hold page when activating answers ERR_BILLING_HOLD', async () => {
    const { user, router } = await open('/streamplus', household(aBundle()), {
      activate: () => billingHold(),
    });

    await user.click(await screen.findByRole('button', { name: 'Activate StreamPlus' }));

    await screen.findByRole('heading', { level: 1, name: 'StreamPlus is on hold' });
    expect(router.state.location.pathname).toBe('/streamplus-hold');
  });

  it('says why activating failed otherwise', async () => {
    const { user } = await open('/streamplus', household(aBundle()), {
      activate: () => refusal('ERR_SOMETHING', 'The partner did not answer.', 409),
    });

    await user.click(await screen.findByRole('button', { name: 'Activate StreamPlus' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('StreamPlus could not be activated.');
    expect(alert).toHaveTextContent('The partner did not answer.');
  });

  it('links the hold page to where the payment is fixed: a provider for its customers', async () => {
    const who = household(aBundle({ billing_hold: true }));
    who.account = { ...who.account!, isp: { name: 'Wattle Broadband', purchase_disabled: false } };
    await open('/streamplus-hold', who);
    const link = await screen.findByRole('link', {
      name: 'Contact Wattle Broadband to update your payment details',
    });
    expect(link).toHaveAttribute('href', '/contact-us/isps');
  });

  it('links the hold page to the billing article and the contact form for our own customers', async () => {
    await open('/streamplus-hold', household(aBundle({ billing_hold: true })));
    expect(
      await screen.findByRole('link', { name: 'How to update your payment details' }),
    ).toHaveAttribute('href', '/faqs/account-and-billing/billing');
    expect(screen.getByRole('link', { name: 'Contact us about a payment' })).toHaveAttribute(
      'href',
      '/contact-us/general',
    );
  });

  it('sends a household whose account says billing hold straight to the hold page', async () => {
    const { router } = await open('/streamplus', household(aBundle({ billing_hold: true })));

    await screen.findByRole('heading', { level: 1, name: 'StreamPlus is on hold' });
    expect(router.state.location.pathname).toBe('/streamplus-hold');
  });

  it('tells a household without the bundle so', async () => {
    const { api } = await open('/streamplus', household(null));

    await screen.findByRole('heading', { level: 1, name: 'No StreamPlus on this account' });
    expect(screen.getByText(/does not include StreamPlus/)).toBeInTheDocument();
    expect(api.callsTo('/v2/bundle/account')).toHaveLength(0);
  });

  it('needs a signed-in customer', async () => {
    vi.stubGlobal('fetch', fakeApi(fakeSessionServer([household(aBundle())], null).handlers).fetch);
    const { router } = await renderApp('/streamplus', { session: 'from-api' });

    await screen.findByLabelText('Activation code', {});
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/streamplus');
  });
});

describe('the bundle hold page', () => {
  it('explains the billing problem and what to do', async () => {
    await open('/streamplus-hold', household(aBundle({ billing_hold: true })));

    await screen.findByRole('heading', { level: 1, name: 'StreamPlus is on hold' });
    expect(screen.getByRole('note')).toHaveTextContent('We could not take the payment');
    const steps = within(screen.getByRole('region', { name: 'What to do' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(3);
    expect(steps.getByRole('link', { name: 'Contact us about a payment' })).toHaveAttribute(
      'href',
      '/contact-us/general',
    );
  });
});

describe('the bundle account page', () => {
  it('shows the activation date, the access and the partner’s account page', async () => {
    await open('/streamplus-account', household(activated()), {
      check: () => okAnswer({ streaming_bundle: activated() }),
    });

    await screen.findByRole('heading', { level: 1, name: 'Your StreamPlus account' });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Activated on',
      'Access',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      formatDisplayDate(ACTIVATED_AT),
      'You can watch StreamPlus',
    ]);
    const manage = screen.getByRole('link', { name: /Manage your StreamPlus account/ });
    expect(manage).toHaveAttribute('href', DEFAULT_BUNDLE_PARTNER_ACCOUNT_URL);
    expect(manage).toHaveAttribute('target', '_blank');
    expect(manage).toHaveAccessibleName('Manage your StreamPlus account (opens in a new tab)');
  });

  it('shows a bundle not yet activated, with the way to activate it', async () => {
    await open('/streamplus-account', household(aBundle()));

    await screen.findByRole('heading', { level: 1, name: 'Your StreamPlus account' });
    expect(screen.getByText('Not activated yet')).toBeInTheDocument();
    expect(screen.getByText('No access yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activate StreamPlus' })).toHaveAttribute(
      'href',
      '/streamplus',
    );
  });

  it('goes to the hold page on ERR_BILLING_HOLD', async () => {
    const { router } = await open('/streamplus-account', household(activated()), {
      check: () => billingHold(),
    });

    await screen.findByRole('heading', { level: 1, name: 'StreamPlus is on hold' });
    expect(router.state.location.pathname).toBe('/streamplus-hold');
  });
});
