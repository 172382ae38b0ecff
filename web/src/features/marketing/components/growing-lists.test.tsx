import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_VERSION } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { stubApi } from '#app/features/marketing/test/marketing-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lists that grow', () => {
  it('release notes show 9, then 9 more, then all 26 and say so', async () => {
    stubApi();
    const { user } = await renderApp('/release-notes');
    await screen.findByRole('heading', { level: 1, name: 'Release notes' });
    const notes = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(notes()).toHaveLength(9);
    const more = screen.getByRole('button', { name: 'Show more release notes' });
    await user.click(more);
    expect(notes()).toHaveLength(18);
    await user.click(more);
    expect(notes()).toHaveLength(26);
    expect(screen.getByText('That’s everything.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more release notes' })).toBeNull();
  });

  it('release notes run newest first by date, the newest being the app’s version', async () => {
    stubApi();
    const { user } = await renderApp('/release-notes');
    await screen.findByRole('heading', { level: 1, name: 'Release notes' });
    const more = screen.getByRole('button', { name: 'Show more release notes' });
    await user.click(more);
    await user.click(more);
    const main = within(screen.getByRole('main'));
    const titles = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    const dates = main.getAllByText(/^\d{2}\/\d{2}\/\d{2}$/).map((p) => {
      const [dd, mm, yy] = p.textContent!.split('/').map(Number) as [number, number, number];
      return Date.UTC(2000 + yy, mm - 1, dd);
    });
    expect(dates).toHaveLength(26);
    for (let i = 1; i < dates.length; i++) expect(dates[i]).toBeLessThan(dates[i - 1]!);
    // The footer no longer shows the version to customers (issue 21): the newest note is the
    // app's own version, the one the boxes and usage events report.
    expect(titles[0]).toContain(`Version ${BRAND_VERSION}:`);
    const versions = titles.map((title) => /Version (\d+)\.(\d+)\.(\d+)/.exec(title)!.slice(1));
    const rank = ([a, b, c]: string[]) => Number(a) * 1e6 + Number(b) * 1e3 + Number(c);
    for (let i = 1; i < versions.length; i++) {
      expect(rank(versions[i]!)).toBeLessThan(rank(versions[i - 1]!));
    }
  });

  it('reviews show 12 more per click', async () => {
    stubApi();
    const { user } = await renderApp('/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    expect(screen.getAllByRole('figure')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(screen.getAllByRole('figure')).toHaveLength(24);
  });

  it('jobs show 8 at a time and each has its own page', async () => {
    stubApi();
    const { user } = await renderApp('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await user.click(screen.getByRole('link', { name: 'Product designer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product designer' }),
    ).toBeInTheDocument();
  });

  it('press releases show 16 a page, with the next page and each article', async () => {
    stubApi();
    const { user } = await renderApp('/press-releases');
    await screen.findByRole('heading', { level: 1, name: 'Press releases' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(16);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Older releases' }));
    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument();
    // Each page of the list is a page of its own: its own H1 and title.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Press releases, page 2 of 5' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Press releases, page 2 of 5 – Home TV'));
    await user.click(
      within(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })[0]!).getByRole(
        'link',
      ),
    );
    expect(await screen.findByRole('link', { name: 'All press releases' })).toBeInTheDocument();
  });
});
