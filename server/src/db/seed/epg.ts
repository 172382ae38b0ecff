import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import {
  CHANNEL_LINEUP,
  DEPRECATED_PLAN_CHANNELS,
  REGIONS,
  VIRTUAL_CHANNEL_FIRST_NUMBER,
} from './channel-lineup.ts';
import type { ChannelDef, ProgramFormat } from './channel-lineup.ts';
import { brandColour } from './colours.ts';
import { inventEpisodeTitle, inventMovieTitle, inventShowTitle } from './naming.ts';
import { PLAN_IDS } from './plans.ts';
import { Random } from './random.ts';
import type { ShowFacts } from './shows.ts';
import { ratingForMood } from './movies.ts';
import { episodeSynopsis, movieSynopsis } from './synopses.ts';
import type { ShowMood } from './words/shows.ts';
import type { Mood } from './words/synopses.ts';
import {
  COMEDY_SPECIALS,
  EVENT_PROGRAMMES,
  FAITH_PROGRAMMES,
  ITALIAN_PROGRAMMES,
  KIDS_SHORTS,
  MUSIC_PROGRAMMES,
  NEWS_CHANNEL_PROGRAMMES,
  NEWS_PROGRAMMES,
  RACING_PROGRAMMES,
  SHOPPING_PROGRAMMES,
  SPORTS,
  SPORT_SHOWS,
  TEAM_NAMES,
  WEATHER_PROGRAMMES,
} from './words/programs.ts';
import type { FixedProgramme } from './words/programs.ts';
import { PLACES } from './words/titles.ts';

export type RegionRow = Insertable<Database['regions']>;
export type ChannelRow = Insertable<Database['channels']>;
export type ProgramRow = Insertable<Database['programs']>;

export interface GuideRows {
  regions: RegionRow[];
  channels: ChannelRow[];
  channelRegions: Insertable<Database['channel_regions']>[];
  channelPlans: Insertable<Database['channel_plans']>[];
  synopses: Insertable<Database['program_synopses']>[];
  programs: ProgramRow[];
  virtualItems: Insertable<Database['virtual_schedule_items']>[];
}

