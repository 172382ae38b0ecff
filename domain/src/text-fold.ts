/** Letters that Unicode decomposition does not split into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower-cased with accents folded ("Éloïse Sørensen" → "eloise sorensen"): what search and the
 * cast look-up compare (`people.name_folded`), so "Eloise" finds "Éloïse".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (c) => UNDECOMPOSED[c] ?? c);
}

/** A person's name as the cast look-up compares it: folded, trimmed, single spaces. */
export function foldName(name: string): string {
  return foldText(name).trim().replace(/\s+/g, ' ');
}

/** The title sort key: folded, with a leading The, A or An dropped. */
export function sortTitleOf(title: string): string {
  return foldText(title)
    .replace(/^(the|a|an)\s+/, '')
    .trim();
}

/**
 * The readable part of a title URL: "Amélie & Co.: Part 2" → "amelie-and-co-part-2". Only for
 * people and search engines; the router finds the title by its id. The web app's links and the
 * seed's editorial links both use it, so they agree.
 */
export function slugOf(text: string): string {
  return foldText(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A region's name in a URL: lower case, words joined by dashes. Beside `slugOf`, not with the
 * guide's rules: every page's links need it, and the guide's rules are the guide page's code.
 */
export function regionSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
