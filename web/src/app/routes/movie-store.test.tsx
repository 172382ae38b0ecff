import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueTabAnswer } from '@app/domain';
import {
  GENRE_TABS,
  aCataloguePage,
  aMovie,
  jsonAnswer,
  requestOf,
} from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** Answers catalogue calls with `answerFor(query)`; fails the test on any other call. */
function serveCatalogue(answerFor: (query: URLSearchParams) => CatalogueTabAnswer | Response) {
  fetchMock.mockImplementation(async (input) => {
    const { path, query } = requestOf(input);
    if (path !== '/v3/vod/catalogue/tab') throw new Error(`unexpected call ${path}`);
    const answer = answerFor(query);
    return answer instanceof Response ? answer : jsonAnswer(answer);
  });
}

function catalogueQueries(): Array<Record<string, string>> {
  return fetchMock.mock.calls.map(([input]) => Object.fromEntries(requestOf(input).query));
}

const titleList = () => screen.getByRole('list', { name: 'Titles' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('Movie Store', () => {
  it('shows a loading state, then the tiles of the first page', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await renderApp('/movie/store/all/popularity');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Store' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading titles' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    answer(
      jsonAnswer({
        ...aCataloguePage(0, 2, 2),
        titles: [
          aMovie(101, { title: 'Mad Max: Fury Road', year_production: 2015, rating: 65 }),
          aMovie(102, { title: 'Paddington', year_production: null, rating: 20 }),
        ],
      }),
    );

    const madMax = await screen.findByRole('img', { name: 'Mad Max: Fury Road' });
    expect(screen.queryByRole('status', { name: 'Loading titles' })).not.toBeInTheDocument();
    // A 2:3 poster, its box reserved by width and height so nothing shifts as it loads.
    expect(madMax).toHaveAttribute('src', '/v2/vod/titles/101/poster/300x450');
    expect(madMax).toHaveAttribute('width', '300');
    expect(madMax).toHaveAttribute('height', '450');
    // The first screenful of posters is the largest paint: it does not wait to be scrolled near.
    expect(madMax).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Mad Max: Fury Road' })).toHaveAttribute(
      'href',
      '/movie/details/101/mad-max-fury-road',
    );

    const tiles = within(titleList()).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    const [first, second] = tiles as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Mad Max: Fury Road' })).toBeInTheDocument();
    expect(within(first).getByText('2015')).toBeInTheDocument();
    expect(within(first).getByText('MA15+')).toHaveAttribute('title', 'Mature Accompanied');
    expect(within(second).getByText('G')).toHaveAttribute('title', 'General');
    expect(screen.getByText('2 titles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    expect(catalogueQueries()).toEqual([
      { tab: 'all', start: '0', max: '12', content_class: 'movie', sort_type: 'popularity' },
    ]);
    expect(document.title).toBe('Movie Store – Home TV');
  });

  it("loads the next 12 titles with 'Show more' until all are shown", async () => {
    serveCatalogue((query) => {
      const start = Number(query.get('start'));
      return aCataloguePage(start, Math.min(12, 30 - start), 30);
    });
    const { user } = await renderApp('/movie/store/all/popularity');
    await screen.findByRole('img', { name: 'Movie 12' });
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('img', { name: 'Movie 24' })).toBeInTheDocument();
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(24);
    expect(catalogueQueries()[1]).toMatchObject({ start: '12', max: '12', tab: 'all' });

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('img', { name: 'Movie 30' })).toBeInTheDocument();
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(30);
    expect(catalogueQueries()[2]).toMatchObject({ start: '24' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows at most 5 genre pills; choosing one changes the URL and the query', async () => {
    serveCatalogue((query) =>
      query.get('tab') === '35'
        ? { ...aCataloguePage(0, 1, 1), titles: [aMovie(7, { title: 'Airplane!' })] }
        : aCataloguePage(0, 3, 3),
    );
    const { user, router } = await renderApp('/movie/store/all/popularity');
    const genres = await screen.findByRole('navigation', { name: 'Genres' });

    const pills = within(genres).getAllByRole('link');
    expect(pills.map((pill) => pill.textContent)).toEqual([
      'All',
      'Action',
      'Comedy',
      'Drama',
      'Family',
    ]);
    expect(within(genres).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(genres).getByRole('link', { name: 'Comedy' }));

    expect(await screen.findByRole('img', { name: 'Airplane!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/movie/store/35-comedy/popularity');
    expect(catalogueQueries().at(-1)).toMatchObject({ tab: '35', start: '0' });
    expect(within(genres).getByRole('link', { name: 'Comedy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lands on shelves of its genres, each with See all to the genre, above all the titles', async () => {
    serveCatalogue((query) => {
      const tab = query.get('tab');
      if (tab === 'all') return aCataloguePage(0, 12, 30);
      const name = GENRE_TABS.find((genre) => genre.id === tab)!.name;
      return {
        ...aCataloguePage(0, 4, 4),
        titles: [1, 2, 3, 4].map((n) => aMovie(Number(tab) * 10 + n, { title: `${name} ${n}` })),
      };
    });
    await renderApp('/movie/store');

    // Genres with at least a screenful of titles get a shelf; the smaller ones keep their chip.
    const shelves = ['Action', 'Comedy', 'Drama'];
    for (const name of shelves) {
      const shelf = await screen.findByRole('region', { name });
      expect(await within(shelf).findByRole('heading', { name: `${name} 4` })).toBeInTheDocument();
      expect(within(shelf).getByRole('link', { name: `See all: ${name}` })).toHaveAttribute(
        'href',
        `/movie/store/${GENRE_TABS.find((genre) => genre.name === name)!.id}-${name.toLowerCase()}/popularity`,
      );
    }
    expect(screen.queryByRole('region', { name: 'Family' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'All titles' })).toBeInTheDocument();
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(12);
    expect(
      catalogueQueries()
        .map((query) => query.tab)
        .sort(),
    ).toEqual(['18', '28', '35', 'all']);
  });

  it('sorts by the chosen order, kept in the URL with the genre', async () => {
    serveCatalogue(() => aCataloguePage(0, 3, 3));
    const { user, router } = await renderApp('/movie/store/28');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('popularity');

    await user.selectOptions(sort, 'Newest');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/movie/store/28-action/newest'),
    );
    await waitFor(() =>
      expect(catalogueQueries().at(-1)).toMatchObject({ tab: '28', sort_type: 'newest' }),
    );
    // The route's loader asks for the sorted list before the move renders: the select shows the
    // new order once it has.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'),
    );
  });

  it('says so when a genre has no titles', async () => {
    serveCatalogue(() => aCataloguePage(0, 0, 0));
    await renderApp('/movie/store/37/popularity');

    expect(await screen.findByText('No titles in this genre yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Titles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says a genre the API does not know is not in the store, with a link to all titles', async () => {
    serveCatalogue((query) =>
      query.get('tab') === '99'
        ? jsonAnswer(
            {
              __meta__: {
                error: 'ERR_NOT_FOUND',
                message: 'Unknown tab: 99',
                timestamp: Date.now(),
              },
            },
            404,
          )
        : aCataloguePage(0, 2, 2),
    );
    const { user } = await renderApp('/movie/store/99/popularity');

    expect(await screen.findByText('This genre is not in the store.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all titles' }));

    expect(await screen.findByRole('img', { name: 'Movie 2' })).toBeInTheDocument();
    expect(catalogueQueries().at(-1)).toMatchObject({ tab: 'all', sort_type: 'popularity' });
  });

  it('finds a genre written by its name alone, and never lists the whole store under it', async () => {
    serveCatalogue((query) =>
      query.get('tab') === '28'
        ? { ...aCataloguePage(0, 1, 1), titles: [aMovie(501, { title: 'Heat' })] }
        : aCataloguePage(0, 12, 30),
    );
    await renderApp('/movie/store/action');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Store: Action' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Heat' })).toBeInTheDocument();
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Movie 1' })).not.toBeInTheDocument();
    expect(catalogueQueries().at(-1)).toMatchObject({ tab: '28', sort_type: 'popularity' });
  });

  it('says a genre name the store does not have is not in the store, with a way back', async () => {
    serveCatalogue(() => aCataloguePage(0, 12, 30));
    const { user } = await renderApp('/movie/store/westerns/title');

    expect(await screen.findByText('This genre is not in the store.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Titles' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all titles' }));

    expect(await screen.findByRole('img', { name: 'Movie 1' })).toBeInTheDocument();
  });

  it("shows the API's error with a Retry button that loads again", async () => {
    let refusing = true;
    serveCatalogue(() =>
      refusing
        ? jsonAnswer(
            {
              __meta__: {
                error: 'ERR_NO_CATALOGUE',
                message: 'No catalogue for this service',
                timestamp: Date.now(),
              },
            },
            403,
          )
        : aCataloguePage(0, 2, 2),
    );
    const { user } = await renderApp('/movie/store/all/popularity');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The titles could not be loaded');
    expect(alert).toHaveTextContent('No catalogue for this service');
    expect(screen.queryByRole('list', { name: 'Titles' })).not.toBeInTheDocument();

    refusing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('img', { name: 'Movie 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the spec's connection error when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderApp('/movie/store/all/popularity');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error connecting to server: We could not connect to server to complete action. Try again later.',
    );
  });

  it("keeps the titles shown when 'Show more' fails, and retries that page", async () => {
    let failNextPage = true;
    serveCatalogue((query) => {
      const start = Number(query.get('start'));
      if (start === 12 && failNextPage) {
        failNextPage = false;
        return new Response('Bad gateway', { status: 502 });
      }
      return aCataloguePage(start, 12, 24);
    });
    const { user } = await renderApp('/movie/store/all/popularity');
    await screen.findByRole('img', { name: 'Movie 12' });

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const alert = await screen.findByRole('alert');
    expect(within(titleList()).getAllByRole('listitem')).toHaveLength(12);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('img', { name: 'Movie 24' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens the other genres in a 'More Genres' dialog that closes with Escape", async () => {
    serveCatalogue(() => aCataloguePage(0, 3, 3));
    const { user } = await renderApp('/movie/store/all/popularity');
    const moreGenres = await screen.findByRole('button', { name: 'More Genres' });
    expect(moreGenres).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(moreGenres);

    const dialog = screen.getByRole('dialog', { name: 'More Genres' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Horror', 'Romance', 'Western']);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(moreGenres).toHaveFocus();
  });

  it('still opens a genre from its id alone, and names it', async () => {
    serveCatalogue(() => aCataloguePage(0, 3, 3));
    await renderApp('/movie/store/37/title');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Store: Western' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(catalogueQueries().at(-1)).toMatchObject({ tab: '37', sort_type: 'title' }),
    );
  });

  it('chooses a genre from the More Genres dialog and closes it', async () => {
    serveCatalogue(() => aCataloguePage(0, 3, 3));
    const { user, router } = await renderApp('/movie/store/all/title');
    await user.click(await screen.findByRole('button', { name: 'More Genres' }));

    await user.click(
      within(screen.getByRole('dialog', { name: 'More Genres' })).getByRole('link', {
        name: 'Western',
      }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/movie/store/37-western/title');
    await waitFor(() =>
      expect(catalogueQueries().at(-1)).toMatchObject({ tab: '37', sort_type: 'title' }),
    );
    // The chosen genre is named: heading, document title and its own chip.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Store: Western' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Movie Store: Western/));
    const genres = screen.getByRole('navigation', { name: 'Genres' });
    expect(within(genres).getByRole('link', { name: 'Western' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'More Genres' }));
    expect(
      within(screen.getByRole('dialog', { name: 'More Genres' })).getByRole('link', {
        name: 'Western',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
