import type { PlanKey } from './plans.ts';

/** Regions of the TV guide, grouped by state. 22 and 45 are satellite regions the guide hides. */
export const REGIONS: readonly { id: number; state: string; name: string }[] = [
  { id: 1, state: 'NSW', name: 'Sydney' },
  { id: 2, state: 'NSW', name: 'Newcastle & Hunter' },
  { id: 3, state: 'NSW', name: 'Central Coast' },
  { id: 4, state: 'NSW', name: 'Wollongong & Illawarra' },
  { id: 5, state: 'NSW', name: 'Northern NSW' },
  { id: 6, state: 'NSW', name: 'Southern NSW' },
  { id: 7, state: 'NSW', name: 'Central West NSW' },
  { id: 10, state: 'VIC', name: 'Melbourne' },
  { id: 11, state: 'VIC', name: 'Geelong' },
  { id: 12, state: 'VIC', name: 'Ballarat' },
  { id: 13, state: 'VIC', name: 'Bendigo' },
  { id: 14, state: 'VIC', name: 'Gippsland' },
  { id: 15, state: 'VIC', name: 'Mildura & Sunraysia' },
  { id: 20, state: 'QLD', name: 'Brisbane' },
  { id: 21, state: 'QLD', name: 'Gold Coast' },
  { id: 22, state: 'QLD', name: 'Remote Central & Eastern (satellite)' },
  { id: 23, state: 'QLD', name: 'Sunshine Coast' },
  { id: 24, state: 'QLD', name: 'Toowoomba & Darling Downs' },
  { id: 25, state: 'QLD', name: 'Townsville' },
  { id: 26, state: 'QLD', name: 'Cairns & Far North' },
  { id: 30, state: 'SA', name: 'Adelaide' },
  { id: 31, state: 'SA', name: 'Spencer Gulf' },
  { id: 32, state: 'SA', name: 'Riverland' },
  { id: 33, state: 'SA', name: 'Mount Gambier' },
  { id: 40, state: 'WA', name: 'Perth' },
  { id: 41, state: 'WA', name: 'Bunbury & South West' },
  { id: 42, state: 'WA', name: 'Kalgoorlie & Goldfields' },
  { id: 43, state: 'WA', name: 'Geraldton & Midwest' },
  { id: 44, state: 'WA', name: 'Albany & Great Southern' },
  { id: 45, state: 'WA', name: 'Remote Western (satellite)' },
  { id: 50, state: 'TAS', name: 'Hobart' },
  { id: 51, state: 'TAS', name: 'Launceston & North' },
  { id: 52, state: 'TAS', name: 'North-West Coast' },
  { id: 60, state: 'ACT', name: 'Canberra' },
  { id: 70, state: 'NT', name: 'Darwin' },
  { id: 71, state: 'NT', name: 'Alice Springs & Central' },
];

export type ProgramFormat =
  | 'general'
  | 'news'
  | 'kids'
  | 'movies'
  | 'sport'
  | 'docs'
  | 'lifestyle'
  | 'music'
  | 'shopping'
  | 'drama'
  | 'comedy'
  | 'racing'
  | 'faith'
  | 'italian'
  | 'event'
  | 'weather';

export interface ChannelDef {
  slug: string;
  name: string;
  number: number;
  format: ProgramFormat;
  /** Region ids, or every region for national channels. */
  regions: 'all' | readonly number[];
  /** The packs that carry it (skinny-pack channels are in Ultimate too, added when linking). */
  plans: readonly PlanKey[];
  /** Part of the small seed. */
  small: boolean;
  /** Offered among popular programs; the rest are on the popular blacklist. */
  popular: boolean;
  closedCaptions: boolean;
  hd: boolean;
  /** An HD simulcast repeats this channel's schedule. */
  simulcastOf?: string;
}

type Options = Partial<Omit<ChannelDef, 'slug' | 'name' | 'number' | 'format'>>;

