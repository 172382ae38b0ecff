import {
  INK,
  WHITE,
  hsl,
  isLight,
  mix,
  parseColour,
  readableText,
  toHex,
  toHsl,
} from './palette.ts';
import type { Rgb } from './palette.ts';

/**
 * Generated artwork: an SVG built as a string from a row's name and colours, so every title,
 * channel and plan has an image without shipping thousands of files. The same seed draws the
 * same picture at every size; nothing here reads the clock or Math.random.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** 'key-art' for titles, programs, plans and editorial items; 'logo' for channels and providers. */
export type ArtworkStyle = 'key-art' | 'logo';

export interface ArtworkSpec {
  style: ArtworkStyle;
  /** Seeds the shapes. */
  seed: string;
  /** Seeds the background when no usable colour is stored (a show's episodes share one). */
  colourSeed: string;
  title: string;
  /** A smaller line under the title: a year, a season and episode, a channel name. */
  caption: string | null;
  /** Stored colours, as typed; unreadable or missing ones are replaced. */
  background: string | null;
  text: string | null;
  /** The title's primary genre: picks the composition (a title without one gets loose shapes). */
  genre?: string | null;
  /** A backdrop or episode still: the same picture with no type, for pages that set the title. */
  textFree?: boolean;
}

const FONT_STACK =
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
function cleanText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/\s+/g, ' ').trim();
}

// ---- text measurement and wrapping ---------------------------------------------------------

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

// ---- deterministic randomness --------------------------------------------------------------

/** FNV-1a: a stable 32-bit hash of the seed. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to place shapes. */
function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deep, saturated colour from the seed, dark enough for white type. */
export function derivedColour(seed: string): Rgb {
  const hash = hashSeed(seed);
  return hsl(hash % 360, 0.45 + ((hash >>> 9) % 25) / 100, 0.26 + ((hash >>> 17) % 14) / 100);
}

// ---- drawing -------------------------------------------------------------------------------

/** Coordinates to one decimal: plenty for a picture, and it keeps the SVG small. */
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function opacity(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

interface Palette {
  base: Rgb;
  light: Rgb;
  /** The logo gradient's far end. */
  deep: Rgb;
  dark: Rgb;
  accent: Rgb;
  text: Rgb;
}

function paletteOf(spec: ArtworkSpec, random: () => number): Palette {
  const base = parseColour(spec.background) ?? derivedColour(spec.colourSeed);
  const light = mix(base, WHITE, 0.14);
  const deep = mix(base, INK, 0.2);
  const dark = mix(base, INK, 0.5);
  const text = readableText(
    spec.style === 'logo' ? [light, base, deep] : [base],
    parseColour(spec.text),
  );
  const { hue, saturation, lightness } = toHsl(base);
  const accent = hsl(
    hue + pick(random, [-50, -35, 30, 45, 160]),
    Math.min(0.9, Math.max(0.4, saturation + 0.15)),
    Math.min(0.8, Math.max(0.25, lightness + (isLight(base) ? -0.2 : 0.2))),
  );
  return { base, light, deep, dark, accent, text };
}

interface Frame {
  width: number;
  height: number;
  /** The shorter side: shapes and type scale with it. */
  short: number;
  /** Where shapes may sit, as fractions of the width (text keeps the rest calm). */
  shapeLeft: number;
}

function shape(random: () => number, frame: Frame, palette: Palette): string {
  const { width, height, short } = frame;
  const x = width * between(random, frame.shapeLeft, 1.05);
  const y = height * between(random, -0.1, 0.65);
  const tint = toHex(pick(random, [palette.accent, palette.light, palette.accent, WHITE]));
  switch (pick(random, ['disc', 'ring', 'band', 'tile', 'rings', 'dots'] as const)) {
    case 'disc':
      return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(short * between(random, 0.2, 0.6))}" fill="${tint}" fill-opacity="${opacity(between(random, 0.15, 0.32))}"/>`;
    case 'ring':
      return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(short * between(random, 0.3, 0.85))}" fill="none" stroke="${tint}" stroke-opacity="0.22" stroke-width="${num(short * between(random, 0.015, 0.05))}"/>`;
    case 'band': {
      const w = width * between(random, 0.06, 0.18);
      const slant = height * between(random, 0.3, 0.9);
      return `<polygon points="${num(x)},0 ${num(x + w)},0 ${num(x + w - slant)},${height} ${num(x - slant)},${height}" fill="${tint}" fill-opacity="0.14"/>`;
    }
    case 'tile': {
      const side = short * between(random, 0.22, 0.55);
      return `<rect x="${num(x - side / 2)}" y="${num(y - side / 2)}" width="${num(side)}" height="${num(side)}" rx="${num(side * 0.18)}" transform="rotate(${Math.round(between(random, -40, 40))} ${num(x)} ${num(y)})" fill="${tint}" fill-opacity="0.2"/>`;
    }
    case 'rings': {
      const r = short * between(random, 0.12, 0.3);
      const stroke = num(short * 0.012);
      return [1, 1.45, 1.9]
        .map(
          (k, i) =>
            `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * k)}" fill="none" stroke="${tint}" stroke-opacity="${opacity(0.3 - i * 0.08)}" stroke-width="${stroke}"/>`,
        )
        .join('');
    }
    case 'dots': {
      const gap = short * 0.07;
      const r = num(short * 0.012);
      const dots: string[] = [];
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 5; col++) {
          dots.push(`<circle cx="${num(x + col * gap)}" cy="${num(y + row * gap)}" r="${r}"/>`);
        }
      }
      return `<g fill="${tint}" fill-opacity="0.35">${dots.join('')}</g>`;
    }
  }
}

