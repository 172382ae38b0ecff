import { flagsOf, genreFitsRating, ratingFittingGenre, seasonName } from '@app/domain';
import type { TitleFlag } from '@app/domain';
import { tileColours } from './colours.ts';
import { PROVIDERS, TV_GENRES } from './genres-and-providers.ts';
import type { TvGenre } from './genres-and-providers.ts';
import { DAY_MS, TRAILER_PATH, skewedPopularity, warningCodes } from './movies.ts';
import type { AvailabilityWindow, CatalogueRows, TitleRow } from './movies.ts';
import { inventEpisodeTitle, inventShowTitle } from './naming.ts';
import { creditRows } from './people.ts';
import type { CreditPicker } from './people.ts';
import { PRICES, priceRule, seasonBundlePrice } from './price-rules.ts';
import { Random } from './random.ts';
import { consensusText, episodeSynopsis, seasonSynopsis, showSynopsis } from './synopses.ts';
import { slugOf, sortTitleOf } from './text.ts';
import type { ShowMood } from './words/shows.ts';

export const FIRST_SHOW_ID = 40_001;

export interface EpisodeFacts {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  duration: number;
  tryFirst: boolean;
  availableNow: boolean;
}

export interface SeasonFacts {
  id: number;
  seasonNumber: number;
  episodes: EpisodeFacts[];
  priced: boolean;
}

export interface ShowFacts {
  index: number;
  id: number;
  title: string;
  mood: ShowMood;
  window: AvailabilityWindow;
  free: boolean;
  ongoing: boolean;
  popularity: number;
  seasons: SeasonFacts[];
}

export interface ShowContext {
  count: number;
  day: number;
  thisYear: number;
  credits: CreditPicker;
}

const RATINGS_BY_MOOD: Record<ShowMood, readonly (readonly [number, number])[]> = {
  drama: [
    [40, 20],
    [60, 50],
    [65, 25],
    [70, 5],
  ],
  comedy: [
    [20, 10],
    [40, 45],
    [60, 40],
    [65, 5],
  ],
  crime: [
    [60, 40],
    [65, 50],
    [70, 10],
  ],
  reality: [
    [0, 15],
    [20, 25],
    [40, 45],
    [60, 15],
  ],
  documentary: [
    [0, 25],
    [20, 35],
    [40, 30],
    [60, 10],
  ],
  kids: [
    [0, 10],
    [20, 80],
    [40, 10],
  ],
  scifi: [
    [40, 20],
    [60, 50],
    [65, 30],
  ],
};

/** Minutes per episode by kind of show (episodes run 22–60 minutes). */
const EPISODE_MINUTES: Record<ShowMood, readonly [number, number]> = {
  drama: [44, 58],
  comedy: [22, 28],
  crime: [44, 60],
  reality: [42, 50],
  documentary: [44, 56],
  kids: [22, 24],
  scifi: [42, 58],
};

/**
 * Shows, their seasons and episodes. Rare kinds go by the show's index so the small seed has
 * them too: a Part season (2.5) on shows 0, 50, 100…; free episodes on 5, 28…; a try-first
 * episode on 3, 40…; an upcoming show at 13, 56…; an expired one at 9, 50….
 */
