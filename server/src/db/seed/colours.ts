import type { Random } from './random.ts';

/** WCAG 2 minimum contrast for normal text; tile text must meet it on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#161616';

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return (
    '#' +
    [0, 8, 4]
      .map((n) =>
        Math.round(channel(n) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

export interface TileColours {
  background: string;
  text: string;
}

/**
 * A background and the text colour that reads best on it. When neither white nor near-black
 * reaches the minimum contrast, the background is pushed darker or lighter until one does.
 */
export function tileColours(random: Random): TileColours {
  const hue = random.int(0, 359);
  const saturation = random.int(25, 70);
  let lightness = random.int(14, 62);
  for (;;) {
    const background = hslToHex(hue, saturation, lightness);
    const onLight = contrastRatio(background, DARK_TEXT);
    const onDark = contrastRatio(background, LIGHT_TEXT);
    const text = onDark >= onLight ? LIGHT_TEXT : DARK_TEXT;
    if (Math.max(onLight, onDark) >= MIN_TEXT_CONTRAST) return { background, text };
    lightness += text === LIGHT_TEXT ? -3 : 3;
  }
}

/** A saturated brand-like colour for channels and editorial items. */
export function brandColour(random: Random): string {
  return hslToHex(random.int(0, 359), random.int(45, 85), random.int(28, 52));
}