/** The kinds of composition; each genre maps to one, so a shelf reads as a mix of moods. */
export type Motif =
  | 'slash'
  | 'confetti'
  | 'spotlight'
  | 'drip'
  | 'hearts'
  | 'orbit'
  | 'bubbles'
  | 'horizon'
  | 'shards'
  | 'loose';

const MOTIFS: readonly [RegExp, Motif][] = [
  [/action|adventure|sport|war/i, 'slash'],
  [/comedy|musical|lifestyle|reality|food/i, 'confetti'],
  [/horror/i, 'drip'],
  [/romance/i, 'hearts'],
  [/sci|fantasy/i, 'orbit'],
  [/animation|kids|family/i, 'bubbles'],
  [/documentary|nature|travel|western|australian/i, 'horizon'],
  [/thriller|crime|mystery/i, 'shards'],
  [/drama|classic/i, 'spotlight'],
];

export function motifOf(genre: string | null | undefined): Motif {
  if (!genre) return 'loose';
  return MOTIFS.find(([pattern]) => pattern.test(genre))?.[1] ?? 'loose';
}

/** The genre's composition: shapes in the accent and light tints, behind where the type sits. */
function composition(motif: Motif, random: () => number, frame: Frame, palette: Palette): string {
  const { width, height, short } = frame;
  const accent = toHex(palette.accent);
  const light = toHex(palette.light);
  const cx = width * between(random, 0.35, 0.75);
  const cy = height * between(random, 0.2, 0.45);
  const out: string[] = [];
  switch (motif) {
    case 'slash':
      for (let i = 0; i < 4; i++) {
        const x = width * between(random, -0.1, 0.9);
        const w = short * between(random, 0.04, 0.16);
        out.push(
          `<polygon points="${num(x)},0 ${num(x + w)},0 ${num(x + w - height * 0.55)},${height} ${num(x - height * 0.55)},${height}" fill="${i % 2 ? light : accent}" fill-opacity="${opacity(between(random, 0.18, 0.4))}"/>`,
        );
      }
      break;
    case 'confetti':
      for (let i = 0; i < 18; i++) {
        const r = short * between(random, 0.015, 0.05);
        out.push(
          `<circle cx="${num(width * random())}" cy="${num(height * between(random, 0, 0.7))}" r="${num(r)}" fill="${pick(random, [accent, light, '#ffffff'])}" fill-opacity="${opacity(between(random, 0.35, 0.8))}"/>`,
        );
      }
      out.push(
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(short * 0.32)}" fill="${accent}" fill-opacity="0.35"/>`,
      );
      break;
    case 'spotlight':
      out.push(
        `<polygon points="${num(cx - short * 0.05)},0 ${num(cx + short * 0.05)},0 ${num(cx + short * 0.55)},${height} ${num(cx - short * 0.55)},${height}" fill="#ffffff" fill-opacity="0.1"/>`,
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(short * 0.22)}" fill="${light}" fill-opacity="0.35"/>`,
      );
      break;
    case 'drip':
      for (let i = 0; i < 9; i++) {
        const x = width * (i / 8) + short * between(random, -0.03, 0.03);
        const len = height * between(random, 0.15, 0.6);
        const w = short * between(random, 0.02, 0.06);
        out.push(
          `<rect x="${num(x)}" y="-5" width="${num(w)}" height="${num(len)}" rx="${num(w / 2)}" fill="${accent}" fill-opacity="${opacity(between(random, 0.25, 0.55))}"/>`,
        );
      }
      break;
    case 'hearts': {
      const r = short * between(random, 0.22, 0.3);
      out.push(
        `<circle cx="${num(cx - r * 0.6)}" cy="${num(cy)}" r="${num(r)}" fill="${accent}" fill-opacity="0.38"/>`,
        `<circle cx="${num(cx + r * 0.6)}" cy="${num(cy)}" r="${num(r)}" fill="${light}" fill-opacity="0.3"/>`,
      );
      break;
    }
    case 'orbit':
      for (let i = 1; i <= 4; i++) {
        out.push(
          `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(short * 0.2 * i)}" ry="${num(short * 0.07 * i)}" fill="none" stroke="${i % 2 ? accent : light}" stroke-opacity="0.45" stroke-width="${num(short * 0.012)}" transform="rotate(-18 ${num(cx)} ${num(cy)})"/>`,
        );
      }
      out.push(
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(short * 0.11)}" fill="${accent}" fill-opacity="0.7"/>`,
      );
      break;
    case 'bubbles':
      for (let i = 0; i < 7; i++) {
        out.push(
          `<circle cx="${num(width * random())}" cy="${num(height * between(random, 0, 0.65))}" r="${num(short * between(random, 0.08, 0.24))}" fill="${pick(random, [accent, light])}" fill-opacity="${opacity(between(random, 0.3, 0.6))}"/>`,
        );
      }
      break;
    case 'horizon': {
      const y = height * between(random, 0.42, 0.58);
      out.push(
        `<circle cx="${num(cx)}" cy="${num(y)}" r="${num(short * 0.2)}" fill="${accent}" fill-opacity="0.6"/>`,
        `<polygon points="0,${num(y)} ${num(width * 0.3)},${num(y - short * 0.16)} ${num(width * 0.55)},${num(y - short * 0.04)} ${num(width * 0.8)},${num(y - short * 0.2)} ${width},${num(y - short * 0.05)} ${width},${height} 0,${height}" fill="${toHex(palette.dark)}" fill-opacity="0.75"/>`,
      );
      break;
    }
    case 'shards':
      for (let i = 0; i < 5; i++) {
        const x = width * random();
        const y = height * between(random, 0, 0.6);
        const s = short * between(random, 0.15, 0.4);
        out.push(
          `<polygon points="${num(x)},${num(y)} ${num(x + s)},${num(y + s * 0.3)} ${num(x + s * 0.2)},${num(y + s)}" fill="${pick(random, [accent, light])}" fill-opacity="${opacity(between(random, 0.18, 0.4))}"/>`,
        );
      }
      break;
    case 'loose': {
      const count = 3 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) out.push(shape(random, frame, palette));
      break;
    }
  }
  return out.join('');
}

