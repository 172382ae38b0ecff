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
import { num, type Frame, type Palette } from './drawing.ts';
import { between, hashSeed, pick, seededRandom } from './seeded-random.ts';
import {
  FONT_STACK,
  cleanText,
  fitTitle,
  textLines,
  withinWidth,
  wrapWords,
  xmlText,
} from './artwork-text.ts';
import { composition, motifOf } from './genre-motifs.ts';
import { duotoneShapes, familyOf, patternTile, typeLedShapes } from './art-families.ts';

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

/** A deep, saturated colour from the seed, dark enough for white type. */
export function derivedColour(seed: string): Rgb {
  const hash = hashSeed(seed);
  return hsl(hash % 360, 0.45 + ((hash >>> 9) % 25) / 100, 0.26 + ((hash >>> 17) % 14) / 100);
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