export function inventShows(context: ShowContext): { rows: CatalogueRows; shows: ShowFacts[] } {
  const { day, thisYear, credits } = context;
  const used = new Set<string>();
  const rows: CatalogueRows = { titles: [], genres: [], credits: [], rules: [] };
  const seasonRows: TitleRow[] = [];
  const episodeRows: TitleRow[] = [];
  const shows: ShowFacts[] = [];
  let nextId = FIRST_SHOW_ID;

  for (let index = 0; index < context.count; index++) {
    const random = Random.for('show', index);
    const primary: TvGenre = random.weighted(
      TV_GENRES.filter((g) => g.weight > 0).map((g) => [g, g.weight] as const),
    );
    const mood = primary.mood;
    const title = inventShowTitle(random, mood, used);
    const genres = [primary];
    if (random.chance(0.45))
      genres.push(random.pick(TV_GENRES.filter((g) => !g.hidden && g.id !== primary.id)));
    if (random.chance(0.06)) genres.push(random.pick(TV_GENRES.filter((g) => g.hidden)));

    const free = index % 23 === 5;
    const tryFirst = index % 37 === 3;
    const partSeason = index % 50 === 0;
    const window: AvailabilityWindow =
      index % 43 === 13 ? 'upcoming' : index % 41 === 9 ? 'expired' : 'now';
    const ongoing = window === 'now' && (index % 7 === 1 || random.chance(0.12));

    let seasonCount: number = random.weighted([
      [1, 30],
      [2, 25],
      [3, 18],
      [4, 12],
      [5, 8],
      [6, 7],
    ] as const);
    // With its Part season (2.5) a show still has at most 6 seasons.
    if (partSeason) seasonCount = Math.min(5, Math.max(seasonCount, 3));
    const seasonNumbers: number[] = [];
    for (let s = 1; s <= seasonCount; s++) {
      seasonNumbers.push(s);
      // A Part season (account spec §3: a decimal season number means 'Part').
      if (partSeason && s === 2) seasonNumbers.push(2.5);
    }

    const hd = random.chance(0.85);
    const uhd = hd && random.chance(0.06);
    const surround = hd && random.chance(0.4);
    const creditUse = !free && random.chance(0.7);
    const baseFlags: TitleFlag[] = [];
    if (hd) baseFlags.push('hd');
    if (uhd) baseFlags.push('uhd4k');
    if (surround) baseFlags.push('surround');
    // The main genre bounds the rating; other genres that promise parents otherwise are dropped.
    const rating = ratingFittingGenre(primary.name, random.weighted(RATINGS_BY_MOOD[mood]));
    for (let i = genres.length - 1; i > 0; i--) {
      if (!genreFitsRating(genres[i]!.name, rating)) genres.splice(i, 1);
    }
    const warnings = JSON.stringify(warningCodes(random, rating));
    const provider = random.pick(PROVIDERS.filter((p) => p.tv || p.id <= 6)).id;
    const firstYear = Math.min(
      thisYear,
      thisYear - Math.floor(25 * random.next() ** 1.8) - (seasonCount - 1),
    );
    const popularity = skewedPopularity(random, 3.5);
    const colours = tileColours(random);
    const synopsis = showSynopsis(random, mood);
    const [minMinutes, maxMinutes] = EPISODE_MINUTES[mood];

    let availableFrom: number;
    let availableTo: number | null;
    if (window === 'upcoming') {
      availableFrom = day + random.int(5, 40) * DAY_MS;
      availableTo = null;
    } else if (window === 'expired') {
      availableFrom = day - random.int(500, 2500) * DAY_MS;
      availableTo = day - random.int(2, 90) * DAY_MS;
    } else {
      availableFrom = day - random.int(60, 3000) * DAY_MS;
      availableTo = ongoing || random.chance(0.5) ? null : day + random.int(60, 1200) * DAY_MS;
    }
    const addedAt = window === 'upcoming' ? day - random.int(1, 10) * DAY_MS : availableFrom;

    const castIds = credits.cast(
      random,
      mood === 'reality' || mood === 'documentary' ? random.int(1, 2) : random.int(4, 8),
    );
    // Drawn and not stored: a series credits no director (its episodes each have theirs), and
    // keeping the draw keeps every later show as it was.
    credits.directors(random, random.chance(0.7) ? 1 : 2);
    const episodeDirectors = credits.directors(random, 3);
    const critics = random.chance(0.7) ? random.normalInt(68, 15, 10, 100) : null;
    const audience = random.chance(0.85)
      ? random.normalInt((critics ?? 66) + 3, 12, 10, 100)
      : null;

    const seriesId = nextId++;
    const seasons: SeasonFacts[] = [];
    let screeningRoomId: number | null = null;
    let totalEpisodes = 0;
    let totalSeconds = 0;
    const seriesGenres = genres.map((g, position) => ({ genre_id: g.id, position }));
    const common = {
      content_class: 'tv' as const,
      sort_title: sortTitleOf(title),
      rating,
      provider_id: provider,
      primary_genre_id: primary.id,
      warning_codes_json: warnings,
      base_id: null,
      alternate_link: null,
      consensus: null,
    };

    seasonNumbers.forEach((seasonNumber, seasonIndex) => {
      const seasonId = nextId++;
      const lastSeason = seasonIndex === seasonNumbers.length - 1;
      const episodeCount = seasonNumber === 2.5 ? random.int(6, 8) : random.int(6, 13);
      const year = Math.min(thisYear, firstYear + Math.floor(seasonNumber) - 1);
      const seasonPopularity = Math.max(1, Math.round(popularity * (0.4 + 0.5 * random.next())));
      const episodes: EpisodeFacts[] = [];
      let seasonSeconds = 0;
      const seasonEpisodeTitles = new Set<string>();
      for (let e = 1; e <= episodeCount; e++) {
        const id = nextId++;
        const duration = random.int(minMinutes * 60, maxMinutes * 60);
        seasonSeconds += duration;
        const isTryFirst = tryFirst && seasonIndex === 0 && e === 1;
        if (isTryFirst) screeningRoomId = id;
        // An ongoing show releases its latest episodes weekly: the last two are still to come.
        const weeksAhead = ongoing && lastSeason ? e - (episodeCount - 2) : 0;
        const episodeFrom = weeksAhead > 0 ? day + weeksAhead * 7 * DAY_MS : availableFrom;
        const flags = [...baseFlags];
        if (creditUse) flags.push('creditUse');
        if (isTryFirst) flags.push('tryFirst');
        episodes.push({
          id,
          seasonNumber,
          episodeNumber: e,
          duration,
          tryFirst: isTryFirst,
          availableNow: window === 'now' && weeksAhead <= 0,
        });
        let episodeTitle =
          e === 1 && seasonIndex === 0 && random.chance(0.3) ? 'Pilot' : inventEpisodeTitle(random);
        // No two episodes of a season share a title; a retry draws from a stream of its own, so
        // the rest of the catalogue stays as it was.
        for (let attempt = 1; seasonEpisodeTitles.has(episodeTitle); attempt++) {
          episodeTitle = inventEpisodeTitle(Random.for('episode-title', id, attempt));
        }
        seasonEpisodeTitles.add(episodeTitle);
        episodeRows.push({
          ...common,
          id,
          sub_type: 'episode',
          title: episodeTitle,
          sort_title: sortTitleOf(episodeTitle),
          parent_id: seasonId,
          root_parent_id: seriesId,
          season_number: seasonNumber,
          episode_number: e,
          episode_count: null,
          duration,
          synopsis: episodeSynopsis(random, mood),
          year_production: year,
          flags: flagsOf(...flags),
          available_from: episodeFrom,
          available_to: availableTo,
          trailer_path: null,
          critics_score: null,
          audience_score: null,
          ratings_count: 0,
          tile_background: colours.background,
          tile_text: colours.text,
          screening_room_title_id: null,
          has_price_rules: 1,
          mobile_playable: random.chance(0.97) ? 1 : 0,
          popularity: Math.max(1, Math.round(seasonPopularity * (0.2 + 0.3 * random.next()))),
          added_at: Math.min(episodeFrom, day),
        });
        seriesGenres.forEach((g) => rows.genres.push({ title_id: id, ...g }));
        rows.credits.push(
          ...creditRows(id, 'director', [random.pick(episodeDirectors)]),
          ...creditRows(id, 'cast', castIds.slice(0, 2)),
        );
        if (!free) {
          rows.rules.push(priceRule(id, 'buy', 'sd', PRICES.episodeSd));
          if (hd) rows.rules.push(priceRule(id, 'buy', 'hd', PRICES.episodeHd));
        }
      }
      totalEpisodes += episodeCount;
      totalSeconds += seasonSeconds;
      seasons.push({ id: seasonId, seasonNumber, episodes, priced: !free });
      const seasonFlags = [...baseFlags];
      if (ongoing && lastSeason) seasonFlags.push('ongoing');
      seasonRows.push({
        ...common,
        id: seasonId,
        sub_type: 'season',
        title,
        parent_id: seriesId,
        root_parent_id: seriesId,
        season_number: seasonNumber,
        episode_number: null,
        episode_count: episodeCount,
        duration: seasonSeconds,
        synopsis: seasonSynopsis(
          random,
          seasonIndex,
          seasonName(seasonNumber).replace('Season ', ''),
          synopsis,
        ),
        year_production: year,
        flags: flagsOf(...seasonFlags),
        available_from: availableFrom,
        available_to: availableTo,
        trailer_path: random.chance(0.6) ? TRAILER_PATH : null,
        critics_score: null,
        audience_score: null,
        ratings_count: 0,
        tile_background: colours.background,
        tile_text: colours.text,
        screening_room_title_id: tryFirst && seasonIndex === 0 ? screeningRoomId : null,
        has_price_rules: 1,
        mobile_playable: 1,
        popularity: seasonPopularity,
        added_at: addedAt,
      });
      seriesGenres.forEach((g) => rows.genres.push({ title_id: seasonId, ...g }));
      rows.credits.push(...creditRows(seasonId, 'cast', castIds));
      if (!free) {
        rows.rules.push(
          priceRule(seasonId, 'buy', 'sd', seasonBundlePrice(episodeCount, PRICES.episodeSd)),
        );
        if (hd)
          rows.rules.push(
            priceRule(seasonId, 'buy', 'hd', seasonBundlePrice(episodeCount, PRICES.episodeHd)),
          );
      }
    });

    const seriesFlags = [...baseFlags];
    if (ongoing) seriesFlags.push('ongoing');
    rows.titles.push({
      ...common,
      id: seriesId,
      sub_type: 'series',
      title,
      parent_id: null,
      root_parent_id: null,
      season_number: null,
      episode_number: null,
      episode_count: totalEpisodes,
      duration: totalSeconds,
      synopsis,
      year_production: firstYear,
      flags: flagsOf(...seriesFlags),
      available_from: availableFrom,
      available_to: availableTo,
      trailer_path: random.chance(0.85) ? TRAILER_PATH : null,
      critics_score: critics,
      audience_score: audience,
      ratings_count: Math.round(popularity * (0.2 + random.next())) + random.int(0, 30),
      consensus:
        critics !== null && random.chance(0.5)
          ? consensusText(random, critics, title, 'series')
          : null,
      alternate_link: random.chance(0.5) ? `https://reviews.example.com/tv/${slugOf(title)}` : null,
      tile_background: colours.background,
      tile_text: colours.text,
      screening_room_title_id: screeningRoomId,
      // A series is sold by the season or the episode, never whole; a free show is free throughout.
      has_price_rules: free ? 1 : 0,
      mobile_playable: 1,
      popularity,
      added_at: addedAt,
    });
    seriesGenres.forEach((g) => rows.genres.push({ title_id: seriesId, ...g }));
    rows.credits.push(...creditRows(seriesId, 'cast', castIds));
    shows.push({ index, id: seriesId, title, mood, window, free, ongoing, popularity, seasons });
  }
  // Parents before children, so foreign keys hold at every statement.
  rows.titles.push(...seasonRows, ...episodeRows);
  return { rows, shows };
}