function textLines(
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

/** Renders the artwork at exactly `size`. */
export function renderArtwork(spec: ArtworkSpec, size: ImageSize): string {
  const { width, height } = size;
  const random = seededRandom(spec.seed);
  const palette = paletteOf(spec, random);
  const title = cleanText(spec.title);
  const caption = spec.caption === null ? '' : cleanText(spec.caption);
  const label = xmlText(caption ? `${title}, ${caption}` : title);
  // Ids are per picture so that several SVGs inlined in one page do not share gradients.
  const id = `a${hashSeed(`${spec.seed}|${spec.colourSeed}`).toString(36)}`;
  const aspect = width / height;
  const short = Math.min(width, height);
  const wide = aspect >= 2.2;
  const lightText = isLight(palette.text);

  // Shapes run past the edges; clip them, or a viewer that letterboxes the image shows them.
  const frameClip = `<clipPath id="${id}-frame"><rect width="${width}" height="${height}"/></clipPath>`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
  ];

  if (spec.style === 'logo') {
    out.push(
      `<defs>${frameClip}<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${toHex(palette.light)}"/><stop offset="1" stop-color="${toHex(palette.deep)}"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
      `<g clip-path="url(#${id}-frame)">`,
      `<circle cx="${num(width * between(random, 0.7, 1))}" cy="${num(height * between(random, 0.6, 1))}" r="${num(short * 0.75)}" fill="none" stroke="${toHex(palette.text)}" stroke-opacity="0.1" stroke-width="${num(short * 0.08)}"/>`,
      `<circle cx="${num(width * between(random, 0, 0.2))}" cy="${num(height * between(random, 0, 0.2))}" r="${num(short * 0.3)}" fill="${toHex(palette.accent)}" fill-opacity="0.3"/>`,
      '</g>',
    );
    const base = Math.min(height * 0.3, width * 0.16);
    const boxWidth = width * 0.84;
    // A name reads best as a logo on one line: shrink a little for that before wrapping.
    const layout =
      wrapWords(title, boxWidth / (base * 0.7)).length <= 1
        ? fitTitle(title, boxWidth, base, base * 0.7, 1)
        : fitTitle(title, boxWidth, base, base * 0.45, 2);
    const lineHeight = layout.fontSize * 1.1;
    const top = (height - layout.lines.length * lineHeight) / 2;
    out.push(
      `<g fill="${toHex(palette.text)}" font-family="${FONT_STACK}" font-weight="700">`,
      textLines(layout.lines, {
        x: width / 2,
        firstBaseline: top + lineHeight / 2 + layout.fontSize * 0.35,
        lineHeight,
        fontSize: layout.fontSize,
        anchor: 'middle',
      }),
      '</g></svg>',
    );
    return out.join('');
  }

  const family = familyOf(spec.genre);
  const portrait = aspect < 0.9;
  const frame: Frame = { width, height, short, shapeLeft: wide ? 0.5 : 0.2 };
  const defs: string[] = [frameClip];
  const body: string[] = [];
  const dark = mix(palette.base, INK, 0.55);

  switch (family) {
    case 'scene': {
      // The gradient runs away from the type colour towards the corner the title sits in.
      const towardText = lightText ? palette.dark : mix(palette.base, WHITE, 0.35);
      const awayFromText = lightText ? palette.light : mix(palette.base, INK, 0.25);
      const glow = { x: between(random, wide ? 0.6 : 0.45, 0.95), y: between(random, 0.05, 0.4) };
      defs.push(
        `<linearGradient id="${id}-bg" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(awayFromText)}"/><stop offset="0.55" stop-color="${toHex(palette.base)}"/><stop offset="1" stop-color="${toHex(towardText)}"/></linearGradient>`,
        `<radialGradient id="${id}-glow" cx="${num(glow.x * 100)}%" cy="${num(glow.y * 100)}%" r="65%"><stop offset="0" stop-color="${toHex(palette.accent)}" stop-opacity="0.6"/><stop offset="1" stop-color="${toHex(palette.accent)}" stop-opacity="0"/></radialGradient>`,
      );
      body.push(
        `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
        `<rect width="${width}" height="${height}" fill="url(#${id}-glow)"/>`,
        `<g clip-path="url(#${id}-frame)">${composition(motifOf(spec.genre), random, frame, palette)}</g>`,
      );
      break;
    }
    case 'type-led':
      body.push(
        `<rect width="${width}" height="${height}" fill="${toHex(palette.base)}"/>`,
        `<g clip-path="url(#${id}-frame)">${typeLedShapes(random, frame, palette, portrait)}</g>`,
      );
      break;
    case 'duotone':
      body.push(
        `<rect width="${width}" height="${height}" fill="${toHex(dark)}"/>`,
        `<g clip-path="url(#${id}-frame)">${duotoneShapes(random, frame, palette.accent)}</g>`,
      );
      break;
    case 'pattern': {
      const tile = patternTile(random, short, palette);
      defs.push(
        `<pattern id="${id}-pattern" width="${num(tile.size)}" height="${num(tile.size)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${tile.angle})">${tile.shapes}</pattern>`,
      );
      body.push(
        `<rect width="${width}" height="${height}" fill="${toHex(palette.base)}"/>`,
        `<rect width="${width}" height="${height}" fill="url(#${id}-pattern)"/>`,
        `<circle cx="${num(width * between(random, 0.55, 0.9))}" cy="${num(height * between(random, 0.15, 0.35))}" r="${num(short * 0.3)}" fill="${toHex(palette.accent)}" fill-opacity="0.85" clip-path="url(#${id}-frame)"/>`,
      );
      break;
    }
  }

  if (spec.textFree) {
    out.push(`<defs>${defs.join('')}</defs>`, ...body, '</svg>');
    return out.join('');
  }

  // Type sized for the smallest tile: a poster shown 82 px wide keeps its title at 9 px or more
  // (11 % of the width); longer titles lose whole words after an ellipsis, never half a word.
  const pad = wide ? height * 0.14 : short * 0.08;
  const boxWidth = wide ? width * 0.42 : width - pad * 2;
  const base = wide
    ? height * 0.13
    : aspect >= 1.2
      ? Math.min(height * 0.17, width * 0.09)
      : portrait
        ? width * (family === 'type-led' ? 0.17 : 0.15)
        : width * 0.12;
  const minSize = portrait ? width * MIN_POSTER_TYPE : base * 0.55;
  const maxLines = aspect >= 1.2 ? 2 : portrait ? (family === 'type-led' ? 5 : 4) : 3;
  const layout = fitTitle(title, boxWidth, base, Math.min(base, minSize), maxLines);
  const lineHeight = layout.fontSize * (portrait ? 1.04 : 1.1);
  const captionSize = portrait ? Math.max(base * 0.42, width * 0.075) : base * 0.42;
  const showCaption = caption !== '' && captionSize >= 6;
  const blockHeight = layout.lines.length * lineHeight + (showCaption ? captionSize * 1.7 : 0);
  const top = family === 'type-led' ? pad * 1.2 : height - pad - blockHeight;
  const left = wide ? width * 0.06 : pad;

  // What the type sits on decides its colour: each family gives it a calm ground of one colour.
  let ink = palette.text;
  switch (family) {
    case 'scene': {
      const scrimColour = lightText ? '#000000' : '#ffffff';
      defs.push(
        wide
          ? `<linearGradient id="${id}-scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${scrimColour}" stop-opacity="0.55"/><stop offset="0.6" stop-color="${scrimColour}" stop-opacity="0"/></linearGradient>`
          : `<linearGradient id="${id}-scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scrimColour}" stop-opacity="0"/><stop offset="1" stop-color="${scrimColour}" stop-opacity="0.6"/></linearGradient>`,
      );
      const scrimTop = Math.max(0, top - height * 0.25);
      body.push(
        wide
          ? `<rect width="${width}" height="${height}" fill="url(#${id}-scrim)"/>`
          : `<rect y="${num(scrimTop)}" width="${width}" height="${num(height - scrimTop)}" fill="url(#${id}-scrim)"/>`,
      );
      break;
    }
    case 'type-led':
      ink = readableText([palette.base], parseColour(spec.text));
      break;
    case 'duotone': {
      // The accent is the second tone; the title takes it when it reads on the dark ground.
      body.push(
        `<rect y="${num(top - pad * 0.9)}" width="${width}" height="${num(height - top + pad * 0.9)}" fill="${toHex(dark)}"/>`,
        `<rect x="${num(left)}" y="${num(top - pad * 0.9)}" width="${num(boxWidth)}" height="${num(Math.max(1, short * 0.012))}" fill="${toHex(palette.accent)}"/>`,
      );
      ink = readableText([dark], palette.accent);
      break;
    }
    case 'pattern': {
      const panel = isLight(palette.text)
        ? mix(palette.base, INK, 0.75)
        : mix(palette.base, WHITE, 0.85);
      const inset = pad * 0.5;
      body.push(
        `<rect x="${num(inset)}" y="${num(top - pad * 0.55)}" width="${num(width - inset * 2)}" height="${num(blockHeight + pad * 0.55 + inset)}" rx="${num(short * 0.04)}" fill="${toHex(panel)}"/>`,
      );
      ink = readableText([panel], palette.text);
      break;
    }
  }
  if (portrait && family === 'scene') {
    // A short accent rule above the title: the poster's one flourish, in the genre's accent.
    body.push(
      `<rect x="${num(left)}" y="${num(top - layout.fontSize * 0.45)}" width="${num(width * 0.16)}" height="${num(Math.max(1, width * 0.012))}" fill="${toHex(palette.accent)}"/>`,
    );
  }
  out.push(`<defs>${defs.join('')}</defs>`, ...body);
  out.push(
    `<g fill="${toHex(ink)}" font-family="${FONT_STACK}">`,
    `<g font-weight="800">`,
    textLines(layout.lines, {
      x: left,
      firstBaseline: top + lineHeight / 2 + layout.fontSize * 0.35,
      lineHeight,
      fontSize: layout.fontSize,
      anchor: 'start',
    }),
    '</g>',
  );
  if (showCaption) {
    // The caption is letter-spaced by 0.06em: measure it a little wider.
    const captionLine = withinWidth(caption, boxWidth / (captionSize * 1.1));
    out.push(
      `<text x="${num(left)}" y="${num(top + layout.lines.length * lineHeight + captionSize * 1.45)}" font-size="${num(captionSize)}" font-weight="600" letter-spacing="0.06em" fill-opacity="0.9">${xmlText(captionLine)}</text>`,
    );
  }
  out.push('</g></svg>');
  return out.join('');
}

/** A poster's smallest title type, as a share of its width: 9 px on an 82 px phone tile. */
export const MIN_POSTER_TYPE = 0.11;

/** The four designs of title art; the genre picks one, so a shelf is not one template. */
export type ArtFamily = 'scene' | 'type-led' | 'duotone' | 'pattern';

const FAMILIES: readonly [RegExp, ArtFamily][] = [
  [/comedy|musical|animation|kids|family|lifestyle|reality|food/i, 'pattern'],
  [/thriller|crime|mystery|horror|western|war/i, 'duotone'],
  [/drama|romance|classic|documentar|music|biograph|histor|nature|travel|australian/i, 'type-led'],
];

/** Scenes (a gradient and the genre's motif) for action, adventure, science fiction and the rest. */
export function familyOf(genre: string | null | undefined): ArtFamily {
  if (!genre) return 'scene';
  return FAMILIES.find(([pattern]) => pattern.test(genre))?.[1] ?? 'scene';
}

/** Type-led: one big form low in the frame, so the top stays a calm field for the title. */
function typeLedShapes(random: () => number, frame: Frame, palette: Palette, portrait: boolean) {
  const { width, height, short } = frame;
  const accent = toHex(palette.accent);
  const light = toHex(palette.light);
  const cx = width * between(random, 0.3, 0.8);
  const cy = height * (portrait ? between(random, 0.78, 0.95) : between(random, 0.6, 0.9));
  const r = short * between(random, 0.55, 0.8);
  switch (pick(random, ['sun', 'arch', 'rings'] as const)) {
    case 'sun':
      return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${accent}"/><rect y="${num(cy)}" width="${width}" height="${num(height - cy)}" fill="${toHex(palette.dark)}"/>`;
    case 'arch':
      return `<path d="M${num(cx - r)},${height} L${num(cx - r)},${num(cy)} A${num(r)},${num(r)} 0 0 1 ${num(cx + r)},${num(cy)} L${num(cx + r)},${height} Z" fill="${accent}"/><path d="M${num(cx - r * 0.55)},${height} L${num(cx - r * 0.55)},${num(cy + r * 0.2)} A${num(r * 0.55)},${num(r * 0.55)} 0 0 1 ${num(cx + r * 0.55)},${num(cy + r * 0.2)} L${num(cx + r * 0.55)},${height} Z" fill="${light}"/>`;
    case 'rings':
      return [1, 0.78, 0.56, 0.34]
        .map(
          (k, i) =>
            `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * k)}" fill="${i % 2 ? light : accent}"/>`,
        )
        .join('');
  }
}

