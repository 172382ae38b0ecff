import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_VERSION } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { fakeApi, noSession } from '#app/test/session-fixtures.ts';

beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi({ '/v2/subscriber/authenticate_with_cookie': noSession }).fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('brands in the shell', () => {
  it('the vendor brand shows no top navigation on sign-in, with its own name and texts', async () => {
    await renderApp('/account/signin', { brand: 'vendor' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northway TV' })).toBeInTheDocument();
    expect(
      screen.getByText(/sign in with the activation code from your northway box/i),
    ).toBeVisible();
  });

  it('the vendor brand keeps the top navigation on other pages', async () => {
    await renderApp('/account/signin/whereismycode', { brand: 'vendor' });

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('the default brand shows the top navigation on sign-in, and no version in the footer', async () => {
    await renderApp('/account/signin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home TV' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(`Version ${BRAND_VERSION}`);
  });
});
