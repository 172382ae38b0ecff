/**
 * The pieces the demo landscapes are drawn from (a sky, a sun or moon, ridges, trees, a skyline,
 * water), each an SVG string placed by the frame's seeded generator.
 */
import { num as n } from '../../server/src/modules/images/drawing.ts';

export type Rng = () => number;

export interface Palette {
  sky: [string, string, string];
  disc: string;
  layers: string[];
  accent: string;
}

export interface Frame {
  w: number;
  h: number;
  rng: Rng;
  id: string;
}

export function sky({ w, h, id }: Frame, p: Palette): string {
  return `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><radialGradient id="${id}g"><stop offset="0" stop-color="${p.disc}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.disc}" stop-opacity="0"/></radialGradient><filter id="${id}b"><feGaussianBlur stdDeviation="${n(Math.min(w, h) * 0.01)}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#${id}s)"/>`;
}

export function disc(f: Frame, p: Palette, x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3)}" fill="url(#${f.id}g)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.disc}"/>`;
}

export function stars(f: Frame, count: number, maxY: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = 0.4 + f.rng() * 1.6;
    out.push(
      `<circle cx="${n(f.rng() * f.w)}" cy="${n(f.rng() * maxY * f.h)}" r="${n(r)}" fill="#fff" fill-opacity="${n(0.3 + f.rng() * 0.6)}"/>`,
    );
  }
  return out.join('');
}

/** A ridge line across the frame: `base` is its height as a fraction, `rough` its jaggedness. */
export function ridge(
  f: Frame,
  base: number,
  rough: number,
  colour: string,
  steps = 14,
  smooth = false,
) {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (f.w * i) / steps;
    const y = f.h * (base + (f.rng() - 0.5) * rough);
    pts.push([x, y]);
  }
  let d = `M0,${f.h} L${n(pts[0]![0])},${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x, y] = pts[i]!;
    if (smooth) {
      const [px, py] = pts[i - 1]!;
      d += ` Q${n(px + (x - px) / 2)},${n(py)} ${n(x)},${n(y)}`;
    } else d += ` L${n(x)},${n(y)}`;
  }
  return `<path d="${d} L${f.w},${f.h} Z" fill="${colour}"/>`;
}

export function pines(f: Frame, base: number, count: number, colour: string, scale: number) {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = f.rng() * f.w;
    const hh = f.h * scale * (0.6 + f.rng() * 0.8);
    const ww = hh * 0.28;
    const y = f.h * base + f.rng() * f.h * 0.03;
    out.push(
      `<polygon points="${n(x)},${n(y - hh)} ${n(x + ww / 2)},${n(y)} ${n(x - ww / 2)},${n(y)}" fill="${colour}"/>`,
    );
  }
  return (
    out.join('') +
    `<rect y="${n(f.h * base)}" width="${f.w}" height="${n(f.h * (1 - base))}" fill="${colour}"/>`
  );
}

export function skyline(f: Frame, base: number, colour: string, lit: string) {
  const out: string[] = [];
  let x = -10;
  while (x < f.w) {
    const bw = f.w * (0.04 + f.rng() * 0.07);
    const bh = f.h * (0.12 + f.rng() * 0.3);
    const top = f.h * base - bh;
    out.push(
      `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(bh + 2)}" fill="${colour}"/>`,
    );
    const cell = Math.max(4, bw / 6);
    for (let wy = top + cell; wy < f.h * base - cell; wy += cell * 1.6) {
      for (let wx = x + cell * 0.6; wx < x + bw - cell; wx += cell * 1.5) {
        if (f.rng() < 0.35)
          out.push(
            `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.6)}" height="${n(cell * 0.8)}" fill="${lit}" fill-opacity="${n(0.5 + f.rng() * 0.5)}"/>`,
          );
      }
    }
    x += bw + f.w * 0.004;
  }
  return (
    out.join('') +
    `<rect y="${n(f.h * base)}" width="${f.w}" height="${n(f.h * (1 - base))}" fill="${colour}"/>`
  );
}

export function water(f: Frame, top: number, colour: string, glint: string, x: number) {
  const out = [
    `<rect y="${n(f.h * top)}" width="${f.w}" height="${n(f.h * (1 - top))}" fill="${colour}"/>`,
  ];
  for (let i = 0; i < 26; i++) {
    const y = f.h * top + (f.h * (1 - top) * i) / 26 + f.rng() * 4;
    const len = f.w * (0.03 + f.rng() * 0.12) * (1 + i / 14);
    out.push(
      `<rect x="${n(x - len / 2 + (f.rng() - 0.5) * f.w * 0.06)}" y="${n(y)}" width="${n(len)}" height="${n(Math.max(1.5, f.h * 0.004))}" rx="1" fill="${glint}" fill-opacity="${n(0.25 + f.rng() * 0.45)}"/>`,
    );
  }
  return out.join('');
}