function channel(
  number: number,
  slug: string,
  name: string,
  format: ProgramFormat,
  options: Options = {},
): ChannelDef {
  return {
    slug,
    name,
    number,
    format,
    regions: 'all',
    plans: [],
    small: false,
    popular: false,
    closedCaptions: false,
    hd: false,
    ...options,
  };
}

/** A free-to-air primary channel: in the small seed, captioned and popular. */
const primary: Options = { small: true, popular: true, closedCaptions: true };
const NSW_REGIONAL = [2, 3, 4, 5, 6, 7];
const VIC_REGIONAL = [11, 12, 13, 14, 15];
const QLD_REGIONAL = [21, 23, 24, 25, 26];
const SA_REGIONAL = [31, 32, 33];
const WA_REGIONAL = [41, 42, 43, 44];
const TAS = [50, 51, 52];
const NT = [70, 71];

function packChannels(
  plan: PlanKey,
  firstNumber: number,
  channels: readonly (readonly [string, string, ProgramFormat])[],
): ChannelDef[] {
  // The first 8 of each pack are in the small seed, the first 7 captioned, the first 6 popular.
  return channels.map(([slug, name, format], i) =>
    channel(firstNumber + i, slug, name, format, {
      plans: [plan],
      small: i < 8,
      closedCaptions: i < 7,
      popular: i < 6,
      hd: i % 2 === 0 || name.endsWith(' HD'),
    }),
  );
}

