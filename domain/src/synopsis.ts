import { SYNOPSIS_MAX_CHARS } from './constants.ts';

/** Shortens a synopsis to at most `max` characters at a word boundary, ending with an ellipsis. */
export function shortenSynopsis(text: string, max: number = SYNOPSIS_MAX_CHARS): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const body = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return body.replace(/[\s,;:.-]+$/, '') + '…';
}
