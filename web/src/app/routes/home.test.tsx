import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { floorToHalfHour, MINUTE_MS } from '@app/domain';
import { guideHandlers, REGIONS } from '#app/features/guide/test/guide-fixtures.ts';
import { aCataloguePage, jsonAnswer } from '#app/test/catalogue-fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { timeLeftText } from '#app/features/guide/components/on-now-shelf.tsx';
import translations from '#i18n/default/en.json';
import { createI18n } from '#app/app/i18n.ts';
import { anAccount, fakeApi, fakeSessionServer, okAnswer } from '#app/test/session-fixtures.ts';
import {
  aCommerceCustomer,
  aRental,
  aRentableMovie,
  fakeCommerceServer,
} from '#app/test/commerce-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function open(
  handlers: Parameters<typeof fakeApi>[0] = guideHandlers(),
  session: ReturnType<typeof anAccount> | null = null,
) {
  vi.stubGlobal('fetch', fakeApi(handlers).fetch);
  return renderApp('/', { session });
}

/** The fixtures' programmes are half an hour long, named by channel and their UTC start. */
function onNowAt(channel: string) {
  const start = floorToHalfHour(Date.now());
  return {
    title: `${channel} at ${new Date(start).toISOString().slice(11, 16)}`,
    left: `${Math.ceil((start + 30 * MINUTE_MS - Date.now()) / MINUTE_MS)} min left`,
  };
}

async function onNowShelf() {
  return screen.findByRole('region', { name: 'On TV now' });
}

describe('home: on TV now', () => {
  it("shows what is on now on the default region's channels, linking to that region's guide", async () => {
    await open();
    const shelf = await onNowShelf();
    const expected = onNowAt('Harbour One');
    const card = await within(shelf).findByRole('link', {
      name: `Harbour One: ${expected.title}`,
    });
    expect(card).toHaveAttribute('href', '/tv/guide/nsw/sydney');
    expect(within(card.closest('li')!).getByText(expected.left)).toBeInTheDocument();
    // Sydney's line-up: four live channels and the virtual playlist, nothing from Perth.
    const cards = within(within(shelf).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(shelf).queryByText(/Swan Valley TV/)).not.toBeInTheDocument();
    expect(
      within(shelf).getByRole('link', { name: /Binge: Night Shift: Night Shift/ }),
    ).toBeVisible();
    expect(within(shelf).getByRole('link', { name: 'See all: On TV now' })).toHaveAttribute(
      'href',
      '/tv/guide/nsw/sydney',
    );
  });

  it('shows the shelf to a signed-in customer too', async () => {
    await open(guideHandlers(), anAccount());
    const shelf = await onNowShelf();
    expect(
      await within(shelf).findByRole('link', { name: new RegExp(`^Coastline TV: `) }),
    ).toBeInTheDocument();
  });

  it('says so and offers Retry when the guide cannot be read', async () => {
    await open(guideHandlers({ failChannels: true }));
    await screen.findByText('What is on TV now could not be loaded');
    const shelf = await onNowShelf();
    expect(within(shelf).getByRole('alert')).toHaveTextContent(
      'What is on TV now could not be loaded',
    );
    expect(within(shelf).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says there is nothing to show when the region has no channels', async () => {
    await open({
      ...guideHandlers(),
      '/v4/epg/channels': () => okAnswer({ channels: [], region_details: REGIONS }),
    });
    await screen.findByText(/The TV guide has no channels to show right now/);
    const shelf = await onNowShelf();
    expect(within(shelf).queryByRole('list')).not.toBeInTheDocument();
    expect(within(shelf).getByRole('link', { name: 'Open the TV guide' })).toHaveAttribute(
      'href',
      '/tv/guide/nsw/sydney',
    );
  });

  it('shows a loading status until the programmes arrive', async () => {
    // Every call held until released, and answered at once after: the shelf may ask for more
    // than one block, and on a loaded machine a later call can come after the release.
    const held: (() => void)[] = [];
    let released = false;
    const release = () => {
      released = true;
      held.splice(0).forEach((answer) => answer());
    };
    const handlers = guideHandlers();
    await open({
      ...handlers,
      '/v2/epg/programslist': (call) =>
        released
          ? handlers['/v2/epg/programslist'](call)
          : new Promise<Response>((resolve) => {
              held.push(() => resolve(handlers['/v2/epg/programslist'](call)));
            }),
    });
    const shelf = await onNowShelf();
    expect(
      await within(shelf).findByRole('status', { name: "Loading what's on TV now" }),
    ).toBeInTheDocument();
    release();
    expect(await within(shelf).findByRole('link', { name: /^Harbour One: / })).toBeInTheDocument();
    expect(within(shelf).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('home: time left on now', () => {
  it('says minutes under an hour, whole hours alone, and hours with minutes', async () => {
    const i18n = createI18n(translations);
    const say = (minutes: number) => timeLeftText(i18n.t, minutes);
    expect(say(35)).toBe('35 min left');
    expect(say(60)).toBe('1 h left');
    expect(say(120)).toBe('2 h left');
    expect(say(78)).toBe('1 h 18 min left');
  });
});

describe('home: the hero', () => {
  it('gives the running time as the details page does, beside a poster without the title in it', async () => {
    await open({
      ...guideHandlers(),
      '/v3/vod/catalogue/tab': () => jsonAnswer(aCataloguePage(0, 12, 12)),
    });
    const hero = await screen.findByRole('region', { name: 'New movies every week, and TV live' });
    expect(await within(hero).findByRole('heading', { name: 'Movie 1' })).toBeVisible();
    // 5,400 s: "1 h 30 min", as the details page's facts say it, never "90 min".
    expect(within(hero).getByText(/· 1 h 30 min$/)).toBeVisible();
    const poster = within(hero)
      .getAllByRole('presentation')
      .find((image) => image.getAttribute('width') === '200');
    expect(poster).toHaveAttribute('src', '/v2/vod/titles/1/backdrop/300x450');
  });
});

describe("home: a customer's own shelves", () => {
  it('shows a customer what they rented and their wishlist', async () => {
    const day = 86_400_000;
    const customer = aCommerceCustomer();
    customer.account = { ...customer.account!, entitlements: { '7001': aRental(day) } };
    const commerce = fakeCommerceServer(
      customer,
      [
        aRentableMovie(7001, { title: 'Lantern Nights' }),
        aRentableMovie(7002, { title: 'Paper Moons' }),
      ],
      { wishlist: { '7002': new Date(Date.now() - day).toISOString() } },
    );
    const session = fakeSessionServer([customer], customer.code);
    vi.stubGlobal(
      'fetch',
      fakeApi({ ...guideHandlers(), ...session.handlers, ...commerce.handlers }).fetch,
    );
    await renderApp('/', { session: 'from-api' });

    const yours = await screen.findByRole('region', { name: 'Your movies and shows' });
    const rented = await within(yours).findByRole('link', { name: /Lantern Nights/ });
    expect(within(rented.closest('li')!).getByText('Rented')).toBeInTheDocument();
    const wishlist = await screen.findByRole('region', { name: 'Your wishlist' });
    expect(await within(wishlist).findByRole('link', { name: /Paper Moons/ })).toBeInTheDocument();
  });

  it('shows a visitor no shelves of their own', async () => {
    await open();
    await onNowShelf();
    expect(screen.queryByRole('region', { name: 'Your movies and shows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your wishlist' })).not.toBeInTheDocument();
  });
});
