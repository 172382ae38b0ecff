import { WHITE, toHex, type Rgb } from './palette.ts';
import { num, opacity, type Frame, type Palette } from './drawing.ts';
import { between, pick } from './seeded-random.ts';

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
export function typeLedShapes(
  random: () => number,
  frame: Frame,
  palette: Palette,
  portrait: boolean,
) {
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
export function duotoneShapes(random: () => number, frame: Frame, accent: Rgb) {
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
export function patternTile(random: () => number, short: number, palette: Palette) {
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
