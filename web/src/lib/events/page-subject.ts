/** Words kept lower-case in a subject, as the spec's example writes them. */
const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'a', 'to', 'in', 'on', 'for']);

function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * The analytics subject of a page (marketing spec §2.3, e.g. 'Features and Packages - Streaming
 * Apps'): the site section from the path's first segment, then the page's own title without the
 * brand. The home page is 'Home'.
 */
export function analyticsSubject(pathname: string, documentTitle: string): string {
  const section = pathname.split('/').filter(Boolean)[0];
  // Titles end with the brand after an en dash ('Streaming Apps – Home TV').
  const title = documentTitle.replace(/\s+–\s+[^–]*$/, '').trim();
  if (!section) return 'Home';
  const area = titleCase(decodeURIComponent(section).toLowerCase());
  return title && title.toLowerCase() !== area.toLowerCase() ? `${area} - ${title}` : area;
}