export interface GuideContext {
  small: boolean;
  /** The guide covers [from, to), epoch ms on 5-minute marks. */
  from: number;
  to: number;
  /** Shows whose episodes fill the virtual playlist channels. */
  virtualShows: readonly ShowFacts[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const LOCAL_UTC_OFFSET_HOURS = 10;

function inHours(hour: number, [from, to]: readonly [number, number]): boolean {
  return from <= to ? hour >= from && hour < to : hour >= from || hour < to;
}

interface Airing {
  synopsisId: number;
  seriesNo: number | null;
  episodeNo: number | null;
  episodeTitle: string | null;
}

interface GuideShow {
  programId: string;
  title: string;
  kind: 'fixed' | 'episodic' | 'movie' | 'match';
  minutes: readonly number[];
  weight: number;
  rating: number;
  popularity: number;
  sound: string;
  /** fixed and movie: one synopsis shared by every airing. */
  synopsisId: number | null;
  mood: ShowMood;
  seriesNo: number;
  aired: Airing[];
  /** Local hours [from, to) when it may start; wraps past midnight when from > to. */
  hours?: readonly [number, number];
}

/** Program synopses, numbered as they are written; repeats share one. */
class SynopsisBook {
  readonly rows: Insertable<Database['program_synopses']>[] = [];
  add(text: string): number {
    const id = this.rows.length + 1;
    this.rows.push({ id, text });
    return id;
  }
}

const SHOW_RATINGS: Record<ShowMood, readonly number[]> = {
  drama: [40, 60, 60, 65],
  comedy: [20, 40, 60],
  crime: [60, 65, 65, 70],
  reality: [0, 20, 40],
  documentary: [0, 20, 40],
  kids: [0, 20],
  scifi: [40, 60, 65],
};

function networkOf(def: ChannelDef): string {
  return def.name.split(' ')[0]!;
}

function buildPool(
  def: ChannelDef,
  random: Random,
  book: SynopsisBook,
  usedTitles: Set<string>,
): GuideShow[] {
  const pool: GuideShow[] = [];
  let n = 0;
  const popularity = () => Math.round(100 * random.next() ** 2);
  const fixed = (programmes: readonly FixedProgramme[]) => {
    for (const f of programmes) {
      pool.push({
        programId: `${def.slug}-${n++}`,
        title: f.title,
        kind: 'fixed',
        minutes: f.minutes,
        weight: f.weight,
        rating: f.rating,
        popularity: popularity(),
        sound: 'stereo',
        synopsisId: book.add(f.synopsis),
        mood: 'reality',
        seriesNo: 1,
        aired: [],
        ...(f.hours ? { hours: f.hours } : {}),
      });
    }
  };
  const episodic = (mood: ShowMood, count: number, minutes: readonly number[], weight = 1) => {
    for (let i = 0; i < count; i++) {
      pool.push({
        programId: `${def.slug}-${n++}`,
        title: inventShowTitle(random, mood, usedTitles),
        kind: 'episodic',
        minutes: [random.pick(minutes)],
        weight,
        rating: random.pick(SHOW_RATINGS[mood]),
        popularity: popularity(),
        sound: def.hd && random.chance(0.3) ? 'surround' : 'stereo',
        synopsisId: null,
        mood,
        seriesNo: random.int(1, 8),
        aired: [],
      });
    }
  };
  const movies = (count: number, weight: number, hours?: readonly [number, number]) => {
    for (let i = 0; i < count; i++) {
      const mood = random.pick<Mood>([
        'drama',
        'comedy',
        'thriller',
        'action',
        'romance',
        'scifi',
        'family',
      ]);
      pool.push({
        programId: `${def.slug}-${n++}`,
        title: inventMovieTitle(random, usedTitles, []),
        kind: 'movie',
        minutes: [random.int(17, 36) * 5],
        weight,
        rating: ratingForMood(random, mood),
        popularity: popularity(),
        sound: random.chance(0.05) ? 'mono' : def.hd && random.chance(0.5) ? 'surround' : 'stereo',
        synopsisId: book.add(movieSynopsis(random, mood)),
        mood: 'drama',
        seriesNo: 1,
        aired: [],
        ...(hours ? { hours } : {}),
      });
    }
  };
  const matches = (sport: string) => {
    pool.push({
      programId: `${def.slug}-${n++}`,
      title: `${sport} Live`,
      kind: 'match',
      minutes: [120, 150, 180],
      weight: 3,
      rating: 0,
      popularity: popularity(),
      sound: def.hd ? 'surround' : 'stereo',
      synopsisId: null,
      mood: 'reality',
      seriesNo: 1,
      aired: [],
    });
  };

  const formats: Record<ProgramFormat, () => void> = {
    general: () => {
      fixed(NEWS_PROGRAMMES(networkOf(def)));
      episodic('drama', 2, [60]);
      episodic('crime', 1, [60]);
      episodic('comedy', 1, [30]);
      episodic('reality', 2, [30, 60]);
      movies(8, 0.3, [19, 2]);
    },
    news: () => fixed(NEWS_CHANNEL_PROGRAMMES),
    kids: () => {
      episodic('kids', 8, [10, 15, 25, 30]);
      fixed(KIDS_SHORTS);
    },
    movies: () => movies(30, 1),
    sport: () => {
      for (const sport of random.sample(SPORTS, 2)) {
        matches(sport);
        fixed(SPORT_SHOWS(sport));
      }
    },
    docs: () => episodic('documentary', 6, [30, 60]),
    lifestyle: () => episodic('reality', 6, [30, 60]),
    music: () => fixed(MUSIC_PROGRAMMES),
    shopping: () => fixed(SHOPPING_PROGRAMMES),
    drama: () => {
      episodic('drama', 3, [60]);
      episodic('crime', 2, [60]);
      episodic('scifi', 1, [60]);
      movies(4, 0.2);
    },
    comedy: () => {
      episodic('comedy', 6, [30]);
      fixed(COMEDY_SPECIALS);
    },
    racing: () => fixed(RACING_PROGRAMMES(random.sample(PLACES, 4))),
    faith: () => fixed(FAITH_PROGRAMMES),
    italian: () => {
      fixed(ITALIAN_PROGRAMMES);
      episodic('drama', 1, [60]);
    },
    event: () => fixed(EVENT_PROGRAMMES),
    weather: () => fixed(WEATHER_PROGRAMMES),
  };
  formats[def.format]();
  return pool;
}

function airingOf(show: GuideShow, random: Random, book: SynopsisBook): Airing {
  switch (show.kind) {
    case 'fixed':
    case 'movie':
      return { synopsisId: show.synopsisId!, seriesNo: null, episodeNo: null, episodeTitle: null };
    case 'match': {
      const [home, away] = random.sample(TEAM_NAMES, 2) as [string, string];
      const title = `${home} v ${away}`;
      return {
        synopsisId: book.add(`Live coverage as the ${home} take on the ${away}.`),
        seriesNo: null,
        episodeNo: null,
        episodeTitle: title,
      };
    }
    case 'episodic': {
      // About a third of airings repeat an episode already shown; a repeat keeps its synopsis.
      if (show.aired.length > 0 && random.chance(0.3)) return random.pick(show.aired);
      const airing: Airing = {
        synopsisId: book.add(episodeSynopsis(random, show.mood)),
        seriesNo: show.seriesNo,
        episodeNo: show.aired.length + 1,
        episodeTitle: inventEpisodeTitle(random),
      };
      show.aired.push(airing);
      return airing;
    }
  }
}

/** Regions, channels, their packs and regions, and the guide: contiguous programs on 5-minute marks. */
export function inventGuide(context: GuideContext): GuideRows {
  const lineup = CHANNEL_LINEUP.map((def, i) => ({ def, id: i + 1 })).filter(
    ({ def }) => !context.small || def.small,
  );
  const rows: GuideRows = {
    regions: REGIONS.map((r) => ({ ...r })),
    channels: [],
    channelRegions: [],
    channelPlans: [],
    synopses: [],
    programs: [],
    virtualItems: [],
  };
  const allRegionIds = REGIONS.map((r) => r.id);
  const book = new SynopsisBook();
  const usedTitles = new Set<string>();
  const programsBySlug = new Map<string, ProgramRow[]>();
  const planPositions = new Map<number, number>();
  const linkPlan = (channelId: number, planId: number) => {
    const position = planPositions.get(planId) ?? 0;
    planPositions.set(planId, position + 1);
    rows.channelPlans.push({ channel_id: channelId, plan_id: planId, position });
  };

  for (const { def, id } of lineup) {
    const random = Random.for('channel', def.slug);
    rows.channels.push({
      id,
      epg_id: def.slug,
      name: def.name,
      number: def.number,
      is_virtual: 0,
      colour: brandColour(random),
      sources_json: JSON.stringify(
        def.number >= 100
          ? [{ type: 'ip', url: `/live/${def.slug}/index.m3u8` }]
          : [
              { type: 'dvb-t', lcn: def.number },
              { type: 'ip', url: `/live/${def.slug}/index.m3u8` },
            ],
      ),
      popular_blacklisted: def.popular ? 0 : 1,
      closed_captions: def.closedCaptions ? 1 : 0,
    });
    for (const regionId of def.regions === 'all' ? allRegionIds : def.regions) {
      rows.channelRegions.push({ channel_id: id, region_id: regionId });
    }
    for (const plan of def.plans) linkPlan(id, PLAN_IDS[plan]);

    const parent = def.simulcastOf ? programsBySlug.get(def.simulcastOf) : undefined;
    const programs: ProgramRow[] = parent
      ? parent.map((p) => ({ ...p, id: 0, channel_id: id, definition: 'HD' }))
      : schedule(def, id, random, book, usedTitles, context);
    programs.forEach((p, i) => (p.id = rows.programs.length + 1 + i));
    programsBySlug.set(def.slug, programs);
    rows.programs.push(...programs);
  }

  // Ultimate holds every skinny-pack channel; Mobile Ultimate the same line-up on phones.
  const skinnyChannels = [
    PLAN_IDS.kids,
    PLAN_IDS.knowledge,
    PLAN_IDS.vibe,
    PLAN_IDS.variety,
  ].flatMap((planId) =>
    rows.channelPlans.filter((cp) => cp.plan_id === planId).map((cp) => cp.channel_id),
  );
  for (const channelId of skinnyChannels) linkPlan(channelId, PLAN_IDS.ultimate);
  for (const channelId of skinnyChannels) linkPlan(channelId, PLAN_IDS.mobileUltimate);
  for (const slug of DEPRECATED_PLAN_CHANNELS) {
    const channel = lineup.find(({ def }) => def.slug === slug);
    if (channel) linkPlan(channel.id, PLAN_IDS.deprecated);
  }

  addVirtualChannels(rows, context, allRegionIds);
  rows.synopses = book.rows;
  return rows;
}

function schedule(
  def: ChannelDef,
  channelId: number,
  random: Random,
  book: SynopsisBook,
  usedTitles: Set<string>,
  context: GuideContext,
): ProgramRow[] {
  const pool = buildPool(def, random, book, usedTitles);
  // Shows keep to their hours of the (eastern Australian, UTC+10) day: breakfast TV in the morning.
  const choicesByHour = Array.from({ length: 24 }, (_, hour) => {
    const eligible = pool.filter((show) => !show.hours || inHours(hour, show.hours));
    return (eligible.length > 0 ? eligible : pool).map((show) => [show, show.weight] as const);
  });
  const programs: ProgramRow[] = [];
  let previous: GuideShow | null = null;
  for (let start = context.from; start < context.to;) {
    const choices = choicesByHour[Math.floor(start / HOUR_MS + LOCAL_UTC_OFFSET_HOURS) % 24]!;
    let show = random.weighted(choices);
    for (let retry = 0; show === previous && retry < 3; retry++) show = random.weighted(choices);
    previous = show;
    const minutes = random.pick(show.minutes);
    const airing = airingOf(show, random, book);
    const end = start + minutes * MINUTE_MS;
    programs.push({
      id: 0,
      channel_id: channelId,
      program_id: show.programId,
      title: show.title,
      start_at: start,
      end_at: end,
      synopsis_id: airing.synopsisId,
      rating: show.rating,
      sound: show.sound,
      caption: (def.closedCaptions ? random.chance(0.92) : random.chance(0.1)) ? 1 : 0,
      definition: def.hd ? 'HD' : 'SD',
      widescreen: random.chance(0.96) ? 1 : 0,
      series_no: airing.seriesNo,
      episode_no: airing.episodeNo,
      episode_title: airing.episodeTitle,
      popularity: Math.max(0, Math.min(100, show.popularity + random.int(-8, 8))),
    });
    start = end;
  }
  return programs;
}

/** Virtual playlist channels: a show's episodes back to back, scheduled in virtual_schedule_items. */
function addVirtualChannels(
  rows: GuideRows,
  context: GuideContext,
  allRegionIds: readonly number[],
): void {
  let nextChannelId = CHANNEL_LINEUP.length + 1;
  context.virtualShows.forEach((show, i) => {
    const id = nextChannelId++;
    const slug = `binge-${i + 1}`;
    const random = Random.for('channel', slug);
    rows.channels.push({
      id,
      epg_id: slug,
      name: `Binge: ${show.title}`,
      number: VIRTUAL_CHANNEL_FIRST_NUMBER + i,
      is_virtual: 1,
      colour: brandColour(random),
      sources_json: JSON.stringify([{ type: 'virtual_playlist', title_id: show.id }]),
      popular_blacklisted: 1,
      closed_captions: 0,
    });
    for (const regionId of allRegionIds)
      rows.channelRegions.push({ channel_id: id, region_id: regionId });
    const episodes = show.seasons.flatMap((s) => s.episodes);
    // Each playlist starts at a different episode so the channels do not mirror one another.
    let e = random.int(0, episodes.length - 1);
    for (let start = context.from; start < context.to; e = (e + 1) % episodes.length) {
      const episode = episodes[e]!;
      const end = start + episode.duration * 1000;
      rows.virtualItems.push({
        id: rows.virtualItems.length + 1,
        channel_id: id,
        start_at: start,
        end_at: end,
        name: show.title,
        season_number: episode.seasonNumber,
        episode_number: episode.episodeNumber,
        title_id: episode.id,
      });
      start = end;
    }
  });
}