/** The full line-up: 150 channels, all invented. Ids are positions in this list, from 1. */
export const CHANNEL_LINEUP: readonly ChannelDef[] = [
  // Free-to-air networks, in every region.
  channel(2, 'npt', 'NPT', 'general', primary),
  channel(20, 'npt-hd', 'NPT HD', 'general', { popular: true, hd: true, simulcastOf: 'npt' }),
  channel(21, 'npt-plus', 'NPT Plus', 'comedy', { popular: true }),
  channel(22, 'npt-kids', 'NPT Kids', 'kids', primary),
  channel(24, 'npt-news', 'NPT News', 'news', primary),
  channel(3, 'mosaic', 'Mosaic', 'general', primary),
  channel(30, 'mosaic-hd', 'Mosaic HD', 'general', {
    popular: true,
    hd: true,
    simulcastOf: 'mosaic',
  }),
  channel(31, 'mosaic-viva', 'Mosaic Viva', 'movies', { popular: true }),
  channel(32, 'mosaic-food', 'Mosaic Food', 'lifestyle', { popular: true }),
  channel(33, 'mosaic-nations', 'Mosaic Nations', 'docs'),
  channel(34, 'first-voices', 'First Voices TV', 'docs', { popular: true }),
  channel(7, 'kestrel', 'Kestrel', 'general', primary),
  channel(70, 'kestrel-hd', 'Kestrel HD', 'general', {
    popular: true,
    hd: true,
    simulcastOf: 'kestrel',
  }),
  channel(72, 'kestrel-two', 'Kestrel Two', 'drama', { popular: true }),
  channel(73, 'kestrel-max', 'Kestrel Max', 'movies', { popular: true }),
  channel(74, 'kestrel-flix', 'Kestrel Flix', 'movies'),
  channel(76, 'kestrel-mix', 'Kestrel Mix', 'lifestyle'),
  channel(9, 'corella', 'Corella', 'general', primary),
  channel(90, 'corella-hd', 'Corella HD', 'general', {
    popular: true,
    hd: true,
    simulcastOf: 'corella',
  }),
  channel(93, 'corella-go', 'Corella Go', 'comedy', { popular: true }),
  channel(94, 'corella-life', 'Corella Life', 'lifestyle', { popular: true }),
  channel(95, 'corella-rush', 'Corella Rush', 'docs'),
  channel(96, 'corella-gems', 'Corella Gems', 'movies'),
  channel(10, 'coral', 'Coral', 'general', primary),
  channel(13, 'coral-hd', 'Coral HD', 'general', { popular: true, hd: true, simulcastOf: 'coral' }),
  channel(11, 'coral-bold', 'Coral Bold', 'drama', { popular: true }),
  channel(12, 'coral-shake', 'Coral Shake', 'comedy'),
  channel(44, 'shopstream', 'ShopStream', 'shopping'),
  channel(55, 'good-life-shopping', 'Good Life Shopping', 'shopping'),
  channel(68, 'racecall', 'Racecall TV', 'racing'),

  // Community, regional and local channels, in some regions only.
  channel(31, 'harbourside-community', 'Harbourside Community TV', 'lifestyle', {
    regions: [1],
    small: true,
  }),
  channel(31, 'southbank-community', 'Southbank Community TV', 'lifestyle', { regions: [10] }),
  channel(31, 'riverlight-community', 'Riverlight Community TV', 'lifestyle', { regions: [20] }),
  channel(31, 'gulf-street-tv', 'Gulf Street TV', 'lifestyle', { regions: [30] }),
  channel(31, 'westside-community', 'Westside Community TV', 'lifestyle', { regions: [40] }),
  channel(6, 'kestrel-regional-nsw', 'Kestrel Regional NSW', 'general', { regions: NSW_REGIONAL }),
  channel(8, 'corella-regional-nsw', 'Corella Regional NSW', 'general', {
    regions: NSW_REGIONAL,
  }),
  channel(5, 'coral-regional-nsw', 'Coral Regional NSW', 'general', { regions: NSW_REGIONAL }),
  channel(6, 'kestrel-regional-vic', 'Kestrel Regional Victoria', 'general', {
    regions: VIC_REGIONAL,
  }),
  channel(8, 'corella-regional-vic', 'Corella Regional Victoria', 'general', {
    regions: VIC_REGIONAL,
  }),
  channel(5, 'coral-regional-vic', 'Coral Regional Victoria', 'general', { regions: VIC_REGIONAL }),
  channel(6, 'kestrel-regional-qld', 'Kestrel Regional Queensland', 'general', {
    regions: QLD_REGIONAL,
  }),
  channel(8, 'corella-regional-qld', 'Corella Regional Queensland', 'general', {
    regions: QLD_REGIONAL,
  }),
  channel(5, 'coral-regional-qld', 'Coral Regional Queensland', 'general', {
    regions: QLD_REGIONAL,
  }),
  channel(6, 'kestrel-regional-sa', 'Kestrel Regional SA', 'general', { regions: SA_REGIONAL }),
  channel(8, 'corella-regional-sa', 'Corella Regional SA', 'general', { regions: SA_REGIONAL }),
  channel(6, 'kestrel-regional-wa', 'Kestrel Regional WA', 'general', { regions: WA_REGIONAL }),
  channel(8, 'corella-regional-wa', 'Corella Regional WA', 'general', { regions: WA_REGIONAL }),
  channel(6, 'tasman-television', 'Tasman Television', 'general', { regions: TAS, small: true }),
  channel(61, 'tasman-plus', 'Tasman Plus', 'lifestyle', { regions: TAS }),
  channel(8, 'top-end-tv', 'Top End TV', 'general', { regions: NT }),
  channel(61, 'territory-local', 'Territory Local', 'news', { regions: NT }),
  channel(64, 'capital-local', 'Capital Local News', 'news', { regions: [60, 6] }),
  channel(65, 'hunter-local', 'Hunter Local', 'news', { regions: [2] }),
  channel(65, 'riverina-local', 'Riverina Local', 'news', { regions: [6, 7] }),
  channel(65, 'far-north-local', 'Far North Local', 'news', { regions: [25, 26] }),
  channel(65, 'goldfields-local', 'Goldfields Local', 'news', { regions: [42] }),
  channel(65, 'hobart-local', 'Hobart Local', 'news', { regions: [50] }),
  channel(65, 'sunshine-local', 'Sunshine Coast Local', 'news', { regions: [23] }),
  channel(65, 'geelong-local', 'Geelong Local', 'news', { regions: [11] }),

  // Free channels streamed over the internet, at 400 and up (marketing spec §9).
  channel(401, 'stream-weather', 'Isobar Weather', 'weather', { small: true }),
  channel(402, 'stream-house-live', 'House Live', 'news'),
  channel(403, 'stream-comedy-loop', 'Comedy Loop', 'comedy'),
  channel(404, 'stream-rerun-lane', 'Rerun Lane', 'drama'),
  channel(405, 'stream-tunebox', 'Tunebox Archive', 'music'),
  channel(406, 'stream-kids-mix', 'Kids Mix', 'kids'),
  channel(407, 'stream-food-fast', 'Food Fast', 'lifestyle'),
  channel(408, 'stream-true-crime', 'True Crime Loop', 'docs'),
  channel(409, 'stream-nature-calm', 'Nature Calm', 'docs'),
  channel(410, 'stream-tradie-tv', 'Tradie TV', 'lifestyle'),
  channel(411, 'stream-quiz-time', 'Quiz Time', 'comedy'),
  channel(412, 'stream-classic-sport', 'Classic Sport', 'sport'),
  channel(413, 'stream-western-roundup', 'Western Roundup', 'movies'),
  channel(414, 'stream-garden-hour', 'Garden Hour', 'lifestyle'),
  channel(415, 'stream-anime-lane', 'Anime Lane', 'kids'),
  channel(416, 'stream-fishing-life', 'Fishing Life', 'lifestyle'),

  // Skinny packs.
  ...packChannels('vibe', 110, [
    ['glow-style', 'Glow Style', 'lifestyle'],
    ['homegrown', 'Homegrown', 'lifestyle'],
    ['bassline-hits', 'Bassline Hits', 'music'],
    ['velvet-lounge', 'Velvet Lounge', 'music'],
    ['pulse-hits', 'Pulse Hits', 'music'],
    ['kitchen-table', 'Kitchen Table', 'lifestyle'],
    ['nest-and-garden', 'Nest & Garden', 'lifestyle'],
    ['roamer-hd', 'Roamer HD', 'docs'],
    ['reality-rush', 'Reality Rush', 'lifestyle'],
    ['retro-hits', 'Retro Hits', 'music'],
    ['runway-tv', 'Runway TV', 'lifestyle'],
    ['country-roads-music', 'Country Roads Music', 'music'],
    ['open-house-tv', 'Open House TV', 'lifestyle'],
    ['beach-life', 'Beach Life', 'lifestyle'],
  ]),
  ...packChannels('knowledge', 130, [
    ['wide-world-hd', 'Wide World HD', 'docs'],
    ['deep-time', 'Deep Time', 'docs'],
    ['history-reel', 'History Reel', 'docs'],
    ['curio', 'Curio', 'docs'],
    ['field-and-fathom', 'Field & Fathom', 'docs'],
    ['starward', 'Starward', 'docs'],
    ['planet-pulse', 'Planet Pulse', 'docs'],
    ['heritage-vault', 'Heritage Vault', 'docs'],
    ['wild-southland', 'Wild Southland', 'docs'],
    ['engine-room', 'Engine Room', 'docs'],
    ['mind-garden', 'Mind Garden', 'docs'],
    ['crime-lab-tv', 'Crime Lab TV', 'docs'],
    ['truthful-tales', 'Truthful Tales', 'docs'],
    ['ocean-deep', 'Ocean Deep', 'docs'],
    ['ancient-roads', 'Ancient Roads', 'docs'],
    ['sky-machines', 'Sky Machines', 'docs'],
  ]),
  ...packChannels('kids', 150, [
    ['seedling-junction', 'Seedling Junction', 'kids'],
    ['tumbletown', 'Tumbletown', 'kids'],
    ['puddle-jump', 'Puddle Jump', 'kids'],
    ['little-rovers', 'Little Rovers', 'kids'],
    ['cartwheel-tv', 'Cartwheel TV', 'kids'],
    ['doodle-lane', 'Doodle Lane', 'kids'],
    ['brightbeak', 'Brightbeak', 'kids'],
    ['rascal-rocket', 'Rascal Rocket', 'kids'],
    ['wonderbox-jr', 'Wonderbox Jr', 'kids'],
    ['tadpole-tv', 'Tadpole TV', 'kids'],
    ['scribble-street', 'Scribble Street', 'kids'],
    ['giggle-gully', 'Giggle Gully', 'kids'],
    ['pocket-planet', 'Pocket Planet', 'kids'],
    ['story-hollow', 'Story Hollow', 'kids'],
  ]),
  ...packChannels('variety', 170, [
    ['crimson-case-files', 'Crimson Case Files', 'drama'],
    ['laugh-track', 'Laugh Track', 'comedy'],
    ['rewind-classics', 'Rewind Classics', 'drama'],
    ['saga-drama', 'Saga Drama', 'drama'],
    ['twist-tv', 'Twist TV', 'drama'],
    ['boxset-central', 'Boxset Central', 'drama'],
    ['mystery-lane', 'Mystery Lane', 'drama'],
    ['sitcom-central', 'Sitcom Central', 'comedy'],
    ['late-show-tv', 'Late Show TV', 'comedy'],
    ['courtroom-drama', 'Courtroom Drama', 'drama'],
    ['drama-reel', 'Drama Reel', 'drama'],
    ['stand-up-stage', 'Stand-Up Stage', 'comedy'],
    ['cold-case-tv', 'Cold Case TV', 'drama'],
    ['backcountry-drama', 'Backcountry Drama', 'drama'],
    ['sci-fi-vault', 'Sci-Fi Vault', 'drama'],
    ['period-pieces', 'Period Pieces', 'drama'],
  ]),

  // Special-interest packs, Movie Box and pay-per-view.
  channel(501, 'ironfield-sports-1', 'Ironfield Sports 1', 'sport', {
    plans: ['sportsIronfield'],
    small: true,
    popular: true,
    hd: true,
  }),
  channel(502, 'ironfield-sports-2', 'Ironfield Sports 2', 'sport', {
    plans: ['sportsIronfield'],
    popular: true,
    hd: true,
  }),
  channel(503, 'ironfield-sports-3', 'Ironfield Sports 3', 'sport', {
    plans: ['sportsIronfield'],
    hd: true,
  }),
  channel(510, 'sideline-sports', 'Sideline Sports', 'sport', {
    plans: ['sportsSideline'],
    small: true,
    popular: true,
    hd: true,
  }),
  channel(511, 'sideline-extra', 'Sideline Extra', 'sport', {
    plans: ['sportsSideline'],
    hd: true,
  }),
  channel(520, 'italia-mia', 'Italia Mia', 'italian', {
    plans: ['italian'],
    small: true,
    popular: true,
    hd: true,
  }),
  channel(530, 'lamplight-faith', 'Lamplight Faith', 'faith', { plans: ['faith'], small: true }),
  channel(540, 'paddock-and-track-live', 'Paddock & Track Live', 'racing', {
    plans: ['horseRacing'],
    small: true,
    hd: true,
  }),
  channel(100, 'movie-box', 'Movie Box', 'movies', {
    plans: ['movieBox'],
    small: true,
    popular: true,
    hd: true,
  }),
  channel(971, 'ringside-ppv', 'Ringside PPV', 'event', {
    plans: ['eventPack'],
    small: true,
    hd: true,
  }),
];

/** Virtual playlist channels: one show's episodes back to back, numbered from here. */
export const VIRTUAL_CHANNEL_FIRST_NUMBER = 801;
export const VIRTUAL_CHANNELS = { full: 4, small: 3 } as const;

/** The legacy pack keeps a few channels that are now in Vibe and Variety. */
export const DEPRECATED_PLAN_CHANNELS = [
  'glow-style',
  'bassline-hits',
  'kitchen-table',
  'crimson-case-files',
  'laugh-track',
  'saga-drama',
];
