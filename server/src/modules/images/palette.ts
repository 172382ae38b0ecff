/** Colour arithmetic for generated artwork: parsing stored colours, mixing, WCAG contrast. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2 minimum contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 20, g: 20, b: 22 };

/**
 * Reads a stored colour ('#rgb', '#rrggbb', '#rrggbbaa' or 'rgb(r, g, b)'); null for anything
 * else. Artwork only ever writes colours back through `toHex`, so a stored value never reaches
 * the SVG as it was typed.
 */
export function parseColour(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1]!;
    const full =
      digits.length === 3
        ? digits
            .split('')
            .map((d) => d + d)
            .join('')
        : digits.slice(0, 6);
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(
    text,
  );
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((c) => Number(c));
    if ([r, g, b].every((c) => c !== undefined && c <= 255)) return { r: r!, g: g!, b: b! };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return '#' + [r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('');
}

function clampByte(c: number): number {
  return Math.max(0, Math.min(255, Math.round(c)));
}

/** Hue in degrees, saturation and lightness in 0..1. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = ((hue % 360) + 360) % 360;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: clampByte(channel(0)), g: clampByte(channel(8)), b: clampByte(channel(4)) };
}

export function toHsl({ r, g, b }: Rgb): { hue: number; saturation: number; lightness: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255] as const;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === rn) hue = ((gn - bn) / delta) % 6;
  else if (max === gn) hue = (bn - rn) / delta + 2;
  else hue = (rn - gn) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, saturation, lightness };
}

/** `t` of the way from `a` to `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return {
    r: clampByte(a.r + (b.r - a.r) * t),
    g: clampByte(a.g + (b.g - a.g) * t),
    b: clampByte(a.b + (b.b - a.b) * t),
  };
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour for backgrounds (the colours a gradient runs through): the stored one when it
 * reads well on all of them, otherwise white or near-black, whichever contrasts more.
 */
export function readableText(backgrounds: readonly Rgb[], preferred: Rgb | null): Rgb {
  const worst = (text: Rgb) => Math.min(...backgrounds.map((b) => contrastRatio(text, b)));
  if (preferred && worst(preferred) >= MIN_TEXT_CONTRAST) return preferred;
  return worst(WHITE) >= worst(INK) ? WHITE : INK;
}

export function isLight(colour: Rgb): boolean {
  return relativeLuminance(colour) > 0.35;
}
