/**
 * The addresses of a title's artwork (account spec §7 and the poster and backdrop of decision
 * 0027). Kept apart from the zod schemas of api/title.ts: a module that builds schemas brings zod
 * into every page that imports from it, and every store tile and details hero needs these.
 */

export function landscapeThumbnailPath(titleId: number, size = '334x188'): string {
  return `/v2/vod/titles/${titleId}/landscape_thumbnail/${size}`;
}

/** Portrait (2:3) key art with the title set once: store shelves and grids (web extension). */
export function posterPath(titleId: number, width = 300): string {
  return `/v2/vod/titles/${titleId}/poster/${width}x${Math.round(width * 1.5)}`;
}

/**
 * A poster without type (2:3): the text-free art at a portrait size, for a poster beside a heading
 * that names the title already (the details page, the home hero). Issue 34: no text where the
 * HTML already says it.
 */
export function textFreePosterPath(titleId: number, width = 300): string {
  return backdropPath(titleId, width, Math.round(width * 1.5));
}

/** Text-free art (16:9 unless told) for heroes and episode stills, where the page sets the title. */
export function backdropPath(
  titleId: number,
  width = 1280,
  height = Math.round((width * 9) / 16),
): string {
  return `/v2/vod/titles/${titleId}/backdrop/${width}x${height}`;
}

export function previewImagePath(titleId: number): string {
  return `/v2/vod/titles/${titleId}/preview/2560x845`;
}

/** A channel's logo at a size (marketing spec §8; the guide's channels carry the same address). */
export function channelLogoPath(channelId: number, width: number, height: number): string {
  return `/v2/epg/channels/${channelId}/image?size=${width}x${height}`;
}
