import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { anAccount } from '#app/test/session-fixtures.ts';

async function stillNeedHelp(session: Parameters<typeof renderApp>[1]) {
  await renderApp('/account/help', session);
  const section = await screen.findByRole('region', { name: 'Still need help?' });
  return within(section).getByRole('link', { name: 'Contact us' });
}

describe('account help, worded by role', () => {
  it('sends a provider customer to the provider first, then to the provider form', async () => {
    const link = await stillNeedHelp({
      session: anAccount({ isp: { name: 'Direct', purchase_disabled: false } }),
    });
    expect(screen.getByText(/looked after by Direct: contact them for billing/)).toBeVisible();
    expect(link).toHaveAttribute('href', '/contact-us/isps');
  });

  it('speaks of the app to a standalone user', async () => {
    const link = await stillNeedHelp({
      session: anAccount({ terminals: [{ type: 'STANDALONE', activation_status: 'ACTIVATED' }] }),
    });
    expect(screen.getByText(/You watch in the app, without a box/)).toBeVisible();
    expect(link).toHaveAttribute('href', '/contact-us/general');
  });

  it('asks a visitor to sign in, or write to us', async () => {
    const link = await stillNeedHelp({ session: null });
    expect(screen.getByText(/Sign in for answers about your own account/)).toBeVisible();
    expect(link).toHaveAttribute('href', '/contact-us');
  });
});
