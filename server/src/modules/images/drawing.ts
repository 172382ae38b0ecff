import type { Rgb } from './palette.ts';

/** What every part of a drawing shares: the colours it may use, the frame, SVG numbers. */

/** Coordinates to one decimal: plenty for a picture, and it keeps the SVG small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function opacity(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export interface Palette {
  base: Rgb;
  light: Rgb;
  /** The logo gradient's far end. */
  deep: Rgb;
  dark: Rgb;
  accent: Rgb;
  text: Rgb;
}

export interface Frame {
  width: number;
  height: number;
  /** The shorter side: shapes and type scale with it. */
  short: number;
  /** Where shapes may sit, as fractions of the width (text keeps the rest calm). */
  shapeLeft: number;
}