/** Duotone: the accent alone on the dark ground, as halftone dots, bands or rings. */
function duotoneShapes(random: () => number, frame: Frame, accent: Rgb) {
  const { width, height, short } = frame;
  const tone = toHex(accent);
  switch (pick(random, ['halftone', 'bands', 'rings'] as const)) {
    case 'halftone': {
      const gap = short * 0.075;
      const ox = width * between(random, 0.6, 1);
      const oy = height * between(random, 0, 0.3);
      const reach = Math.hypot(width, height) * 0.75;
      const dots: string[] = [];
      for (let y = gap / 2; y < height * 0.7; y += gap) {
        for (let x = gap / 2; x < width; x += gap) {
          const r = (gap / 2) * Math.max(0, 1 - Math.hypot(x - ox, y - oy) / reach);
          if (r > gap * 0.06) dots.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}"/>`);
        }
      }
      return `<g fill="${tone}">${dots.join('')}</g>`;
    }
    case 'bands': {
      const bands: string[] = [];
      const w = short * between(random, 0.06, 0.1);
      for (let i = 0; i < 5; i++) {
        const x = width * (0.25 + i * 0.22) - height * 0.1;
        bands.push(
          `<polygon points="${num(x)},0 ${num(x + w)},0 ${num(x + w - height * 0.6)},${height} ${num(x - height * 0.6)},${height}" fill="${tone}" fill-opacity="${opacity(1 - i * 0.17)}"/>`,
        );
      }
      return bands.join('');
    }
    case 'rings': {
      const cx = width * between(random, 0.4, 0.8);
      const cy = height * between(random, 0.2, 0.4);
      return [0.15, 0.3, 0.45, 0.6, 0.75]
        .map(
          (k) =>
            `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(short * k)}" fill="none" stroke="${tone}" stroke-width="${num(short * 0.035)}"/>`,
        )
        .join('');
    }
  }
}

