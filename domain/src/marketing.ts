/** Rules and limits of the public marketing pages (marketing spec §4, §9). Zod-free. */
import { PRIVACY_BAR_VISIBLE_MS } from './constants.ts';

/** Package channel tiles: 16 for Ultimate (the first 4 of each of its four packs), 8 otherwise. */
export const PACKAGE_TILE_LIMITS = { ultimate: 16, ultimatePerPack: 4, other: 8 } as const;

export const MARKETING_TIMING = {
  /** Header slide show of the movies page (§4, §9). */
  slideShowMs: 4000,
  /** The content gallery resumes scrolling this long after a drag ends (§9). */
  galleryResumeMs: 5000,
  /** The home page's hero carousel cycle (§4 "a configured cycle rate"). */
  heroCycleMs: 6000,
} as const;

/** How many entries a list shows at first and adds per "more" (marketing spec §9). */
export const MARKETING_PAGE_SIZES = {
  videoTiles: 12,
  pressReleases: 16,
  reviews: 12,
  jobs: 8,
  releaseNotes: 9,
} as const;

/** Carousels show 4 items, 2 up to 768 px wide (§9). */
export const CAROUSEL_ITEMS = { wide: 4, narrow: 2, narrowMaxPx: 768 } as const;
/** The content gallery repeats its list 3 times so it can scroll on (§9). */
export const GALLERY_REPEATS = 3;

/** The TV list: the TV store's 12 most popular titles, then 5 fixed tiles (§9). */
export const TV_LIST = { popular: 12, fixed: 5 } as const;

/** Pads the TV list (§9): at most 12 popular titles, then the 5 fixed tiles, in that order. */
export function padTvList<T, F>(popular: readonly T[], fixed: readonly F[]): (T | F)[] {
  return [...popular.slice(0, TV_LIST.popular), ...fixed.slice(0, TV_LIST.fixed)];
}

/** Warranty in months: 24 by default; Gen4, refurbished Gen3 and Mini 4K have 12 (§9). */
export const WARRANTY_MONTHS_DEFAULT = 24;
export const WARRANTY_MONTHS_SHORT = 12;

export interface TilePlan {
  id: number;
  kind: string;
  subset_plans: readonly number[];
  channel_sort: readonly number[];
}

/**
 * The channel ids a package page shows as tiles (marketing spec §9): Ultimate shows the first 4
 * channels of each of its four packs (16); any other pack its first 8.
 */
export function packageChannelTiles(plan: TilePlan, plans: readonly TilePlan[]): number[] {
  if (plan.kind === 'ultimate' && plan.subset_plans.length > 0) {
    const tiles = plan.subset_plans.flatMap(
      (id) =>
        plans
          .find((p) => p.id === id)
          ?.channel_sort.slice(0, PACKAGE_TILE_LIMITS.ultimatePerPack) ?? [],
    );
    return tiles.slice(0, PACKAGE_TILE_LIMITS.ultimate);
  }
  const limit = plan.kind === 'ultimate' ? PACKAGE_TILE_LIMITS.ultimate : PACKAGE_TILE_LIMITS.other;
  return plan.channel_sort.slice(0, limit);
}

/**
 * Every channel of a pack, the tiles of `packageChannelTiles` first (the part the page shows at
 * once, §9), then the rest of the pack's channel_sort in its order: what "See all N channels"
 * reveals (issue 21). N is the pack's channel count, its channel_sort's length.
 */
export function packageAllChannels(plan: TilePlan, plans: readonly TilePlan[]): number[] {
  const first = packageChannelTiles(plan, plans);
  const shown = new Set(first);
  return [...first, ...plan.channel_sort.filter((id) => !shown.has(id))];
}

/** Selecting the selected tile again deselects it (marketing spec §4). */
export function toggleSelection<T>(selected: T | null, tile: T): T | null {
  return selected === tile ? null : tile;
}

/** The message for a package name the plan list lacks (marketing spec §5, §8). */
export function packageNotFoundMessage(name: string): string {
  return `Nominated package ${name} not found`;
}

/** Finds plans by name, any case; the first missing name is reported (marketing spec §5). */
export function findNominatedPlans<P extends { name: string }>(
  plans: readonly P[],
  names: readonly string[],
): { found: P[] } | { missing: string } {
  const found: P[] = [];
  for (const name of names) {
    const plan = plans.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (!plan) return { missing: name };
    found.push(plan);
  }
  return { found };
}

/** Warranty months of a box (marketing spec §9). */
export type WarrantyBox =
  'mighty' | 'mighty-gen4' | 'refurbished-mighty' | 'refurbished-mighty-gen3' | 'mini4k';

export function warrantyMonths(box: WarrantyBox): number {
  return box === 'mighty-gen4' || box === 'refurbished-mighty-gen3' || box === 'mini4k'
    ? WARRANTY_MONTHS_SHORT
    : WARRANTY_MONTHS_DEFAULT;
}

/** Shows `shown` more entries, capped at the total; `allShown` once everything is visible. */
export function showMore(shown: number, pageSize: number, total: number) {
  const next = Math.min(shown + pageSize, total);
  return { shown: next, allShown: next >= total };
}

/** The next index of a carousel: wrapping (hero carousel) or clamped at the ends (§4). */
export function stepIndex(index: number, delta: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (wrap) return ((next % count) + count) % count;
  return Math.max(0, Math.min(count - 1, next));
}

/**
 * When the current privacy policy took effect: the privacy policy bar shows for 30 days from then
 * (account spec §9 PRIVACY_BAR_VISIBLE_MS).
 */
export const PRIVACY_POLICY_IMPLEMENTED_AT = Date.parse('2026-11-20T00:00:00Z');

/** Whether the privacy policy bar shows: within its 30 days, and not dismissed (account spec §2). */
export function privacyBarVisible(
  now: number,
  dismissed: boolean,
  implementedAt = PRIVACY_POLICY_IMPLEMENTED_AT,
): boolean {
  return !dismissed && now >= implementedAt && now < implementedAt + PRIVACY_BAR_VISIBLE_MS;
}

/**
 * The one outside host a page may frame: YouTube's privacy-enhanced player, loaded only when a
 * visitor asks to play a video (issue 23, decision 0032). The page's CSP allows exactly this.
 */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The privacy-enhanced player's address for one video (marketing spec §3: `youTubeId`). */
export function videoEmbedUrl(youTubeId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(youTubeId)}?autoplay=1&rel=0`;
}
