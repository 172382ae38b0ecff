import { SEED_EXAMPLE, type OperationFacts, type OperationTable } from './operation-facts.ts';

const {
  movie: MOVIE,
  show: SHOW,
  channel: CHANNEL,
  virtualChannel: VIRTUAL_CHANNEL,
  plan: PLAN,
  block: BLOCK,
} = SEED_EXAMPLE;

const IMAGE = (what: string, sized: boolean, id: number): OperationFacts => ({
  operationId: `get${what.replace(/(^|\s)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}Image`,
  summary: `The ${what} artwork, as SVG`,
  tag: 'images',
  errors: ['ERR_NOT_FOUND'],
  example: { path: sized ? { id, size: '200x300' } : { id } },
});

/** What anyone may browse: catalogues, titles, artwork, search and the TV guide. */
export const STORE_OPERATIONS: OperationTable = {
  'GET /v3/vod/catalogue/tab': {
    operationId: 'getCatalogueTab',
    summary: 'A page of a catalogue tab',
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { tab: 'all', max: 12 } },
  },
  'GET /v3/vod/castandcrew/{castName}': {
    operationId: 'getCastAndCrewTitles',
    summary: 'The titles of a cast or crew member',
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { path: { castName: 'a' }, query: { max: 12 } },
  },
  'POST /v3/vod/titles': {
    operationId: 'getTitles',
    summary: 'Titles by id, with seasons and episodes when recursive',
    tag: 'catalogue',
    example: { body: { title_ids: `${MOVIE},${SHOW}`, recursive: true } },
  },
  'GET /v3/editorial/recommendations/vod': {
    operationId: 'getRecommendationsWithoutTitle',
    summary: "Recommendations with no title: always 400 'No title specified'",
    tag: 'catalogue',
    alwaysRefused: true,
  },
  'GET /v3/editorial/recommendations/vod/{id}': {
    operationId: 'getRecommendations',
    summary: 'Titles recommended beside a title',
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { path: { id: MOVIE } },
  },
  'GET /v4/catalogue/menu': {
    operationId: 'getCatalogueMenu',
    summary: "A catalogue menu's descriptor",
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { name: 'By Genre' } },
  },
  'GET /v4/catalogue/menu/data': {
    operationId: 'getCatalogueMenuData',
    summary: "A page of a catalogue menu's titles",
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { name: 'Movie Store', tab: 'all', page: 1 } },
  },
  'GET /v4/catalogue/structure': {
    operationId: 'getCatalogueStructure',
    summary: "A catalogue menu's tabs and sorts",
    tag: 'catalogue',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { name: 'By Genre' } },
  },

  'GET /v2/vod/titles/{id}/landscape_thumbnail/{size}': {
    ...IMAGE('landscape thumbnail', true, MOVIE),
    example: { path: { id: MOVIE, size: '334x188' } },
  },
  'GET /v2/vod/titles/{id}/preview/{size}': {
    ...IMAGE('preview', true, MOVIE),
    example: { path: { id: MOVIE, size: '2560x845' } },
  },
  'GET /v2/vod/titles/{id}/poster/{size}': IMAGE('poster', true, MOVIE),
  'GET /v2/vod/titles/{id}/backdrop/{size}': {
    ...IMAGE('backdrop', true, MOVIE),
    example: { path: { id: MOVIE, size: '1280x720' } },
  },
  'GET /v2/vod/providers/{id}/image': IMAGE('provider', false, 1),
  'GET /v2/editorial/items/{id}/image': IMAGE('editorial item', false, 1),
  'GET /v2/subscriber/plans/{id}/image': IMAGE('plan', false, PLAN),
  'GET /v2/epg/program/{id}/image/{size}': {
    ...IMAGE('programme', true, 1),
    example: { path: { id: 1, size: '320x180' } },
  },
  'GET /v2/epg/channels/{id}/image': IMAGE('channel', false, CHANNEL),

  'POST /v4/search': {
    operationId: 'search',
    summary: 'Search titles and people',
    tag: 'search',
    example: { body: { words: 'garden', count: 10 } },
  },

  'GET /v4/epg/channels': {
    operationId: 'getChannels',
    summary: 'The channel line-up of a region',
    tag: 'epg',
    errors: ['ERR_NOT_FOUND', 'ERR_UNAVAILABLE'],
    example: { query: { region_id: 1 } },
  },
  'GET /v2/epg/programslist': {
    operationId: 'getProgrammes',
    summary: "Channels' programmes in a 4-hour block",
    tag: 'epg',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { channel_ids: `${CHANNEL},4`, block: BLOCK, extended: true } },
  },
  'GET /v3/avc/schedule_block': {
    operationId: 'getVirtualChannelSchedule',
    summary: "Virtual channels' schedules in a 4-hour block",
    tag: 'epg',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { block_id: BLOCK, avcs: String(VIRTUAL_CHANNEL) } },
  },
  'GET /v2/epg/channels/by_plans': {
    operationId: 'getChannelsByPlans',
    summary: 'The channels of some packs',
    tag: 'epg',
    errors: ['ERR_NOT_FOUND', 'ERR_UNAVAILABLE'],
    example: { query: { plans: 'Kids' } },
  },
  'GET /v2/epg/popular': {
    operationId: 'getPopularProgrammes',
    summary: "Channels' most popular programmes now",
    tag: 'epg',
    errors: ['ERR_NOT_FOUND'],
    example: { query: { channel_ids: String(CHANNEL) } },
  },
  'GET /v2/epg/popular/blacklist': {
    operationId: 'getPopularBlacklist',
    summary: 'Channels left out of the popular programmes',
    tag: 'epg',
  },
};
