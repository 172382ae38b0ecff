import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '#app/test/catalogue-fixtures.ts';
import { aShowWithAPartSeason, vodTitlesAnswer } from '#app/test/title-fixtures.ts';
import { createQueryClient } from '#app/lib/query-client.ts';
import { titleTreeQueryOptions } from './get-title-tree.ts';

const fetchMock = vi.fn<typeof fetch>();

describe('a title tree', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("gives a season and an episode from the show's answer without asking, and keeps no copies of it", async () => {
    const show = aShowWithAPartSeason();
    fetchMock.mockResolvedValue(jsonAnswer(vodTitlesAnswer(show.all)));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(titleTreeQueryOptions(queryClient, show.series.id));
    // Only the show's own answer is kept: a server-rendered show page carries nothing else.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['title'] })).toHaveLength(1);

    const season = show.seasons[0]!;
    const episodes = show.episodes.filter((e) => e.parent_id === season.id);
    const seasonTree = await queryClient.fetchQuery(titleTreeQueryOptions(queryClient, season.id));
    expect(seasonTree.titles.map((t) => t.id)).toEqual([season.id, ...episodes.map((e) => e.id)]);
    const episodeTree = await queryClient.fetchQuery(
      titleTreeQueryOptions(queryClient, episodes[0]!.id),
    );
    expect(episodeTree.titles.map((t) => t.id)).toEqual([episodes[0]!.id]);
    expect(episodeTree.price_rules).toEqual(seasonTree.price_rules);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for a title no cached show holds', async () => {
    const show = aShowWithAPartSeason();
    fetchMock.mockResolvedValue(jsonAnswer(vodTitlesAnswer(show.all)));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(titleTreeQueryOptions(queryClient, show.seasons[0]!.id));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
