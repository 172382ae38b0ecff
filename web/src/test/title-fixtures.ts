import type { Title, VodTitlesAnswer } from '@app/domain';
import { aMovie } from './catalogue-fixtures.ts';

const meta = () => ({ __meta__: { error: null, message: null, timestamp: Date.now() } });

/** A POST /v3/vod/titles answer holding these titles, with empty lookups unless given. */
export function vodTitlesAnswer(
  titles: Title[],
  lookups: Partial<Omit<VodTitlesAnswer, 'titles'>> = {},
): VodTitlesAnswer & ReturnType<typeof meta> {
  return {
    titles,
    price_rules: {},
    title_price_variants: {},
    genres: {},
    providers: {},
    package_availability: {},
    item_image_ids: {},
    item_images: {},
    ...lookups,
    ...meta(),
  };
}

export function aSeries(id: number, overrides: Partial<Title> = {}): Title {
  return aMovie(id, {
    title: `Show ${id}`,
    sub_type: 'series',
    price_rules: null,
    duration: 0,
    ...overrides,
  });
}

export function aSeason(
  id: number,
  series: Title,
  seasonNumber: number,
  episodeIds: number[],
): Title {
  return aMovie(id, {
    title: series.title,
    sub_type: 'season',
    parent_id: series.id,
    root_parent_id: series.id,
    season_number: seasonNumber,
    episode_count: episodeIds.length,
    children: episodeIds,
    synopsis: `Season ${seasonNumber} of ${series.title}.`,
    price_rules: [
      { id: id * 10 + 4, price: 1999, content_format: 'hd', duration: -1, download_duration: 1 },
    ],
  });
}

export function anEpisode(
  id: number,
  season: Title,
  episodeNumber: number,
  overrides: Partial<Title> = {},
): Title {
  return aMovie(id, {
    title: `Episode title ${id}`,
    sub_type: 'episode',
    parent_id: season.id,
    root_parent_id: season.root_parent_id,
    season_number: season.season_number,
    episode_number: episodeNumber,
    duration: 2700,
    price_rules: [
      { id: id * 10 + 4, price: 349, content_format: 'hd', duration: -1, download_duration: 1 },
    ],
    ...overrides,
  });
}

/** A show with seasons 1, 2 and 2.5 (Season 2 Part 5), two episodes each. */
export function aShowWithAPartSeason() {
  const series = aSeries(500, { title: 'Harbour Lights', season_ids: [501, 504, 507] });
  const seasons = [
    aSeason(501, series, 1, [502, 503]),
    aSeason(504, series, 2, [505, 506]),
    aSeason(507, series, 2.5, [508, 509]),
  ];
  const episodes = seasons.flatMap((season) =>
    season.children.map((id, index) => anEpisode(id, season, index + 1)),
  );
  return { series, seasons, episodes, all: [series, ...seasons, ...episodes] };
}
