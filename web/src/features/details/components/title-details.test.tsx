import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderRoute } from '#app/test/render-app.tsx';
import { aShowWithAPartSeason, vodTitlesAnswer } from '#app/test/title-fixtures.ts';
import type { TitleActionsContext } from './title-actions.ts';
import { TitleDetails } from './title-details.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the title actions extension point', () => {
  it("renders the commerce issue's controls beside a movie's prices, with its price options", async () => {
    const movie = aMovie(7, {
      title: 'Kite Day',
      price_rules: [
        { id: 71, price: 399, content_format: 'sd', duration: 172_800, download_duration: 1 },
      ],
    });
    fetchMock.mockImplementation(async (input) =>
      requestOf(input).path === '/v3/vod/titles'
        ? jsonAnswer(vodTitlesAnswer([movie]))
        : jsonAnswer({ titles: [], __meta__: { error: null, message: null, timestamp: 0 } }),
    );
    const contexts: TitleActionsContext[] = [];
    await renderRoute(
      <TitleDetails
        area="store"
        renderTitleActions={(context) => {
          contexts.push(context);
          return <button type="button">Rent {context.title.title}</button>;
        }}
      />,
      { path: '/movie/details/:titleId', url: '/movie/details/7' },
    );

    const ways = await screen.findByRole('region', { name: 'Ways to watch' });
    expect(within(ways).getByRole('button', { name: 'Rent Kite Day' })).toBeInTheDocument();
    expect(contexts.at(-1)).toEqual({
      title: movie,
      parent: null,
      priceOptions: [
        {
          priceRuleId: 71,
          kind: 'rent',
          format: 'sd',
          price: 399,
          duration: 172_800,
          rentalHours: 48,
        },
      ],
    });
  });

  it('renders them for the season and for the selected episode, with their parents', async () => {
    const show = aShowWithAPartSeason();
    fetchMock.mockImplementation(async (input, init) => {
      if (requestOf(input).path !== '/v3/vod/titles') {
        return jsonAnswer({ titles: [], __meta__: { error: null, message: null, timestamp: 0 } });
      }
      const id = Number(new URLSearchParams(String(init?.body)).get('title_ids'));
      return jsonAnswer(
        vodTitlesAnswer(id === 500 ? show.all : show.all.filter((t) => t.id === id)),
      );
    });
    const contexts: TitleActionsContext[] = [];
    await renderRoute(
      <TitleDetails
        area="store"
        renderTitleActions={(context) => {
          contexts.push(context);
          return <button type="button">Buy {context.title.id}</button>;
        }}
      />,
      {
        path: '/season/details/:titleId/:titleName?/:selectedTitleId?',
        url: '/season/details/504/harbour-lights/506',
      },
    );

    expect(await screen.findByRole('button', { name: 'Buy 504' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy 506' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy 505' })).not.toBeInTheDocument();
    const episode = contexts.findLast((c) => c.title.id === 506)!;
    expect(episode.parent?.id).toBe(504);
    expect(contexts.findLast((c) => c.title.id === 504)!.parent?.id).toBe(500);
  });
});

describe('while the title loads', () => {
  it('holds the page in the shape of its hero and tells that it is loading', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await renderRoute(<TitleDetails area="store" renderTitleActions={() => null} />, {
      path: '/movie/details/:titleId',
      url: '/movie/details/7',
    });

    const loading = await screen.findByRole('status', { name: 'Loading title' });
    // Grey blocks in the hero's places, hidden from screen readers: no heading or prices yet.
    expect(within(loading).queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ways to watch' })).toBeNull();

    answer(jsonAnswer(vodTitlesAnswer([aMovie(7, { title: 'Kite Day' })])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kite Day' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading title' })).toBeNull();
  });
});
