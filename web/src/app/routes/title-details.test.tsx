import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMovie, jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { stubResizeObserver } from '#app/test/resize-observer.ts';
import { vodTitlesAnswer } from '#app/test/title-fixtures.ts';
import {
  fetchMock,
  movieTree,
  orchard,
  serve,
  fetchMockEachTest,
} from '#app/app/routes/test/title-details-fixtures.ts';

fetchMockEachTest();

describe('movie details', () => {
  it('shows the hero, facts, prices, reviews and credits', async () => {
    serve(movieTree());
    await renderApp('/movie/details/900001/the-glasshouse-orchard');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'The Glasshouse Orchard',
    });
    // The hero sits on the title's tile colour.
    // heading → info → hero body → hero
    expect(heading.parentElement?.parentElement?.parentElement).toHaveStyle({
      backgroundColor: '#2f4a3a',
    });
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('1 h 47 min')).toBeInTheDocument();
    expect(screen.getByText('Drama')).toBeInTheDocument();
    expect(screen.getByText('PG')).toHaveAttribute('title', 'Parental Guidance');
    expect(screen.getByText('Consumer advice: L')).toBeInTheDocument();
    const quality = screen.getByRole('list', { name: 'Picture and sound' });
    expect(within(quality).getByText('HD')).toHaveAttribute('title', 'High definition');
    expect(within(quality).getByText('5.1')).toHaveAttribute('title', 'Surround sound');

    const ways = screen.getByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getByText('Buy or rent now')).toBeInTheDocument();
    const prices = within(ways)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(prices).toEqual([
      'Rent SD$3.9948 hours',
      'Rent HD$4.9948 hours',
      'Buy SD$7.99',
      'Buy HD$10.99',
    ]);
    expect(within(ways).getByText('Included with Movie Box')).toBeInTheDocument();

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('84%')).toBeInTheDocument();
    expect(within(reviews).getByText('88%')).toBeInTheDocument();
    expect(within(reviews).getByText('1,250 ratings')).toBeInTheDocument();
    expect(within(reviews).getByText('Patient and warm.')).toBeInTheDocument();
    expect(within(reviews).getByText('A gentle film.')).toBeInTheDocument();
    expect(
      within(reviews).getByText(/Hal Brennan, critic, The Evening Ledger/),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Tomás Ilves' })).toHaveAttribute(
      'href',
      '/cast/Tom%C3%A1s%20Ilves',
    );
    expect(screen.getByRole('link', { name: 'Maren Okafor' })).toHaveAttribute(
      'href',
      '/cast/Maren%20Okafor',
    );
    await waitFor(() => expect(document.title).toBe('The Glasshouse Orchard – Home TV'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(requestOf(url).query.get('content_class')).toBe('is_hls');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      title_ids: '900001',
      language: 'en',
      recursive: 'true',
    });
  });

  it('uses the default hero colour when the title has none', async () => {
    serve(new Map([[7, vodTitlesAnswer([aMovie(7, { title: 'Plain' })])]]));
    await renderApp('/movie/details/7');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Plain' });
    // heading → info → hero body → hero
    expect(heading.parentElement?.parentElement?.parentElement).toHaveStyle({
      backgroundColor: '#544e47',
    });
  });

  it('says when an upcoming movie can be bought and rented', async () => {
    // Noon UTC: the same calendar day in any time zone the tests run in.
    const from = Date.UTC(2031, 2, 5, 12);
    serve(
      new Map([
        [8, vodTitlesAnswer([{ ...orchard, id: 8, available_from: new Date(from).toISOString() }])],
      ]),
    );
    await renderApp('/movie/details/8');
    expect(await screen.findByText('Buy or rent from 05 Mar 2031')).toBeInTheDocument();
  });

  it('shows six related titles linking to their details', async () => {
    const related = Array.from({ length: 6 }, (_, i) =>
      aMovie(20 + i, { title: `Related ${i + 1}` }),
    );
    serve(movieTree(), related);
    await renderApp('/movie/details/900001');

    const section = await screen.findByRole('region', { name: 'More like this' });
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/movie/details/20/related-1');
    expect(fetchMock.mock.calls.map(([url]) => requestOf(url).path)).toContain(
      '/v3/editorial/recommendations/vod/900001',
    );
  });

  it('links related titles to the store details, even from Movie Box details', async () => {
    serve(movieTree(), [aMovie(20, { title: 'Boxed' })]);
    await renderApp('/movie/box/details/900001');
    const section = await screen.findByRole('region', { name: 'More like this' });
    expect(await within(section).findByRole('link')).toHaveAttribute(
      'href',
      '/movie/details/20/boxed',
    );
  });

  it('has no trailer button for a title without a trailer', async () => {
    serve(new Map([[7, vodTitlesAnswer([aMovie(7, { title: 'Plain' })])]]));
    await renderApp('/movie/details/7');
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    expect(screen.queryByRole('button', { name: 'Play trailer' })).not.toBeInTheDocument();
  });

  it.each([
    ['free', [], 'Free to watch'],
    ['not for sale', null, 'Not available to buy or rent'],
  ])('says a %s movie has no prices', async (_kind, priceRules, text) => {
    serve(
      new Map([[7, vodTitlesAnswer([aMovie(7, { title: 'Plain', price_rules: priceRules })])]]),
    );
    await renderApp('/movie/details/7');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens a long synopsis with Show more', async () => {
    stubResizeObserver();
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
    serve(movieTree());
    const { user } = await renderApp('/movie/details/900001');

    const more = await screen.findByRole('button', { name: 'Show more' });
    const synopsis = screen.getByText(orchard.synopsis);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', synopsis.id);
    expect(synopsis).toHaveStyle({ maxHeight: '90px' });

    await user.click(more);

    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(synopsis).not.toHaveStyle({ maxHeight: '90px' });
  });

  it('goes to /notfound for a missing title, logging why only to the console', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    serve(new Map());
    const { router } = await renderApp('/movie/details/424242/gone');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notfound');
    expect(debug).toHaveBeenCalledWith('No title found with Id', 424242);
  });

  it('goes to /notfound for an id that is not a number, asking nothing', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    serve(new Map());
    const { router } = await renderApp('/movie/details/not-a-number');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error with a Retry button when the title cannot be loaded', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    let failing = true;
    const trees = movieTree();
    fetchMock.mockImplementation(async (input, init) => {
      if (failing && requestOf(input).path === '/v3/vod/titles') {
        return new Response('', { status: 502 });
      }
      const id = Number(new URLSearchParams(String(init?.body)).get('title_ids'));
      return requestOf(input).path === '/v3/vod/titles'
        ? jsonAnswer(trees.get(id))
        : jsonAnswer({ titles: [], __meta__: { error: null, message: null, timestamp: 0 } });
    });
    const { user } = await renderApp('/movie/details/900001');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The title could not be loaded');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Glasshouse Orchard' }),
    ).toBeInTheDocument();
  });
});

// Catalogue text comes from an import file: markup in it must show as text, never run.
describe('catalogue text with markup', () => {
  it('shows a title, synopsis and cast with markup as plain text', async () => {
    const markup = '<img src=x onerror="window.__xss=1">';
    const tricky = aMovie(900002, {
      title: `Night ${markup}`,
      synopsis: `A story <script>window.__xss=2</script> of ${markup} glass.`,
      cast: [`<b>Bold</b> Actor`],
    });
    serve(new Map([[tricky.id, vodTitlesAnswer([tricky])]]));
    const { container } = await renderApp('/movie/details/900002');

    expect(
      await screen.findByRole('heading', { level: 1, name: `Night ${markup}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A story <script>window.__xss=2<\/script> of/)).toBeInTheDocument();
    expect(screen.getByText(/<b>Bold<\/b> Actor/)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], script, b')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
