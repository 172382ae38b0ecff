import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCataloguePage, aMovie, jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the cast page', () => {
  it("lists the person's titles, asking by the decoded name, and pages on", async () => {
    fetchMock.mockImplementation(async (input) => {
      const { path, query } = requestOf(input);
      if (path !== '/v3/vod/castandcrew/Jos%C3%A9%20D%C3%ADaz') throw new Error(`call ${path}`);
      const start = Number(query.get('start'));
      return jsonAnswer({
        ...aCataloguePage(start, 1, 2),
        titles: [aMovie(101 + start, { title: start === 0 ? 'Salt Roads' : 'Copper Fields' })],
      });
    });
    const { user } = await renderApp('/cast/Jos%C3%A9%20D%C3%ADaz');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Titles with José Díaz' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Titles' });
    expect(within(list).getByRole('link', { name: 'Salt Roads' })).toHaveAttribute(
      'href',
      '/movie/details/101/salt-roads',
    );
    expect(screen.getByText('2 titles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Copper Fields' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when nobody of that name has titles, and shows a failure with Retry', async () => {
    let calls = 0;
    fetchMock.mockImplementation(async () =>
      ++calls === 1
        ? jsonAnswer({ __meta__: { error: 'ERR_GENERAL', message: 'Down' } }, 500)
        : jsonAnswer({ ...aCataloguePage(0, 0, 0), titles: [] }),
    );
    const { user } = await renderApp('/cast/Nobody%20Here');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The titles could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No titles with Nobody Here are in the store at the moment.'),
    ).toBeInTheDocument();
  });
});
