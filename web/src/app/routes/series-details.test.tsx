import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { vodTitlesAnswer } from '#app/test/title-fixtures.ts';
import {
  fetchMock,
  serve,
  showTrees,
  fetchMockEachTest,
} from '#app/app/routes/test/title-details-fixtures.ts';

fetchMockEachTest();

describe('series, season and episode details', () => {
  it('shows a series with a season picker that names the Part season', async () => {
    const { trees } = showTrees();
    serve(trees);
    const { user } = await renderApp('/series/details/500/harbour-lights');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' }),
    ).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Season' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Season 1', 'Season 2', 'Season 2 Part 5']);
    expect(screen.getByRole('heading', { level: 2, name: 'Season 1' })).toBeInTheDocument();
    expect(screen.getByText('3 seasons')).toBeInTheDocument();

    await user.selectOptions(picker, 'Season 2 Part 5');

    expect(screen.getByRole('heading', { level: 2, name: 'Season 2 Part 5' })).toBeInTheDocument();
    const episodes = screen.getByRole('list', { name: 'Episodes of Season 2 Part 5' });
    expect(
      within(episodes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Episode title 508', '2. Episode title 509']);
    // One request for the whole show.
    expect(
      fetchMock.mock.calls.filter(([url]) => requestOf(url).path === '/v3/vod/titles'),
    ).toHaveLength(1);
  });

  it("cuts each episode's synopsis at 300 characters on a word boundary", async () => {
    const { show, trees } = showTrees();
    const long = `${'word '.repeat(80)}ending`;
    const episodes = show.episodes.map((e) => (e.id === 502 ? { ...e, synopsis: long } : e));
    trees.set(500, vodTitlesAnswer([show.series, ...show.seasons, ...episodes]));
    serve(trees);
    await renderApp('/series/details/500');

    const list = await screen.findByRole('list', { name: 'Episodes of Season 1' });
    const [first] = within(list).getAllByRole('listitem');
    const shortened = within(first!).getByText(/^word word/);
    expect(shortened.textContent!.length).toBeLessThanOrEqual(300);
    expect(shortened.textContent).toMatch(/word…$/);
  });

  it('opens a season page on that season, with its price and episodes', async () => {
    const { trees } = showTrees();
    serve(trees);
    await renderApp('/season/details/504/harbour-lights');

    expect(await screen.findByRole('heading', { level: 2, name: 'Season 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('504');
    expect(screen.getByText('Season 2 of Harbour Lights.')).toBeInTheDocument();
    expect(screen.getByText('$19.99')).toBeInTheDocument();
  });

  it('selects an episode from the route, showing its prices', async () => {
    const { trees } = showTrees();
    serve(trees);
    await renderApp('/season/details/507/harbour-lights/509');

    const list = await screen.findByRole('list', { name: 'Episodes of Season 2 Part 5' });
    const selected = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true')!;
    expect(within(selected).getByRole('heading', { level: 3 })).toHaveTextContent(
      '2. Episode title 509',
    );
    expect(within(selected).getByText('$3.49')).toBeInTheDocument();
  });

  it('reads /season/details/{parentId}/{episodeId} and an episode id alike', async () => {
    const { trees } = showTrees();
    serve(trees);
    const { router, user } = await renderApp('/season/details/501/503');
    const list = await screen.findByRole('list', { name: 'Episodes of Season 1' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');

    await user.click(within(list).getByRole('link', { name: '1. Episode title 502' }));

    expect(router.state.location.pathname).toBe('/season/details/501/episode-title-502/502');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('offers the try-first episode of the screening room', async () => {
    const { show, trees } = showTrees();
    const series = { ...show.series, screening_room: { title_id: 502, name: 'Screening Room' } };
    trees.set(500, vodTitlesAnswer([series, ...show.seasons, ...show.episodes]));
    serve(trees);
    await renderApp('/series/details/500');

    const tryFirst = await screen.findByRole('region', { name: 'Try first' });
    expect(
      within(tryFirst).getByRole('link', { name: 'Watch Episode title 502 free' }),
    ).toHaveAttribute('href', '/season/details/501/episode-title-502/502');
  });
});
