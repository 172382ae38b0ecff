import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpEntries, helpGroups } from '#app/content/help/index.ts';
import { trackEvent } from '#app/lib/events/index.ts';
import { renderApp } from '#app/test/render-app.tsx';

vi.mock('#app/lib/events/index.ts', () => ({ trackEvent: vi.fn(), startUsageEvents: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const SUSPENDED = '/faqs/troubleshooting-and-help/retail-troubleshooting/accountSuspended';

describe('help centre', () => {
  it('opens a deep-linked answer: group expanded, article shown, question expanded, fragment added', async () => {
    const { router } = await renderApp(SUSPENDED);
    await screen.findByRole('heading', { level: 2, name: 'Help for retail customers' });
    expect(screen.getByRole('button', { name: 'Troubleshooting and help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Before you get Home TV' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const question = screen.getByRole('button', {
      name: 'My screen says "Your account is currently suspended".',
    });
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/reinstated as soon as a payment succeeds/)).toBeVisible();
    expect(screen.getByText(/24-month warranty/)).not.toBeVisible();
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#accountSuspended'));
    expect(screen.getByRole('link', { name: 'Help for retail customers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is case-insensitive and sends unknown slugs to not found', async () => {
    const { router } = await renderApp('/FAQS/Troubleshooting-And-Help/retail-troubleshooting');
    await screen.findByRole('heading', { level: 2, name: 'Help for retail customers' });
    await router.navigate('/faqs/troubleshooting-and-help/no-such-article');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
  });

  it('expands and collapses groups and questions, and follows article links', async () => {
    const { user, router } = await renderApp('/faqs');
    await screen.findByText('Choose a topic, or search for an answer.');
    const group = screen.getByRole('button', { name: 'Using Home TV' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Stan' }));
    expect(router.state.location.pathname).toBe('/faqs/using-fetch/stan');
    const q = await screen.findByRole('button', { name: 'How do I watch Stan?' });
    expect(q).toHaveAttribute('aria-expanded', 'false');
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/6-character code/)).toBeVisible();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls to the top when the article changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await renderApp('/faqs/using-fetch/stan');
    await screen.findByRole('heading', { level: 2, name: 'Stan' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Netflix' }));
    await screen.findByRole('heading', { level: 2, name: 'Netflix' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await user.click(
      screen.getByRole('button', { name: 'What happens if a Netflix payment fails?' }),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('finds rental answers for "rentl" as you type, with the matches highlighted', async () => {
    const { user } = await renderApp('/faqs');
    await user.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'rentl');
    const results = await screen.findByRole('region', { name: 'Search results' });
    // Each answer is a card headed by its question, the heading holding the link (issue 21).
    const headings = within(results).getAllByRole('heading', { level: 3 });
    expect(headings[0]).toHaveTextContent('How long do I have to watch a rental?');
    expect(headings).toHaveLength(within(results).getAllByRole('link').length);
    const first = within(headings[0]!).getByRole('link');
    expect(first).toHaveTextContent('How long do I have to watch a rental?');
    expect(within(first).getByText('rental').tagName).toBe('MARK');
    await user.click(first);
    expect(
      await screen.findByRole('button', { name: 'How long do I have to watch a rental?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the query in the URL: a shared /faqs?q= search opens with its results, and Back returns to them', async () => {
    const { user, router } = await renderApp('/faqs');
    await user.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'no signal');
    await waitFor(() => expect(router.state.location.search).toBe('?q=no+signal'));
    const results = await screen.findByRole('region', { name: 'Search results' });
    await user.click(within(results).getAllByRole('link')[0]!);
    expect(
      await screen.findByRole('button', { name: 'There is a red light on my box.' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('searchbox', { name: 'Search help' })).toHaveValue('no signal');
    expect(
      within(await screen.findByRole('region', { name: 'Search results' })).getAllByRole('link')[0],
    ).toHaveTextContent('There is a red light on my box.');
  });

  it('opens a shared search link with its results', async () => {
    await renderApp('/faqs?q=forgot%20pin');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getAllByRole('link')[0]).toHaveTextContent('Why am I asked for a PIN?');
  });

  it('opens and scrolls to the answer a fragment names (#optusSmartSpacesWarranty)', async () => {
    const scrolled = vi.fn();
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      await renderApp(
        '/faqs/troubleshooting-and-help/retail-troubleshooting#optusSmartSpacesWarranty',
      );
      const question = await screen.findByRole('button', {
        name: 'I bought my box with a smart home bundle. Who handles the warranty?',
      });
      expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'optusSmartSpacesWarranty');
    } finally {
      Element.prototype.scrollIntoView = before;
    }
  });

  it('gives each topic, article and question page its own title and heading', async () => {
    const seen = new Set<string>();
    for (const path of [
      '/faqs',
      '/faqs/troubleshooting-and-help',
      '/faqs/troubleshooting-and-help/retail-troubleshooting',
      '/faqs/troubleshooting-and-help/retail-troubleshooting/accountSuspended',
    ]) {
      const { unmount } = await renderApp(path);
      const h1 = await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toContain(h1.textContent!));
      seen.add(h1.textContent!);
      unmount();
    }
    expect(seen.size).toBe(4);
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderApp('/faqs');
    await user.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'zebra');
    expect(await screen.findByText(/No answers match “zebra”/)).toBeInTheDocument();
  });

  it('records "was this helpful?" as a usage event', async () => {
    const { user } = await renderApp('/faqs/using-fetch/tv-movie-store/rentalPeriod');
    const group = await screen.findByRole('group', {
      name: 'Was the answer to “How long do I have to watch a rental?” helpful?',
    });
    await user.click(within(group).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for telling us.');
    expect(trackEvent).toHaveBeenCalledWith('help-helpful', {
      group: 'using-fetch',
      article: 'tv-movie-store',
      question: 'rentalPeriod',
      helpful: false,
    });
  });
});

describe('help content', () => {
  it('names every group, article and question the spec lists', () => {
    const groups = Object.fromEntries(
      helpGroups.map((g) => [g.slug, g.articles.map((a) => a.slug)]),
    );
    expect(groups['before-you-get']).toEqual(
      expect.arrayContaining([
        'getting-started',
        'broadband-nbn',
        'multiroom-viewing',
        'media-hub',
      ]),
    );
    expect(groups['getting-fetch']).toEqual(['ways-to-get-fetch', 'cost-of-fetch']);
    expect(groups['using-fetch']).toHaveLength(29);
    expect(groups['user-guides']).toEqual(['audio-video', 'setup-videos']);
    expect(groups['troubleshooting-and-help']).toEqual([
      'general-troubleshooting',
      'retail-troubleshooting',
      'isp-customers',
      'feedback-and-suggestions',
    ]);
    const paths = helpEntries.map((e) => `${e.group.slug}/${e.article.slug}/${e.question.id}`);
    for (const p of [
      'before-you-get/broadband-nbn/slowDownBroadband',
      'using-fetch/my-stuff/howDoesMyStuffWork',
      'using-fetch/netflix/reinstate',
      'using-fetch/stan/howToWatchStan',
      'using-fetch/disney-plus/howDoIUseDisney',
      'using-fetch/disney-plus/moveDisneyToFetch',
      'troubleshooting-and-help/retail-troubleshooting/accountSuspended',
      'troubleshooting-and-help/retail-troubleshooting/optusSmartSpacesWarranty',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('states each business fact once', () => {
    const text = helpEntries.flatMap((e) => e.question.answer).join('\n');
    for (const fact of [
      '48 hours from',
      '585 hours',
      '$1 activation',
      '3 Mbps',
      '30-day trial',
      'channel 971',
    ]) {
      expect(text.split(fact).length - 1, fact).toBe(1);
    }
  });
});
