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

/** Text-free 16:9 art for heroes and episode stills, where the page sets the title itself. */
export function backdropPath(titleId: number, width = 1280): string {
  return `/v2/vod/titles/${titleId}/backdrop/${width}x${Math.round((width * 9) / 16)}`;
}

export function previewImagePath(titleId: number): string {
  return `/v2/vod/titles/${titleId}/preview/2560x845`;
}
