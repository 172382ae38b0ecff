import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCommerceCustomer } from '#app/test/commerce-fixtures.ts';
import { aSeason, aSeries, anEpisode } from '#app/test/title-fixtures.ts';
import {
  enterPin,
  open,
  freshBrowserEachTest,
} from '#app/features/commerce/test/title-actions-fixtures.ts';

freshBrowserEachTest();

/** Tidewater's Season 1 page on its first episode, with Buy pressed: the choice it offers. */
async function buyOnTheEpisodePage() {
  const series = aSeries(800, { title: 'Tidewater' });
  const season = aSeason(801, series, 1, [802, 803]);
  const episodes = [anEpisode(802, season, 1), anEpisode(803, season, 2)];
  const { user, api } = await open(
    aCommerceCustomer(),
    [series, season, ...episodes],
    {},
    '/season/details/801/tidewater/802',
  );
  const selected = await screen.findByRole('region', {
    name: 'Selected episode: Episode title 802',
  });
  await user.click(within(selected).getByRole('button', { name: 'Buy Episode title 802' }));
  const choice = await screen.findByRole('dialog', { name: 'This episode or the whole season?' });
  return { user, api, choice };
}

describe('buying an episode or its season on title details', () => {
  it('offers an episode or its whole season, and buys the season', async () => {
    const { user, api, choice } = await buyOnTheEpisodePage();
    await user.click(
      within(choice).getByRole('button', { name: 'The whole season: Tidewater, Season 1' }),
    );
    const options = await screen.findByRole('dialog', {
      name: 'Choose how to watch Tidewater, Season 1',
    });
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    await screen.findByRole('dialog', { name: 'Enjoy Tidewater, Season 1' });
    expect(api.callsTo('/v2/vod/purchase')[0]!.form.get('title_id')).toBe('801');
  });

  it('buys just the episode with an episode credit', async () => {
    const { user, api, choice } = await buyOnTheEpisodePage();
    await user.click(
      within(choice).getByRole('button', { name: 'This episode: Episode title 802' }),
    );
    const options = await screen.findByRole('dialog', {
      name: 'Choose how to watch Episode title 802',
    });
    expect(
      within(options).getByRole('checkbox', { name: 'Use an episode credit (1 left)' }),
    ).toBeChecked();
    await user.click(within(options).getByRole('button', { name: 'Continue' }));
    await enterPin(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).toHaveTextContent(
      'Buy Episode title 802 in HD with an episode credit. Nothing is charged.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and use credit' }));
    await screen.findByRole('dialog', { name: 'Enjoy Episode title 802' });
    const form = api.callsTo('/v2/vod/purchase')[0]!.form;
    expect([form.get('title_id'), form.get('duration'), form.get('free_vod')]).toEqual([
      '802',
      '-1',
      '1',
    ]);
  });
});
