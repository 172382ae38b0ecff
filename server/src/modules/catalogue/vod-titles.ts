import {
  BUY_DURATION,
  VOD_TITLES_MAX_ANSWER,
  isAboveParentalLimit,
  landscapeThumbnailPath,
  previewImagePath,
  type ItemImage,
  type ParentalLimit,
  type Title,
  type TitlePriceVariants,
  type VodTitlesAnswer,
  type VodTitlesBody,
} from '@app/domain';
import type { GenreTable } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import type { CatalogueRepo } from './repo.ts';
import { loadTitlesWithPlans, toGenre, toProvider } from './title-mapper.ts';

/** The images every title has: generated artwork at the sizes the spec's paths name (§7). */
const IMAGE_KINDS = [
  { kind: 'landscape_thumbnail', width: 334, height: 188, url: landscapeThumbnailPath },
  { kind: 'preview', width: 2560, height: 845, url: previewImagePath },
] as const;

/**
 * POST /v3/vod/titles: the titles asked for, in the order asked, then (recursive) their seasons
 * and episodes in viewing order, narrowed to sub_types and content_class; with their lookups.
 * Unknown ids are left out, so a missing title is an empty answer, not an error.
 */
export async function vodTitles(
  repo: CatalogueRepo,
  genres: () => Promise<GenreTable[]>,
  body: VodTitlesBody,
  queryContentClass: VodTitlesBody['content_class'],
  parentalLimit: ParentalLimit | null = null,
): Promise<VodTitlesAnswer> {
  const asked = [...new Set(body.title_ids)];
  const descendants = body.recursive ? await repo.descendantsOf(asked) : [];
  const ids = [...new Set([...asked, ...descendants.map((d) => d.id)])];
  if (ids.length > VOD_TITLES_MAX_ANSWER) {
    throw new AppError(
      'ERR_VALIDATION',
      `title_ids: the answer would hold ${ids.length} titles, more than ${VOD_TITLES_MAX_ANSWER}; ask for fewer at a time.`,
    );
  }
  const [{ titles: loaded, plans }, genreRows] = await Promise.all([
    loadTitlesWithPlans(repo, ids, { withReviews: true }),
    genres(),
  ]);
  const contentClass = body.content_class ?? queryContentClass;
  const ratingOf = new Map(loaded.map((t) => [t.id, t.rating]));
  const above = (id: number | null) =>
    id !== null && isAboveParentalLimit(ratingOf.get(id) ?? 0, parentalLimit);
  const titles = loaded
    .filter(
      (t) =>
        (!body.sub_types || body.sub_types.includes(t.sub_type)) &&
        (!contentClass || contentClass === 'is_hls' || classOf(t) === contentClass),
    )
    // A title above the household's limit, or under a show that is, is named but locked.
    .map((t) =>
      parentalLimit !== null && (above(t.id) || above(t.root_parent_id)) ? lockedTitle(t) : t,
    );

  const providerIds = [...new Set(titles.flatMap((t) => t.provider_id ?? []))];
  const providers = await repo.providers(providerIds);
  const genreIds = new Set(titles.flatMap((t) => t.genre_ids));
  const kept = new Set(titles.map((t) => t.id));

  const answer: VodTitlesAnswer = {
    titles,
    price_rules: {},
    title_price_variants: {},
    genres: Object.fromEntries(
      genreRows.filter((g) => genreIds.has(g.id)).map((g) => [String(g.id), toGenre(g)]),
    ),
    providers: Object.fromEntries(providers.map((p) => [String(p.id), toProvider(p)])),
    package_availability: {},
    item_image_ids: {},
    item_images: {},
  };
  for (const title of titles) {
    for (const rule of title.price_rules ?? []) {
      answer.price_rules[String(rule.id)] = { ...rule, title_id: title.id };
    }
    answer.title_price_variants[String(title.id)] = priceVariantsOf(title);
    const images = IMAGE_KINDS.map((image): ItemImage => ({
      id: `${title.id}:${image.kind}`,
      title_id: title.id,
      kind: image.kind,
      url: image.url(title.id),
      width: image.width,
      height: image.height,
    }));
    answer.item_image_ids[String(title.id)] = images.map((image) => image.id);
    for (const image of images) answer.item_images[image.id] = image;
  }
  for (const plan of plans) {
    if (!kept.has(plan.title_id)) continue;
    const list = (answer.package_availability[String(plan.title_id)] ??= []);
    list.push({ plan_id: plan.plan_id, name: plan.name, kind: plan.kind });
  }
  return answer;
}

function classOf(title: Title): 'movie' | 'tv' {
  return title.sub_type === 'movie' ? 'movie' : 'tv';
}

function priceVariantsOf(title: Title): TitlePriceVariants {
  const variants: TitlePriceVariants = {
    rent: { sd: null, hd: null },
    buy: { sd: null, hd: null },
  };
  for (const rule of title.price_rules ?? []) {
    const kind = rule.duration === BUY_DURATION ? variants.buy : variants.rent;
    kind[rule.content_format] ??= rule.id;
  }
  return variants;
}

/**
 * What a household sees of a title above its parental limit (issue 18): enough to say which
 * title is locked, nothing to watch, read or buy (no synopsis, people, trailer, reviews or prices).
 */
function lockedTitle(title: Title): Title {
  return {
    ...title,
    synopsis: '',
    director: [],
    cast: [],
    assets: { hlstrailer: null, tablet_high_trailer: null, mobile_playable: false },
    price_rules: null,
    external_data: null,
    screening_room: null,
    extended: false,
    parental_locked: true,
  };
}
