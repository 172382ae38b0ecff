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
