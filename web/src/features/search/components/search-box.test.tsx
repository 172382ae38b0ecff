import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '@app/domain';
import { jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { aResult, formOf, searchAnswer } from '#app/test/search-fixtures.ts';

const fetchMock = vi.fn<typeof fetch>();
const searches = () =>
  fetchMock.mock.calls
    .filter(([input]) => requestOf(input).path === '/v4/search')
    .map(([, init]) => formOf(init));

const RESULTS: SearchItem[] = [
  aResult('movie', 101, 'Marlow Tides'),
  aResult('series', 201, 'Marlow Street'),
  aResult('person', 7, 'Ines Marlowe'),
];

/** Answers every search with `answer(words)`; fails the test on any other call. */
function serveSearch(answer: (words: string) => SearchItem[] | Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const { path } = requestOf(input);
    if (path !== '/v4/search') throw new Error(`unexpected call ${path}`);
    const result = answer(formOf(init).words ?? '');
    return result instanceof Response ? result : jsonAnswer(searchAnswer(result));
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The app on the empty search page, once that page is there (the shell is there before it). */
async function openApp() {
  const app = await renderApp('/search');
  await screen.findByRole('heading', { level: 1, name: 'Search' });
  return app;
}

const box = () => screen.getByRole('combobox', { name: 'Search titles, cast and crew' });

describe('the header search box', () => {
  it('suggests popular results while typing, asking for 10', async () => {
    serveSearch(() => RESULTS);
    const { user } = await openApp();
    await user.type(box(), 'marlow');

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await within(list).findByRole('option', { name: /Marlow Tides/ })).toBeInTheDocument();
    expect(
      within(list).getByRole('option', { name: /Marlow Street\s*TV show/ }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Ines Marlowe\s*Cast & crew/ })).toBeVisible();
    expect(within(list).getByRole('option', { name: 'All results for “marlow”' })).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ words: 'marlow', count: '10' }));
    expect(searches().every((form) => form.scope === 'website')).toBe(true);
  });

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    serveSearch(() => RESULTS);
    const { user, router } = await openApp();
    await user.type(box(), 'marlow');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: /Marlow Tides/ });

    await user.keyboard('{ArrowDown}');
    const first = within(list).getByRole('option', { name: /Marlow Tides/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: /Ines Marlowe/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}');
    expect(within(list).getByRole('option', { name: /Marlow Street/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/series/details/201/marlow-street'),
    );
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the full results with Enter when no suggestion is chosen', async () => {
    serveSearch(() => RESULTS);
    const { user, router } = await openApp();
    await user.type(box(), 'marlow tides{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/marlow%20tides'));
  });

  it('opens a person by a click, on their cast page', async () => {
    serveSearch(() => RESULTS);
    const { user, router } = await openApp();
    await user.type(box(), 'ines');
    await user.click(await screen.findByRole('option', { name: /Ines Marlowe/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cast/Ines%20Marlowe'));
  });

  it('closes the list with Escape, and clears the box with a second one', async () => {
    serveSearch(() => RESULTS);
    const { user } = await openApp();
    await user.type(box(), 'marlow');
    await screen.findByRole('option', { name: /Marlow Tides/ });
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { name: /Marlow Tides/ })).not.toBeInTheDocument();
    expect(box()).toHaveValue('marlow');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('shows the suggestions of words searched lately at once, without asking again', async () => {
    serveSearch(() => RESULTS);
    const { user } = await openApp();
    await user.type(box(), 'marlow');
    await screen.findByRole('option', { name: /Marlow Tides/ });
    await waitFor(() => expect(searches().at(-1)?.words).toBe('marlow'));
    const asked = searches().length;

    await user.clear(box());
    await user.type(box(), 'Marlow');
    expect(screen.getByRole('option', { name: /Marlow Tides/ })).toBeInTheDocument();
    expect(
      searches()
        .slice(asked)
        .map((form) => form.words),
    ).not.toContain('marlow');
  });

  it('says when nothing matches, and when the suggestions fail', async () => {
    serveSearch((words) =>
      words === 'zz' ? [] : jsonAnswer({ __meta__: { error: 'ERR_GENERAL' } }, 500),
    );
    const { user } = await openApp();
    await user.type(box(), 'zz');
    expect(await screen.findByText('Nothing matches “zz” yet')).toBeInTheDocument();
    await user.clear(box());
    await user.type(box(), 'qq');
    expect(await screen.findByRole('alert')).toHaveTextContent('Suggestions could not be loaded');
  });
});
