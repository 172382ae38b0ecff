import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCataloguePage, jsonAnswer } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/v2/plans')
      ? jsonAnswer({ plans: [], channels: {} })
      : jsonAnswer(aCataloguePage(0, 3, 3)),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('has a skip link to the main landmark, a header, a main and a footer', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'New movies every week, and TV live' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    await user.tab();
    expect(skip).toHaveFocus();
  });

  it('shows the brand name and the main navigation', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'New movies every week, and TV live' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Home TV' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['TV', '/tv'],
      ['TV Guide', '/tv/guide'],
      ['Movies', '/movie/store'],
      ['Movie Box', '/movie/box'],
      ['Packs', '/packages/premium-channels'],
      ['Help', '/faqs'],
      ['Contact', '/contact-us'],
    ]);
    // Search is the header's own box and button, not a link in the list.
    expect(
      within(header).getByRole('search', { name: 'Search titles, cast and crew' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/signin',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/tv/guide', 'TV Guide', 'TV'],
    ['/tv/store', 'TV', 'TV Guide'],
  ])('on %s marks %s, not %s, as the current page', async (url, current, other) => {
    await renderApp(url);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: current })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });

  it('has footer links, and no version number for customers', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'New movies every week, and TV live' });

    const footer = screen.getByRole('contentinfo');
    const links = within(
      within(footer).getByRole('navigation', { name: 'Help and legal' }),
    ).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help', '/faqs'],
      ['Contact us', '/contact-us'],
      ['Terms', '/terms-and-conditions'],
      ['Privacy', '/privacy-policy'],
    ]);
    expect(footer).not.toHaveTextContent('Version');
    // The marketing pages are linked from every footer, so a crawl from / finds them (issue 9).
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'Release notes' })).toHaveAttribute(
      'href',
      '/release-notes',
    );
  });

  it('links the support pages that no other page links to from every footer', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const support = within(footer).getByRole('navigation', { name: 'Support' });
    const hrefs = within(support)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/tv/popular',
        '/support/still-need-help',
        '/support/competition-and-promotions',
        '/support/mini-closed-captioning',
      ]),
    );
    expect(
      within(support).getByRole('link', { name: 'Closed captions on the Mini' }),
    ).toBeVisible();
  });

  it('links from the home page to the stores', async () => {
    const { user, router } = await renderApp('/');
    const stores = await screen.findByRole('navigation', { name: 'Stores' });

    await user.click(within(stores).getByRole('link', { name: 'Browse the Movie Store' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Store' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/movie/store');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Movies' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('routes', () => {
  it('sends an unknown route to /notfound, which links home', async () => {
    const { router, user } = await renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notfound');
    await waitFor(() => expect(document.title).toBe('Page not found – Home TV'));

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New movies every week, and TV live' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('matches routes whatever their case: /MOVIE/STORE is the Movie Store', async () => {
    const { router } = await renderApp('/MOVIE/STORE');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Store' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('img')).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/MOVIE/STORE');
  });

  it('reads upper-case genre and sort segments as the same filters', async () => {
    await renderApp('/Movie/Store/ALL/NEWEST');

    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('tab')).toBe('all');
    expect(url.searchParams.get('sort_type')).toBe('newest');
  });
});
