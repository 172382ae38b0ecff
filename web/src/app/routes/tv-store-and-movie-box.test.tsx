import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCataloguePage, aMovie, jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { aSeries } from '#app/test/title-fixtures.ts';

const fetchMock = vi.fn<typeof fetch>();

const queries = () =>
  fetchMock.mock.calls
    .map(([input]) => requestOf(input))
    .filter((r) => r.path === '/v3/vod/catalogue/tab')
    .map((r) => Object.fromEntries(r.query));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('TV Store', () => {
  it('lists shows, linking each to its series details', async () => {
    fetchMock.mockImplementation(async () =>
      jsonAnswer({ ...aCataloguePage(0, 0, 1), titles: [aSeries(40001, { title: 'Tidewatch' })] }),
    );
    await renderApp('/tv/store');

    expect(await screen.findByRole('heading', { level: 1, name: 'TV Store' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tidewatch' })).toHaveAttribute(
      'href',
      '/series/details/40001/tidewatch',
    );
    expect(queries()[0]).toMatchObject({
      content_class: 'tv',
      tab: 'all',
      sort_type: 'popularity',
    });
    await waitFor(() => expect(document.title).toBe('TV Store – Home TV'));
  });

  it('keeps genre and sort in the path: /tv/store/{genre}/{sort}', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(aCataloguePage(0, 2, 2)));
    const { user, router } = await renderApp('/tv/store/102/title');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('title');
    expect(queries()[0]).toMatchObject({ content_class: 'tv', tab: '102', sort_type: 'title' });

    await user.selectOptions(sort, 'Newest');

    await waitFor(() => expect(router.state.location.pathname).toBe('/tv/store/102/newest'));
  });
});

describe('Movie Box', () => {
  it("lists the Movie Box plan's movies, linking to Movie Box details", async () => {
    fetchMock.mockImplementation(async () =>
      jsonAnswer({
        ...aCataloguePage(0, 0, 1),
        titles: [aMovie(10007, { title: 'Slate and Sage' })],
      }),
    );
    await renderApp('/movie/box');

    expect(await screen.findByRole('heading', { level: 1, name: 'Movie Box' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A collection of 30 movies to watch as often as you like with a Movie Box subscription.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Slate and Sage' })).toHaveAttribute(
      'href',
      '/movie/box/details/10007/slate-and-sage',
    );
    expect(queries()[0]).toMatchObject({ content_class: 'movie', view: 'movie_box' });
  });

  it('filters Movie Box by genre in the path', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(aCataloguePage(0, 3, 3)));
    const { user, router } = await renderApp('/movie/box/all/popularity');
    const genres = await screen.findByRole('navigation', { name: 'Genres' });

    await user.click(within(genres).getByRole('link', { name: 'Comedy' }));

    expect(router.state.location.pathname).toBe('/movie/box/35-comedy/popularity');
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ tab: '35', view: 'movie_box' }));
  });
});
