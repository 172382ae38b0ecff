import { num } from './drawing.ts';

/**
 * The type on generated artwork: text made safe for SVG, measured without a font, and wrapped
 * and sized to a box without ever breaking a word.
 */

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF even when escaped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an XML element or a double- or single-quoted attribute. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** Collapses whitespace (tabs and newlines included) so a title wraps only where we wrap it. */
export function cleanText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/\s+/g, ' ').trim();
}

const NARROW = new Set("iIjlft!|.,:;'`()[]{}".split(''));
const WIDE = new Set('mwMW@%'.split(''));

/**
 * Approximate advance of one character in em for a bold system sans-serif. The real font is the
 * viewer's, so this errs wide (DejaVu Sans Bold, among the widest fallbacks, still fits).
 */
function charWidth(char: string): number {
  const cp = char.codePointAt(0)!;
  if (char === ' ') return 0.35;
  if (NARROW.has(char)) return 0.4;
  if (WIDE.has(char)) return 1.02;
  // CJK, Hangul, full-width forms and emoji take a full em.
  if (cp >= 0x1100 && (cp <= 0x115f || (cp >= 0x2e80 && cp <= 0xa4cf) || cp >= 0xac00)) return 1;
  if (char >= 'A' && char <= 'Z') return 0.76;
  if (char >= '0' && char <= '9') return 0.7;
  return 0.66;
}

export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Greedy word wrap to `maxEm`, breaking only between words: a word wider than a line sits on a
 * line of its own, too wide (the caller sizes the type so that none is).
 */
export function wrapWords(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const candidate = current ? `${current} ${word}` : word;
    if (current === '' || textWidthEm(candidate) <= maxEm) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Whole words of `line` that fit with a trailing ellipsis: words are dropped from the end, never
 * cut (`["Seedling…"]`, not `["Seedlin…"]`). A single word that cannot take the ellipsis is kept
 * whole and the ellipsis goes.
 */
export function withEllipsis(line: string, maxEm: number): string {
  const words = line.split(' ').filter((w) => w !== '');
  while (words.length > 1 && textWidthEm(`${words.join(' ')}…`) > maxEm) words.pop();
  const kept = words.join(' ').replace(/[\s,.;:\-–—]+$/u, '');
  return textWidthEm(`${kept}…`) <= maxEm ? `${kept}…` : kept;
}

export interface TitleLayout {
  lines: string[];
  fontSize: number;
}

/**
 * Sets a title in at most `maxLines` lines of `boxWidth`, never breaking a word: the type shrinks
 * down to `minFontSize` first; then the words that do not fit are left off after an ellipsis. A
 * single word wider than the box at `minFontSize` gets smaller type still, as the one exception
 * to the floor (a broken word reads worse than a small one).
 */
export function fitTitle(
  title: string,
  boxWidth: number,
  fontSize: number,
  minFontSize: number,
  maxLines: number,
): TitleLayout {
  const longestWord = Math.max(...title.split(' ').map(textWidthEm));
  for (let size = fontSize; size > minFontSize; size *= 0.92) {
    const lines = wrapWords(title, boxWidth / size);
    if (lines.length <= maxLines && longestWord <= boxWidth / size) {
      return { lines, fontSize: size };
    }
  }
  const size = Math.min(minFontSize, boxWidth / Math.max(longestWord, 0.5));
  const lines = wrapWords(title, boxWidth / size);
  if (lines.length <= maxLines) return { lines, fontSize: size };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, boxWidth / size);
  return { lines: kept, fontSize: size };
}

export function withinWidth(text: string, maxEm: number): string {
  return textWidthEm(text) <= maxEm ? text : withEllipsis(text, maxEm);
}

export function textLines(
  lines: readonly string[],
  options: {
    x: number;
    firstBaseline: number;
    lineHeight: number;
    fontSize: number;
    anchor: 'start' | 'middle';
  },
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${num(options.x)}" y="${num(options.firstBaseline + i * options.lineHeight)}"${options.anchor === 'middle' ? ' text-anchor="middle"' : ''} font-size="${num(options.fontSize)}">${xmlText(line)}</text>`,
    )
    .join('');
}
