/**
 * The readable part of a title URL: "Amélie & Co.: Part 2" → "amelie-co-part-2". Only for people
 * and search engines; the router finds the title by its id.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
