import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLOCK_CODE_MS,
  HOUR_MS,
  blockCodeOf,
  blockCodesFor,
  guideHalfHourOf,
  guideDays,
  type ParentalLimit,
} from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { anAccount, fakeApi, refusal, type FakeCall } from '#app/test/session-fixtures.ts';
import { guideApi, guideHandlers } from '#app/features/guide/test/guide-fixtures.ts';

async function openGuide(
  url = '/tv/guide',
  options: { failChannels?: boolean; signedInWithLimit?: ParentalLimit } = {},
) {
  const limit = options.signedInWithLimit;
  const api = guideApi(options);
  vi.stubGlobal('fetch', api.fetch);
  // A signed-in household whose parental limit is set in Settings (issue 18).
  const view = await renderApp(url, {
    session: limit
      ? anAccount({ household: { ...anAccount().household, parental_limit: limit } })
      : null,
  });
  await screen.findByRole('heading', { level: 1, name: 'TV Guide' });
  return { ...view, api };
}

/** The grid once every block of its window has arrived. */
async function loadedGrid() {
  const g = await grid();
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading programmes' })).toBeNull(),
  );
  return g;
}

const grid = () => screen.findByRole('grid', { name: /^Programmes in/ });
/** A programme's title: its bar is named by the title, the times, then the channel. */
const titleOf = (cell: Element) => cell.getAttribute('aria-label')!.split(',')[0]!;
const rowOf = async (channel: string) => {
  const header = await within(await grid()).findByRole('rowheader', { name: new RegExp(channel) });
  return header.closest('[role="row"]') as HTMLElement;
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TV guide', () => {
  it("shows Today for the first region, with programmes and 'Information Unavailable' in gaps", async () => {
    await openGuide();
    expect(
      await screen.findByRole('button', { name: 'Region: Sydney, NSW (change)' }),
    ).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName(/^Today/);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    const g = await grid();
    expect(g).toHaveAccessibleName(/^Programmes in Sydney, Today,/);
    expect(within(g).getByRole('rowheader', { name: /Sydney Local/ })).toBeInTheDocument();
    expect(within(g).queryByRole('rowheader', { name: /Swan Valley TV/ })).not.toBeInTheDocument();
    const harbour = await rowOf('Harbour One');
    expect(
      (await within(harbour).findAllByRole('gridcell', { name: /^Harbour One at/ })).length,
    ).toBeGreaterThan(0);
    const patchy = await rowOf('Patchy Plus');
    expect(
      within(patchy).getAllByRole('gridcell', {
        name: /^Information Unavailable, .+, Patchy Plus$/,
      }).length,
    ).toBeGreaterThan(0);
    const binge = await rowOf('Binge: Night Shift');
    expect(
      within(binge).getAllByRole('gridcell', { name: /^Night Shift,/ }).length,
    ).toBeGreaterThan(0);
  });

  it("picks a region in 'Select Region', grouped by state without regions 22 and 45, and keeps it", async () => {
    const { user, router } = await openGuide();
    await user.click(await screen.findByRole('button', { name: /^Region: Sydney/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Region' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['New South Wales', 'Victoria', 'Queensland', 'Western Australia']);
    expect(within(dialog).queryByRole('button', { name: /satellite/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sydney' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(
      within(within(dialog).getByRole('region', { name: 'Western Australia' })).getByRole(
        'button',
        { name: 'Perth' },
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/tv/guide/wa/perth'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(await grid()).findByRole('rowheader', { name: /Swan Valley TV/ }),
    ).toBeInTheDocument();
    expect(
      within(await grid()).queryByRole('rowheader', { name: /Sydney Local/ }),
    ).not.toBeInTheDocument();
    expect(localStorage.getItem('guide.region')).toBe('40');
  });

  it('opens the region a URL names, case-insensitively, and the remembered one otherwise', async () => {
    await openGuide('/tv/guide/VIC/Melbourne');
    expect(
      await screen.findByRole('button', { name: 'Region: Melbourne, VIC (change)' }),
    ).toBeInTheDocument();
    expect(await grid()).toHaveAccessibleName(/^Programmes in Melbourne/);
  });

  it('remembers the region chosen last time', async () => {
    localStorage.setItem('guide.region', '40');
    const { router } = await openGuide();
    expect(
      await screen.findByRole('button', { name: 'Region: Perth, WA (change)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv/guide/wa/perth'));
  });

  it('moves to another day and asks for its blocks', async () => {
    const { user, api } = await openGuide();
    await grid();
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');
    await user.click(days[3]!);
    expect(days[3]).toHaveAttribute('aria-pressed', 'true');
    expect(days[0]).toHaveAttribute('aria-pressed', 'false');
    const day3 = guideDays(Date.now())[3]!;
    const day3End = blockCodeOf(day3.end - 1) + '\uffff';
    await waitFor(() => {
      const blocks = api.callsTo('/v2/epg/programslist').map((c) => c.query.get('block')!);
      // A block overlaps day 3 (the day's first and last blocks may start outside it).
      expect(blocks.some((b) => b >= blockCodeOf(day3.start) && b < day3End)).toBe(true);
    });
    expect(await grid()).toHaveAccessibleName(
      new RegExp(`^Programmes in Sydney, ${days[3]!.querySelector('span')!.textContent},`),
    );
    expect(screen.queryByRole('button', { name: 'Back to now' })).not.toBeInTheDocument();
  });

  it('fetches the blocks two steps either side of the window after its own, and waits and fails for its own only', async () => {
    // An hour into the first (UTC) block that starts after 10 am here: the window lies inside that
    // block, and the hours either side within the day, in whatever time zone this runs.
    const tenAm = new Date(2026, 5, 15, 10, 0).getTime();
    vi.setSystemTime(Math.ceil(tenAm / BLOCK_CODE_MS) * BLOCK_CODE_MS + HOUR_MS);
    // A window of 2 hours (the test screen), so a step of an hour: its blocks reach 2 hours out.
    // It starts at the half hour before now (15 minutes early where a zone is 45 minutes off UTC).
    const start = guideHalfHourOf(Date.now());
    const windowBlocks = blockCodesFor(start, start + 2 * HOUR_MS);
    const wanted = blockCodesFor(start - 2 * HOUR_MS, start + 4 * HOUR_MS);
    expect(wanted.length).toBeGreaterThan(windowBlocks.length);
    // Every block but the window's fails.
    const handlers = guideHandlers();
    const api = fakeApi({
      ...handlers,
      '/v2/epg/programslist': (call: FakeCall) =>
        windowBlocks.includes(call.query.get('block')!)
          ? handlers['/v2/epg/programslist'](call)
          : refusal('ERR_UNAVAILABLE', 'The guide is resting', 503),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { user } = await renderApp('/tv/guide', { session: null });
    await loadedGrid();
    await waitFor(() =>
      expect(new Set(api.callsTo('/v2/epg/programslist').map((c) => c.query.get('block')))).toEqual(
        new Set(wanted),
      ),
    );
    // The window's own first: the others wait until its programmes are in.
    const asked = api.callsTo('/v2/epg/programslist').map((c) => c.query.get('block'));
    expect(new Set(asked.slice(0, windowBlocks.length))).toEqual(new Set(windowBlocks));
    expect(screen.queryByText('Some programmes could not be loaded')).not.toBeInTheDocument();

    // Three steps later, the window has reached a block that failed.
    for (let step = 0; step < 3; step++) {
      await user.click(screen.getByRole('button', { name: 'Later' }));
    }
    expect(await screen.findByText('Some programmes could not be loaded')).toBeInTheDocument();
  });

  it('shifts time later and earlier in steps rounded to 30 minutes, and goes back to now', async () => {
    const { user } = await openGuide();
    const range = () => screen.getByText(/^\d{1,2}:\d\d\s?[ap]m to /i).closest('p')!.textContent;
    await grid();
    const before = range();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(range()).not.toBe(before);
    expect(range()).toMatch(/:(00|30)\s?[ap]m to \d{1,2}:(00|30)/i);
    await user.click(screen.getByRole('button', { name: 'Back to now' }));
    expect(range()).toBe(before);
    expect(screen.queryByRole('button', { name: 'Back to now' })).not.toBeInTheDocument();
  });

  it('goes on past midnight into tomorrow with Later, and back to now (decision 0015)', async () => {
    vi.setSystemTime(new Date(2026, 5, 15, 23, 30));
    const { user } = await openGuide();
    const range = () => screen.getByText(/^\d{1,2}:\d\d\s?[ap]m to /i).closest('p')!.textContent;
    await grid();
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');
    expect(range()).toMatch(/^Monday 15 June, 10:00\s?pm to 12:00\s?am$/i);

    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(range()).toMatch(/^Tuesday 16 June, 12:00\s?am to 2:00\s?am$/i);
    expect(days[1]).toHaveAttribute('aria-pressed', 'true');
    expect(await grid()).toHaveAccessibleName(/^Programmes in Sydney, Tuesday, 12:00\s?am/i);

    await user.click(screen.getByRole('button', { name: 'Earlier' }));
    expect(range()).toMatch(/^Monday 15 June, 10:00\s?pm to 12:00\s?am$/i);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await user.click(screen.getByRole('button', { name: 'Back to now' }));
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    expect(range()).toMatch(/^Monday 15 June, 10:00\s?pm/i);
    expect(screen.queryByRole('button', { name: 'Back to now' })).not.toBeInTheDocument();
  });

  it('offers no Later at the end of the seventh day, the end of the guide', async () => {
    const { user } = await openGuide();
    await grid();
    await user.click(within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button')[6]!);
    const later = screen.getByRole('button', { name: 'Later' });
    while (!(later as HTMLButtonElement).disabled) await user.click(later);
    expect(screen.getByText(/^\d{1,2}:\d\d\s?[ap]m to /i)).toHaveTextContent(/to 12:00\s?am$/i);
  });

  it("opens a programme's details with time, synopsis, classification and flags", async () => {
    const { user } = await openGuide();
    const harbour = await rowOf('Harbour One');
    const [cell] = await within(harbour).findAllByRole('gridcell', { name: /^Harbour One at/ });
    const title = titleOf(cell!);
    await user.click(cell!);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByText(`What happens in ${title}.`)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Harbour One \(channel 2\),/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Series 2, Episode \d – Episode \d$/)).toBeInTheDocument();
    expect(within(dialog).getByText('PG (Parental Guidance)')).toBeInTheDocument();
    expect(within(dialog).getByText('Surround sound')).toBeInTheDocument();
    expect(within(dialog).getByText('HD')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell).toHaveFocus();
  });

  it('moves between programmes with arrow keys and opens one with Enter', async () => {
    // Mid-morning, so the window holds several programmes before the day's end.
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
    const { user } = await openGuide();
    const g = await loadedGrid();
    const harbour = await rowOf('Harbour One');
    await within(harbour).findAllByRole('gridcell', { name: /^Harbour One at/ });
    const focusable = within(g)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    focusable[0]!.focus();
    expect(document.activeElement).toHaveAccessibleName(/^Harbour One at/);

    const first = document.activeElement!.textContent;
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Harbour One at/);
    expect(document.activeElement!.textContent).not.toBe(first);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement!.textContent).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Coastline TV at/);
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/Sydney Local/);
    const name = titleOf(document.activeElement!);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
  });

  it('moves the window later when the right arrow passes the last programme in view', async () => {
    // Just past midnight, so tomorrow opens at its midnight without a dozen clicks on Earlier.
    vi.setSystemTime(new Date(2026, 5, 15, 0, 10));
    const { user } = await openGuide();
    await loadedGrid();
    // Tomorrow from midnight, so there is always later to go.
    await user.click(within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button')[1]!);
    const range = () => screen.getByText(/^\d{1,2}:\d\d\s?[ap]m to /i).closest('p')!.textContent!;
    const earlier = screen.getByRole('button', { name: 'Earlier' });
    while (!/, 12:00\s?am to /i.test(range())) await user.click(earlier);
    const g = await loadedGrid();
    const before = range();
    within(g)
      .getAllByRole('gridcell')
      .find((c) => c.tabIndex === 0)!
      .focus();
    await user.keyboard('{End}');
    const lastInView = document.activeElement!.textContent;
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(range()).not.toBe(before));
    expect(document.activeElement).toHaveAccessibleName(/^Harbour One at/);
    expect(document.activeElement!.textContent).not.toBe(lastInView);
  });

  it("marks programmes above a signed-in household's parental limit, in the grid and the details", async () => {
    const { user } = await openGuide('/tv/guide', { signedInWithLimit: 'G' });
    const harbour = await rowOf('Harbour One');
    // Every fixture programme is PG, above G.
    const [cell] = await within(harbour).findAllByRole('gridcell', {
      name: /^Harbour One at .*\(above your parental limit\)/,
    });
    const title = titleOf(cell!);
    await user.click(cell!);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(
      within(dialog).getByText(/^Rated above your household’s parental limit \(G\)/),
    ).toBeVisible();
  });

  it('marks nothing for a visitor, or for a household whose limit the programme is within', async () => {
    await openGuide('/tv/guide', { signedInWithLimit: 'M' });
    const harbour = await rowOf('Harbour One');
    const cells = await within(harbour).findAllByRole('gridcell', { name: /^Harbour One at/ });
    for (const cell of cells) expect(cell).not.toHaveAccessibleName(/parental limit/);
  });

  it("shows a channel's full name on a tap of its name", async () => {
    const { user } = await openGuide();
    const harbour = await rowOf('Harbour One');
    const name = within(harbour).getByRole('button', { name: 'Harbour One' });
    expect(name).toHaveAttribute('aria-expanded', 'false');
    await user.click(name);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(within(harbour).getByText('2 Harbour One')).toBeVisible();
    await user.click(name);
    expect(within(harbour).queryByText('2 Harbour One')).not.toBeInTheDocument();
  });

  it('says when the channels cannot be loaded, and tries again', async () => {
    const { user, api } = await openGuide('/tv/guide', { failChannels: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The channels could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('/v4/epg/channels')).toHaveLength(2));
  });
});