/** Pattern: one small tile repeated over the ground (dots, stripes, zigzags or checks). */
function patternTile(random: () => number, short: number, palette: Palette) {
  const size = short * between(random, 0.09, 0.14);
  const ink = toHex(pick(random, [palette.light, palette.accent, WHITE]));
  const angle = pick(random, [0, 0, 45, -30]);
  const s = num(size);
  const half = num(size / 2);
  const shapes = {
    dots: `<circle cx="${half}" cy="${half}" r="${num(size * 0.2)}" fill="${ink}" fill-opacity="0.55"/>`,
    stripes: `<rect width="${s}" height="${num(size * 0.32)}" fill="${ink}" fill-opacity="0.4"/>`,
    zigzag: `<polyline points="0,${num(size * 0.7)} ${half},${num(size * 0.3)} ${s},${num(size * 0.7)}" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="${num(size * 0.12)}"/>`,
    checks: `<rect width="${half}" height="${half}" fill="${ink}" fill-opacity="0.35"/><rect x="${half}" y="${half}" width="${half}" height="${half}" fill="${ink}" fill-opacity="0.35"/>`,
  };
  return {
    size,
    angle,
    shapes: shapes[pick(random, ['dots', 'stripes', 'zigzag', 'checks'] as const)],
  };
}

function withinWidth(text: string, maxEm: number): string {
  return textWidthEm(text) <= maxEm ? text : withEllipsis(text, maxEm);
}
