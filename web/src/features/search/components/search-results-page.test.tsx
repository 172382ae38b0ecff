import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchItem } from '@app/domain';
import { jsonAnswer, requestOf } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { aResult, formOf, searchAnswer } from '#app/test/search-fixtures.ts';

const fetchMock = vi.fn<typeof fetch>();

const RESULTS: SearchItem[] = [
  aResult('person', 1, 'Ines Harbour'),
  aResult('movie', 11, 'Harbour Lights'),
  aResult('movie', 12, 'Harbour Nights'),
  aResult('movie', 13, 'Harbour Days'),
  aResult('movie', 14, 'Harbour Weeks'),
  aResult('series', 21, 'Harbour Watch'),
  aResult('episode', 23, 'Harbour Watch: The Night Ferry', { parent_id: 22, root_parent_id: 21 }),
  aResult('person', 2, 'Tom Harbourne'),
];

function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const { path } = requestOf(input);
    if (path !== '/v4/search') throw new Error(`unexpected call ${path}`);
    return answer();
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** Each result's heading: a title's (for screen readers, its name is in the poster) or a person's. */
const resultNames = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the search page', () => {
  it('asks for the full results and leads All with 3 movies, 3 shows and then cast', async () => {
    serve(() => jsonAnswer(searchAnswer(RESULTS)));
    await renderApp('/search/harbour%20l');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “harbour l”' }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Results' });
    expect(formOf(fetchMock.mock.calls[0]![1])).toMatchObject({
      words: 'harbour l',
      count: '100',
      scope: 'website',
    });
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    expect(resultNames()).toEqual([
      'Harbour Lights',
      'Harbour Nights',
      'Harbour Days',
      'Harbour Watch',
      'Harbour Watch: The Night Ferry',
      'Ines Harbour',
      'Harbour Weeks',
      'Tom Harbourne',
    ]);
    expect(screen.getByRole('link', { name: 'Harbour Watch: The Night Ferry' })).toHaveAttribute(
      'href',
      '/season/details/22/harbour-watch-the-night-ferry/23',
    );
    expect(screen.getByRole('link', { name: 'Ines Harbour' })).toHaveAttribute(
      'href',
      '/cast/Ines%20Harbour',
    );
  });

  it('shows a title as its poster, the name once in the art and as the link’s name', async () => {
    serve(() => jsonAnswer(searchAnswer(RESULTS)));
    await renderApp('/search/harbour');
    const link = await screen.findByRole('link', { name: 'Harbour Lights' });
    const poster = within(link).getByRole('img', { name: 'Harbour Lights' });
    expect(poster.getAttribute('src')).toMatch(/^\/v2\/vod\/titles\/11\/poster\//);
    // No caption repeating the name the poster already shows.
    expect(link).toHaveTextContent(/^$/);
    expect(within(link.closest('li')!).getByText('Movie')).toBeInTheDocument();
    // A person's picture has no name in it: the name is the link's text.
    expect(screen.getByRole('link', { name: 'Ines Harbour' })).toHaveTextContent('Ines Harbour');
  });

  it('shows each kind in its own tab, by click or by arrow keys', async () => {
    serve(() => jsonAnswer(searchAnswer(RESULTS)));
    const { user } = await renderApp('/search/harbour');
    await screen.findByRole('list', { name: 'Results' });

    await user.click(screen.getByRole('tab', { name: 'TV (2)' }));
    expect(screen.getByRole('tabpanel', { name: 'TV (2)' })).toBeInTheDocument();
    expect(resultNames()).toEqual(['Harbour Watch', 'Harbour Watch: The Night Ferry']);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Movies (4)' })).toHaveFocus();
    expect(resultNames()).toEqual([
      'Harbour Lights',
      'Harbour Nights',
      'Harbour Days',
      'Harbour Weeks',
    ]);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Help/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cast & Crew (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(resultNames()).toEqual(['Ines Harbour', 'Tom Harbourne']);
    await user.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All (8)' })).toHaveFocus();
  });

  it('answers help questions in a Help tab, even when no title matches', async () => {
    serve(() => jsonAnswer(searchAnswer([])));
    const { user } = await renderApp('/search/forgot%20pin');
    const help = await screen.findByRole('tab', { name: /^Help \(\d+\)$/ });
    await user.click(help);
    const answers = within(screen.getByRole('list', { name: 'Help answers' })).getAllByRole('link');
    expect(answers[0]).toHaveTextContent('Why am I asked for a PIN?');
    expect(answers[0]).toHaveAttribute('href', expect.stringMatching(/^\/faqs\/.+\/parentalPin$/));
  });

  it('says when a tab has nothing', async () => {
    serve(() => jsonAnswer(searchAnswer([aResult('movie', 11, 'Harbour Lights')])));
    const { user } = await renderApp('/search/harbour');
    await user.click(await screen.findByRole('tab', { name: 'TV (0)' }));
    expect(screen.getByText('No results of this kind for “harbour”.')).toBeInTheDocument();
  });

  it('shows loading, then says when nothing is found', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderApp('/search/qwzx');
    expect(await screen.findByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(jsonAnswer(searchAnswer([])));
    expect(
      await screen.findByText('Nothing found for “qwzx”. Check the spelling, or try fewer words.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    let calls = 0;
    serve(() =>
      ++calls === 1
        ? jsonAnswer({ __meta__: { error: 'ERR_GENERAL', message: 'Down' } }, 500)
        : jsonAnswer(searchAnswer(RESULTS)),
    );
    const { user } = await renderApp('/search/harbour');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search could not be done');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toBeInTheDocument();
  });

  it('without words, offers a field that opens the results', async () => {
    serve(() => jsonAnswer(searchAnswer(RESULTS)));
    const { user, router } = await renderApp('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search for' }), 'harbour');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/harbour'));
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toBeInTheDocument();
  });
});
