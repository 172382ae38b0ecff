import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMovie } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { okAnswer } from '#app/test/session-fixtures.ts';
import { stubApi } from '#app/features/marketing/test/marketing-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streaming apps page', () => {
  it('shows the app tiles in a carousel; a tile opens its OK modal', async () => {
    stubApi();
    const { user } = await renderApp('/features-and-packages/streaming-apps-landing');
    const carousel = await screen.findByRole('region', { name: 'Streaming apps' });
    expect(
      within(carousel)
        .getAllByRole('button', { name: /./ })
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Netflix', 'Disney+', 'Apple TV+', 'Prime Video']));
    await user.click(within(carousel).getByRole('button', { name: 'Netflix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Netflix' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is where the old address leads', async () => {
    stubApi();
    const { router } = await renderApp('/streaming-apps');
    await screen.findByRole('heading', { level: 1, name: 'Streaming Apps' });
    expect(router.state.location.pathname).toBe('/features-and-packages/streaming-apps-landing');
  });
});

describe('other pages', () => {
  it('a warranty page gives the period of its box', async () => {
    stubApi();
    await renderApp('/warranty/mini4k');
    expect(
      await screen.findByText('The Mini 4K comes with a 1 year warranty.'),
    ).toBeInTheDocument();
  });

  it('the Mighty has 2 years', async () => {
    stubApi();
    await renderApp('/warranty/mighty');
    expect(await screen.findByText('The Mighty comes with a 2 year warranty.')).toBeInTheDocument();
  });

  it('how-to-buy’s chooser shows where a box is sold, and clearing closes it', async () => {
    stubApi();
    const { user } = await renderApp('/how-to-buy');
    await user.click(await screen.findByRole('button', { name: 'Choose a box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a box' });
    await user.click(within(dialog).getByRole('radio', { name: /^Mighty/ }));
    expect(
      within(dialog).getByRole('heading', { name: 'Stores selling the Mighty' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Big Screen Online' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Homewares Direct' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Clear choice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the compare page gives each box its price as the account spec lists them', async () => {
    stubApi();
    await renderApp('/products/compare');
    await screen.findByRole('heading', { level: 1, name: 'Which box is right for you?' });
    const priceOf = (box: string) =>
      screen.getByRole('heading', { name: box }).parentElement?.textContent ?? '';
    expect(priceOf('Mini')).toContain('Recommended price $169.00');
    expect(priceOf('Mini 4K')).toContain('Recommended price $199.00');
    expect(priceOf('Mighty')).toContain('Recommended price $499.00');
  });

  it('a copy page has its heading, title, description and keywords', async () => {
    stubApi();
    await renderApp('/voice-remote');
    await screen.findByRole('heading', { level: 1, name: 'Say it, watch it' });
    await waitFor(() => expect(document.title).toBe('Voice remote – Home TV'));
    expect(document.getElementsByName('description')[0]).toHaveAttribute(
      'content',
      expect.stringContaining('15 seconds'),
    );
    expect(document.getElementsByName('keywords')[0]).toHaveAttribute(
      'content',
      'voice remote, voice search, remote control',
    );
  });

  it('the movies page leads its slide show with 4 popular movies linking to their pages', async () => {
    const movies = Array.from({ length: 6 }, (_, i) =>
      aMovie(500 + i, { title: `Feature ${i + 1}` }),
    );
    const api = stubApi({
      '/v4/catalogue/menu/data': () => okAnswer({ items: movies, name: 'Movie Store' }),
    });
    await renderApp('/movies');
    const show = await screen.findByRole('region', { name: 'Featured movies' });
    expect(within(show).getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(within(show).getByRole('link', { name: 'Feature 1' })).toHaveAttribute(
      'href',
      '/movie/details/500/feature-1',
    );
    expect(api.callsTo('/v4/catalogue/menu/data').map((call) => call.query.get('name'))).toEqual([
      'Movie Store',
    ]);
  });

  it('the TV page pads the TV store’s 12 most popular titles with the 5 fixed tiles', async () => {
    const shows = Array.from({ length: 15 }, (_, i) =>
      aMovie(600 + i, { title: `Show ${i + 1}`, sub_type: 'series' }),
    );
    stubApi({ '/v4/catalogue/menu/data': () => okAnswer({ items: shows, name: 'TV Store' }) });
    await renderApp('/tv');
    const gallery = await screen.findByRole('region', { name: 'Popular shows' });
    const tiles = (await within(gallery).findAllByRole('link')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(tiles).toHaveLength(17);
    expect(tiles.slice(0, 12).map(([name]) => name)).toEqual(
      shows.slice(0, 12).map((show) => show.title),
    );
    expect(tiles.slice(12)).toEqual([
      ['Tonight in the TV guide', '/tv/guide'],
      ['Popular on TV now', '/tv/popular'],
      ['Catch-up TV', '/features-and-packages/catch-up-tv'],
      ['Streaming apps on your box', '/features-and-packages/streaming-apps-landing'],
      ['Premium channel packs', '/packages/premium-channels'],
    ]);
  });

  it('/activate says what a new box needs and starts sign-in with the code from the TV', async () => {
    stubApi();
    const { user, router } = await renderApp('/activate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your new box' }),
    ).toBeVisible();
    const need = screen.getByRole('region', { name: 'What you need' });
    expect(need).toHaveTextContent('activation code shown on your TV');
    expect(need).toHaveTextContent('Australian Visa or Mastercard');
    expect(screen.getByRole('region', { name: 'Steps' })).toHaveTextContent('4-digit PIN');
    const code = screen.getByLabelText('Activation code from your TV screen');
    await user.type(code, 'x!');
    await user.click(screen.getByRole('button', { name: 'Start activation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('4 to 16 letters and digits');
    expect(router.state.location.pathname).toBe('/activate');
    await user.clear(code);
    await user.type(code, 'newpin01');
    await user.click(screen.getByRole('button', { name: 'Start activation' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/signin/code/NEWPIN01'),
    );
  });

  it('the home page has the hero carousel', async () => {
    stubApi();
    await renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Highlights' });
    expect(
      within(hero).getByRole('heading', { name: 'Your first month of Ultimate, on us' }),
    ).toBeInTheDocument();
  });
});
