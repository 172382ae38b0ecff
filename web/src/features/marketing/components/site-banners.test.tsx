import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_POLICY_IMPLEMENTED_AT } from '@app/domain';
import { renderRoute } from '#app/test/render-app.tsx';
import { SiteBanners } from './site-banners.tsx';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const render = () => renderRoute(<SiteBanners />, { path: '/', url: '/' });

describe('SiteBanners', () => {
  it('shows the cookie banner until cookies are accepted, and remembers it', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(PRIVACY_POLICY_IMPLEMENTED_AT + 40 * DAY);
    const { user, unmount } = await render();
    const banner = await screen.findByRole('region', { name: 'Cookie notice' });
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(banner).not.toBeInTheDocument();
    unmount();
    await render();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('shows the cookie and privacy notices in one bar; accepting it settles both', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(PRIVACY_POLICY_IMPLEMENTED_AT + 2 * DAY);
    const { user, unmount } = await render();
    const bar = await screen.findByRole('region', { name: 'Cookies and privacy' });
    expect(bar).toHaveTextContent('We have updated our privacy policy.');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(bar).not.toBeInTheDocument();
    unmount();
    await render();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the privacy policy notice within 30 days of the policy, until dismissed', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(PRIVACY_POLICY_IMPLEMENTED_AT + 2 * DAY);
    window.localStorage.setItem('marketing.cookiesAccepted', 'true');
    const { user } = await render();
    await screen.findByRole('region', { name: 'Privacy policy update' });
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss the privacy notice' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Privacy policy update' })).toBeNull(),
    );
  });

  it('has no privacy bar after the 30 days', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(PRIVACY_POLICY_IMPLEMENTED_AT + 31 * DAY);
    await render();
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(screen.queryByRole('region', { name: 'Privacy policy update' })).toBeNull();
  });

  it('offers the mobile app on a phone only, once cookies are settled (one bar at a time)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(PRIVACY_POLICY_IMPLEMENTED_AT + 40 * DAY);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    );
    const { user } = await render();
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(screen.queryByRole('region', { name: 'Mobile app' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    await screen.findByRole('region', { name: 'Mobile app' });
    // The button reads "Not now"; its name says what it does (and starts with the words shown).
    await user.click(screen.getByRole('button', { name: 'Not now: hide the app banner' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mobile app' })).toBeNull());
  });

  it('does not offer the app on a desktop', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(PRIVACY_POLICY_IMPLEMENTED_AT + 40 * DAY);
    await render();
    await screen.findByRole('region', { name: 'Cookie notice' });
    expect(screen.queryByRole('region', { name: 'Mobile app' })).toBeNull();
  });
});
