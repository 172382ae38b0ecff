import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@app/domain';
import { renderApp } from '#app/test/render-app.tsx';
import { anAccount, fakeSessionServer, okAnswer, refusal } from '#app/test/session-fixtures.ts';
import {
  channelTiles,
  demoPlans,
  stubApi,
} from '#app/features/marketing/test/marketing-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('package pages', () => {
  it('shows Ultimate’s price, channel count and the first 4 channels of each of its packs', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/ultimate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ultimate pack' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$24.99 a month · 40 channels')).toBeInTheDocument();
    const tiles = await channelTiles();
    expect(tiles.map((tile) => tile.textContent)).toEqual(
      [100, 200, 300, 400].flatMap((first) => [0, 1, 2, 3].map((c) => `Channel ${first + c}`)),
    );
  });

  it('reveals the rest of Ultimate’s 40 channels with “See all 40 channels”, and hides them again', async () => {
    stubApi();
    const { user } = await renderApp('/packages/premium-channels/ultimate');
    expect(await channelTiles()).toHaveLength(16);
    const more = screen.getByRole('button', { name: 'See all 40 channels' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // A keyboard user reaches it with Tab and opens it with Enter.
    more.focus();
    await user.keyboard('{Enter}');
    const tiles = await channelTiles();
    expect(tiles).toHaveLength(40);
    // The first tiles stay where they were; the rest follow in the pack's order.
    expect(tiles[15]).toHaveTextContent('Channel 403');
    expect(tiles[16]).toHaveTextContent('Channel 104');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('Show fewer channels');
    expect(more).toHaveFocus();
    await user.keyboard(' ');
    expect(await channelTiles()).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'See all 40 channels' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the whole list when the address names a channel past the first tiles', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids/channel-109');
    expect(await channelTiles()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Channel 109' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows 8 tiles of a skinny pack; choosing a tile again deselects it', async () => {
    stubApi();
    const { user } = await renderApp('/packages/premium-channels/vibe');
    const tiles = await channelTiles();
    expect(tiles).toHaveLength(8);
    expect(screen.getByText('$6.00 a month · 10 channels')).toBeInTheDocument();
    const tile = screen.getByRole('button', { name: 'Channel 302' });
    await user.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Channel 302 is on channel 312.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Channel 303' }));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Channel 303' }));
    expect(screen.getByRole('button', { name: 'Channel 303' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText(/is on channel/)).not.toBeInTheDocument();
  });

  it('offers a pack to a household without it', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids');
    expect(await screen.findByRole('link', { name: 'Add Kids' })).toBeInTheDocument();
  });

  it('tells a Kids subscriber it has the pack instead of offering it again', async () => {
    const kids = { id: 101, name: 'Kids', subscribed: true } as Account['sorted_plans'][number];
    const household = {
      code: 'CUST0001',
      pin: '1234',
      account: anAccount({ sorted_plans: [kids] }),
    };
    const session = fakeSessionServer([household], household.code);
    stubApi(session.handlers);
    await renderApp('/packages/premium-channels/kids', { session: 'from-api' });
    expect(await screen.findByText(/You have the Kids pack\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your packs' })).toHaveAttribute(
      'href',
      '/account/settings/package-management',
    );
    expect(screen.queryByRole('link', { name: 'Add Kids' })).toBeNull();
  });

  it('shows a name tile, never a broken image, when a channel logo fails to load (§8)', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids');
    const tiles = await channelTiles();
    expect(tiles).toHaveLength(8);
    const logos = tiles.map((tile) => tile.querySelector('img')!);
    expect(logos.every(Boolean)).toBe(true);
    for (const logo of logos) fireEvent.error(logo);
    for (const tile of tiles) {
      expect(tile.querySelector('img')).toBeNull();
      expect(tile.textContent).toMatch(/Channel \d+Channel \d+/);
    }
  });

  it('preselects the channel named in the address', async () => {
    stubApi();
    await renderApp('/packages/premium-channels/kids/channel-101');
    await channelTiles();
    expect(screen.getByRole('button', { name: 'Channel 101' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says 'Nominated package {name} not found' for a pack that does not exist", async () => {
    stubApi();
    await renderApp('/packages/premium-channels/opera');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nominated package opera not found');
  });

  it('says the same when the plan list lacks a known pack', async () => {
    stubApi();
    await renderApp('/packages/special-interest/italian');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nominated package Italia Mia not found',
    );
  });

  it('lists a group’s packs with their prices', async () => {
    stubApi();
    await renderApp('/packages/premium-channels');
    const link = await screen.findByRole('link', { name: 'Kids pack' });
    expect(link).toHaveAttribute('href', '/packages/premium-channels/kids');
    expect(await screen.findAllByText('$6.00 a month · 10 channels')).toHaveLength(4);
  });

  it('offers Retry when the packs cannot be loaded, and shows them once they can', async () => {
    let fail = true;
    stubApi({
      '/v2/plans': () =>
        fail ? refusal('ERR_INTERNAL', 'Down', 500) : okAnswer({ ...demoPlans() }),
    });
    const { user } = await renderApp('/packages/premium-channels/kids');
    expect(await screen.findByRole('alert')).toHaveTextContent('The packs could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await channelTiles()).toHaveLength(8);
  });
});
