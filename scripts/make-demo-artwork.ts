/**
 * Draws the demo catalogue's imported pictures (issue 34): text-free landscapes composed here as
 * SVG and rasterised with sharp to JPEG, written to server/src/db/seed/demo-artwork/ with a
 * manifest the seed reads. Nothing is copied from anywhere: every shape comes from the seeded
 * generator below. Run it again only to change the pictures:
 *
 *   node scripts/make-demo-artwork.ts
 */
import { writeFile, mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { checkOriginal } from '../server/src/modules/images/original-artwork.ts';
import { fitTitle, xmlText } from '../server/src/modules/images/artwork.ts';
import { CreditPicker } from '../server/src/db/seed/people.ts';
import { inventMovies } from '../server/src/db/seed/movies.ts';
import { inventShows } from '../server/src/db/seed/shows.ts';
import { pictureMovies, pictureShows } from '../server/src/db/seed/index.ts';

const OUT = fileURLToPath(new URL('../server/src/db/seed/demo-artwork/', import.meta.url));
const SAMPLE_OUT = fileURLToPath(new URL('../docs/examples/artwork/', import.meta.url));
const POSTER = { width: 600, height: 900 };
const WIDE = { width: 1280, height: 720 };

type Rng = () => number;
function rngOf(seed: string): Rng {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const n = (v: number) => String(Math.round(v * 10) / 10);

interface Palette {
  sky: [string, string, string];
  disc: string;
  layers: string[];
  accent: string;
}

interface Frame {
  w: number;
  h: number;
  rng: Rng;
  id: string;
}

function sky({ w, h, id }: Frame, p: Palette): string {
  return `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient><radialGradient id="${id}g"><stop offset="0" stop-color="${p.disc}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.disc}" stop-opacity="0"/></radialGradient><filter id="${id}b"><feGaussianBlur stdDeviation="${n(Math.min(w, h) * 0.01)}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#${id}s)"/>`;
}

function disc(f: Frame, p: Palette, x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3)}" fill="url(#${f.id}g)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.disc}"/>`;
}

function stars(f: Frame, count: number, maxY: number): string {
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
function ridge(f: Frame, base: number, rough: number, colour: string, steps = 14, smooth = false) {
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

function pines(f: Frame, base: number, count: number, colour: string, scale: number) {
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

function skyline(f: Frame, base: number, colour: string, lit: string) {
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

function water(f: Frame, top: number, colour: string, glint: string, x: number) {
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

type Scene = (f: Frame, p: Palette) => string;

const SCENES: Record<string, { palette: Palette; draw: Scene }> = {
  dunes: {
    palette: {
      sky: ['#2b1b4a', '#c2566b', '#f7b267'],
      disc: '#ffe3a3',
      layers: ['#d9804f', '#b45a3c', '#7a3428', '#4a1d1c'],
      accent: '#fff',
    },
    draw: (f, p) =>
      disc(f, p, f.w * 0.62, f.h * 0.42, Math.min(f.w, f.h) * 0.12) +
      p.layers.map((c, i) => ridge(f, 0.55 + i * 0.1, 0.08, c, 6, true)).join(''),
  },
  harbour: {
    palette: {
      sky: ['#07142b', '#1d3b63', '#3d6b8f'],
      disc: '#f2f0d7',
      layers: ['#0b1f36', '#06111f'],
      accent: '#f2f0d7',
    },
    draw: (f, p) => {
      const x = f.w * (0.2 + f.rng() * 0.6);
      return (
        stars(f, 90, 0.5) +
        disc(f, p, x, f.h * (0.2 + f.rng() * 0.2), Math.min(f.w, f.h) * 0.07) +
        ridge(f, 0.6, 0.04, p.layers[1]!, 20) +
        water(f, 0.64, p.layers[0]!, p.accent, x)
      );
    },
  },
  city: {
    palette: {
      sky: ['#120a2e', '#3b1d5e', '#ff6f61'],
      disc: '#ffd0a0',
      layers: ['#2a1640', '#150a24'],
      accent: '#ffd36b',
    },
    draw: (f, p) =>
      stars(f, 40, 0.35) +
      disc(f, p, f.w * 0.7, f.h * 0.5, Math.min(f.w, f.h) * 0.1) +
      skyline(f, 0.8, p.layers[0]!, p.accent) +
      skyline(f, 0.9, p.layers[1]!, p.accent),
  },
  forest: {
    palette: {
      sky: ['#d8e6de', '#9fbfb0', '#5d8073'],
      disc: '#fdf6e3',
      layers: ['#6f9184', '#4d6e62', '#2f4a41', '#17291f'],
      accent: '#fff',
    },
    draw: (f, p) =>
      disc(
        f,
        p,
        f.w * (0.2 + f.rng() * 0.6),
        f.h * (0.15 + f.rng() * 0.25),
        Math.min(f.w, f.h) * 0.09,
      ) + p.layers.map((c, i) => pines(f, 0.6 + i * 0.1, 18 + i * 4, c, 0.16 + i * 0.05)).join(''),
  },
  peaks: {
    palette: {
      sky: ['#0d1b2a', '#1b3a5b', '#6c8ead'],
      disc: '#e8eef5',
      layers: ['#9fb4c9', '#51708f', '#2a425c', '#132233'],
      accent: '#fff',
    },
    draw: (f, p) =>
      stars(f, 120, 0.45) +
      disc(f, p, f.w * 0.75, f.h * 0.2, Math.min(f.w, f.h) * 0.05) +
      p.layers.map((c, i) => ridge(f, 0.45 + i * 0.13, 0.3 - i * 0.05, c, 9 + i * 3)).join(''),
  },
  orbit: {
    palette: {
      sky: ['#02030a', '#0d0f2b', '#1b1450'],
      disc: '#f29e4c',
      layers: ['#3a2a7a'],
      accent: '#ffd9a0',
    },
    draw: (f, p) => {
      const r = Math.min(f.w, f.h) * 0.26;
      const cx = f.w * 0.55;
      const cy = f.h * 0.45;
      return (
        stars(f, 220, 1) +
        disc(f, p, cx, cy, r) +
        `<circle cx="${n(cx - r * 0.3)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.85)}" fill="#ffffff" fill-opacity="0.12"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.9)}" ry="${n(r * 0.38)}" fill="none" stroke="${p.accent}" stroke-opacity="0.7" stroke-width="${n(r * 0.07)}" transform="rotate(-16 ${n(cx)} ${n(cy)})"/>`
      );
    },
  },
  lighthouse: {
    palette: {
      sky: ['#1a2238', '#42517a', '#9aa8c7'],
      disc: '#fff6c8',
      layers: ['#28324f', '#141a2c'],
      accent: '#fff6c8',
    },
    draw: (f, p) => {
      const x = f.w * 0.72;
      const top = f.h * 0.38;
      return (
        `<polygon points="${n(x)},${n(top)} ${n(-f.w * 0.1)},${n(top - f.h * 0.2)} ${n(-f.w * 0.1)},${n(top + f.h * 0.08)}" fill="${p.accent}" fill-opacity="0.25"/>` +
        water(f, 0.7, '#1d2740', '#9aa8c7', f.w * 0.4) +
        ridge(f, 0.62, 0.05, p.layers[0]!, 8) +
        `<polygon points="${n(x - f.w * 0.025)},${n(f.h * 0.62)} ${n(x + f.w * 0.025)},${n(f.h * 0.62)} ${n(x + f.w * 0.015)},${n(top)} ${n(x - f.w * 0.015)},${n(top)}" fill="#e9e4d8"/>` +
        `<circle cx="${n(x)}" cy="${n(top)}" r="${n(f.w * 0.02)}" fill="${p.accent}"/>`
      );
    },
  },
  meadow: {
    palette: {
      sky: ['#7fc8f8', '#bde4f4', '#fff1c1'],
      disc: '#fff7d6',
      layers: ['#a7c957', '#6a994e', '#386641'],
      accent: '#fff',
    },
    draw: (f, p) =>
      disc(f, p, f.w * 0.25, f.h * 0.35, Math.min(f.w, f.h) * 0.1) +
      p.layers.map((c, i) => ridge(f, 0.62 + i * 0.12, 0.1, c, 5, true)).join(''),
  },
  storm: {
    palette: {
      sky: ['#1c1f26', '#3a404d', '#5b6474'],
      disc: '#d7e3ff',
      layers: ['#262b35', '#15181e'],
      accent: '#e6eeff',
    },
    draw: (f, p) => {
      const x = f.w * 0.55;
      const bolt = `M${n(x)},${n(f.h * 0.1)} L${n(x - f.w * 0.05)},${n(f.h * 0.35)} L${n(x + f.w * 0.01)},${n(f.h * 0.33)} L${n(x - f.w * 0.06)},${n(f.h * 0.62)}`;
      const clouds = Array.from(
        { length: 14 },
        () =>
          `<ellipse cx="${n(f.rng() * f.w)}" cy="${n(f.h * (0.05 + f.rng() * 0.2))}" rx="${n(f.w * (0.12 + f.rng() * 0.15))}" ry="${n(f.h * (0.04 + f.rng() * 0.05))}" fill="#0f1115" fill-opacity="0.55"/>`,
      ).join('');
      return (
        clouds +
        `<path d="${bolt}" fill="none" stroke="${p.accent}" stroke-width="${n(Math.min(f.w, f.h) * 0.012)}" stroke-linejoin="bevel"/>` +
        water(f, 0.64, p.layers[0]!, '#8090b0', x) +
        ridge(f, 0.64, 0.02, p.layers[1]!, 24)
      );
    },
  },
  aurora: {
    palette: {
      sky: ['#020d1a', '#06283d', '#0b3d4a'],
      disc: '#dff',
      layers: ['#0a2a33', '#04141a'],
      accent: '#5ef2b0',
    },
    draw: (f, p) => {
      const bands = [0, 1, 2].map((i) => {
        const y = f.h * (0.18 + i * 0.08);
        return `<path d="M0,${n(y)} C${n(f.w * 0.3)},${n(y - f.h * 0.15)} ${n(f.w * 0.6)},${n(y + f.h * 0.15)} ${f.w},${n(y - f.h * 0.05)}" fill="none" stroke="${i === 1 ? '#9b7bff' : p.accent}" stroke-opacity="0.55" stroke-width="${n(f.h * 0.05)}" filter="url(#${f.id}b)"/>`;
      });
      return (
        stars(f, 140, 0.6) +
        bands.join('') +
        water(f, 0.7, p.layers[0]!, p.accent, f.w * 0.5) +
        pines(f, 0.7, 30, p.layers[1]!, 0.1)
      );
    },
  },
  canyon: {
    palette: {
      sky: ['#f6bd60', '#f7a072', '#e07a5f'],
      disc: '#fff4d6',
      layers: ['#c8553d', '#9c3d2e', '#6b2a22', '#3d1a16'],
      accent: '#fff',
    },
    draw: (f, p) =>
      disc(f, p, f.w * 0.5, f.h * 0.3, Math.min(f.w, f.h) * 0.08) +
      p.layers.map((c, i) => ridge(f, 0.5 + i * 0.12, 0.18, c, 4 + i)).join(''),
  },
  neon: {
    palette: {
      sky: ['#0b0221', '#2d0b4f', '#ff2e88'],
      disc: '#ffb86b',
      layers: ['#0b0221'],
      accent: '#00e5ff',
    },
    draw: (f, p) => {
      const horizon = f.h * 0.58;
      const grid: string[] = [];
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        grid.push(
          `<line x1="${n(f.w / 2)}" y1="${n(horizon)}" x2="${n(-f.w + t * f.w * 3)}" y2="${f.h}" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="1.5"/>`,
        );
      }
      for (let i = 1; i <= 9; i++) {
        const y = horizon + (f.h - horizon) * (i / 9) ** 1.8;
        grid.push(
          `<line x1="0" y1="${n(y)}" x2="${f.w}" y2="${n(y)}" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="1.5"/>`,
        );
      }
      const r = Math.min(f.w, f.h) * 0.2;
      const slits = [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="0" y="${n(horizon - r * (0.15 + i * 0.22))}" width="${f.w}" height="${n(r * 0.05 * (i + 1))}" fill="${p.sky[1]}"/>`,
        )
        .join('');
      return (
        disc(f, p, f.w / 2, horizon - r * 0.1, r) +
        slits +
        `<rect y="${n(horizon)}" width="${f.w}" height="${n(f.h - horizon)}" fill="${p.layers[0]}"/>` +
        grid.join('')
      );
    },
  },
  lagoon: {
    palette: {
      sky: ['#ff9a8b', '#ff6a88', '#ff99ac'],
      disc: '#fff0c9',
      layers: ['#3c1642', '#230c26'],
      accent: '#ffe3ec',
    },
    draw: (f, p) => {
      const palm = (x: number, s: number) => {
        const top = f.h * 0.3;
        const fronds = Array.from({ length: 7 }, (_, i) => {
          const a = (-160 + i * 23) * (Math.PI / 180);
          const ex = x + Math.cos(a) * s;
          const ey = top + Math.sin(a) * s * 0.5 + s * 0.3;
          return `<path d="M${n(x)},${n(top)} Q${n((x + ex) / 2)},${n(top - s * 0.25)} ${n(ex)},${n(ey)}" fill="none" stroke="${p.layers[1]}" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>`;
        }).join('');
        return (
          `<path d="M${n(x + s * 0.3)},${f.h} Q${n(x + s * 0.2)},${n(f.h * 0.6)} ${n(x)},${n(top)}" fill="none" stroke="${p.layers[1]}" stroke-width="${n(s * 0.07)}"/>` +
          fronds
        );
      };
      return (
        disc(f, p, f.w * 0.5, f.h * 0.55, Math.min(f.w, f.h) * 0.16) +
        water(f, 0.66, p.layers[0]!, p.accent, f.w * 0.5) +
        palm(f.w * 0.15, Math.min(f.w, f.h) * 0.35) +
        palm(f.w * 0.9, Math.min(f.w, f.h) * 0.28)
      );
    },
  },
  glacier: {
    palette: {
      sky: ['#e3f2fd', '#bbdefb', '#90caf9'],
      disc: '#ffffff',
      layers: ['#e1f5fe', '#81d4fa', '#4fc3f7', '#0277bd'],
      accent: '#fff',
    },
    draw: (f, p) =>
      disc(f, p, f.w * 0.7, f.h * 0.22, Math.min(f.w, f.h) * 0.07) +
      p.layers.map((c, i) => ridge(f, 0.5 + i * 0.12, 0.25, c, 7 + i * 2)).join(''),
  },
};

/**
 * A poster's title, as key art sets it: capitals in a bold serif, centred in the sky, with a
 * soft shadow so it reads over any scene. Wide pictures carry no type (pages set the title).
 */
function titleBlock(f: Frame, title: string, sky: string): string {
  // Dark type on a pale sky, cream on a dark one: the title sits where the sky is.
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(sky.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const pale = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45;
  const ink = pale ? '#15202b' : '#fffaf0';
  const shadow = pale ? '#ffffff' : '#000000';
  const box = f.w * 0.84;
  const layout = fitTitle(title.toUpperCase(), box, f.w * 0.11, f.w * 0.075, 3);
  const lineHeight = layout.fontSize * 1.12;
  const top = f.h * 0.1;
  const lines = layout.lines
    .map(
      (line, i) =>
        `<text x="${n(f.w / 2)}" y="${n(top + (i + 0.8) * lineHeight)}" font-size="${n(layout.fontSize)}">${xmlText(line)}</text>`,
    )
    .join('');
  return `<filter id="${f.id}t"><feDropShadow dx="0" dy="${n(f.w * 0.004)}" stdDeviation="${n(f.w * 0.008)}" flood-color="${shadow}" flood-opacity="0.55"/></filter><g filter="url(#${f.id}t)" fill="${ink}" font-family="DejaVu Serif" font-weight="bold" letter-spacing="0.04em" text-anchor="middle">${lines}</g>`;
}

function svgOf(
  scene: string,
  size: { width: number; height: number },
  variant: string,
  title?: string,
): string {
  const { palette, draw } = SCENES[scene]!;
  const f: Frame = { w: size.width, h: size.height, rng: rngOf(`${scene}:${variant}`), id: 'p' };
  const type = title === undefined ? '' : titleBlock(f, title, palette.sky[0]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${f.w}" height="${f.h}" viewBox="0 0 ${f.w} ${f.h}">${sky(f, palette)}${draw(f, palette)}${type}</svg>`;
}

/**
 * The titles the seed gives pictures to, in its order (the same at both scales): a poster names
 * its title as real key art does, so each scene is drawn for one title.
 */
function pictureTitles(): { movies: string[]; shows: string[] } {
  const day = Date.UTC(2026, 10, 21);
  const credits = new CreditPicker(300);
  const movies = inventMovies({ count: 400, day, thisYear: 2026, credits }).movies;
  const shows = inventShows({ count: 20, day, thisYear: 2026, credits }).shows;
  return {
    movies: pictureMovies(movies).map((m) => m.title),
    shows: pictureShows(shows).map((s) => s.title),
  };
}

/** Scenes of the shows that get stills too (three each, drawn with other seeds). */
const SHOW_SCENES = ['harbour', 'forest'];

interface Job {
  file: string;
  scene: string;
  kind: 'poster' | 'backdrop' | 'still';
  size: typeof POSTER;
  variant: string;
  title?: string;
}

async function draw(job: Job): Promise<{ bytes: Buffer; facts: object }> {
  const bytes = await sharp(Buffer.from(svgOf(job.scene, job.size, job.variant, job.title)))
    .jpeg({ quality: 72, mozjpeg: true, progressive: true })
    .toBuffer();
  const check = await checkOriginal(bytes);
  if (!check.ok) throw new Error(`${job.file} ${check.problem}`);
  return { bytes, facts: check.facts };
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const titles = pictureTitles();
  const movieScenes = Object.keys(SCENES).filter((s) => !SHOW_SCENES.includes(s));
  const titleOf = (scene: string) =>
    SHOW_SCENES.includes(scene)
      ? titles.shows[SHOW_SCENES.indexOf(scene)]!
      : titles.movies[movieScenes.indexOf(scene)]!;
  const jobs: Job[] = [];
  // Movie scenes first, then the shows', as the seed hands them out (demo-artwork.ts).
  for (const scene of [...movieScenes, ...SHOW_SCENES]) {
    const title = titleOf(scene);
    jobs.push({
      file: `${scene}-poster.jpg`,
      scene,
      kind: 'poster',
      size: POSTER,
      variant: 'poster',
      title,
    });
    jobs.push({
      file: `${scene}-backdrop.jpg`,
      scene,
      kind: 'backdrop',
      size: WIDE,
      variant: 'wide',
    });
    if (SHOW_SCENES.includes(scene)) {
      for (const i of [1, 2, 3]) {
        jobs.push({
          file: `${scene}-still-${i}.jpg`,
          scene,
          kind: 'still',
          size: WIDE,
          variant: `still-${i}`,
        });
      }
    }
  }
  const manifest: object[] = [];
  let total = 0;
  for (const job of jobs) {
    const { bytes, facts } = await draw(job);
    await writeFile(`${OUT}${job.file}`, bytes);
    manifest.push({
      file: job.file,
      scene: job.scene,
      kind: job.kind,
      title: job.title ?? null,
      ...facts,
    });
    total += bytes.length;
  }
  await writeFile(`${OUT}manifest.json`, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`${jobs.length} pictures, ${Math.round(total / 1024)} KB in ${OUT}`);

  // The sample catalogue's pictures (docs/examples/catalogue-sample.json), named as an export
  // names them.
  const sample: Job[] = [
    {
      file: '900001-poster.jpg',
      scene: 'meadow',
      kind: 'poster',
      size: POSTER,
      variant: 'sample',
      title: 'The Glasshouse Orchard',
    },
    {
      file: '900001-backdrop.jpg',
      scene: 'meadow',
      kind: 'backdrop',
      size: WIDE,
      variant: 'sample-wide',
    },
    {
      file: '900010-poster.jpg',
      scene: 'lighthouse',
      kind: 'poster',
      size: POSTER,
      variant: 'sample',
      title: 'Tidewatch',
    },
    {
      file: '900010-still-1.jpg',
      scene: 'lighthouse',
      kind: 'still',
      size: WIDE,
      variant: 'sample-1',
    },
    { file: '900010-still-2.jpg', scene: 'storm', kind: 'still', size: WIDE, variant: 'sample-2' },
  ];
  await rm(SAMPLE_OUT, { recursive: true, force: true });
  await mkdir(SAMPLE_OUT, { recursive: true });
  for (const job of sample) await writeFile(`${SAMPLE_OUT}${job.file}`, (await draw(job)).bytes);
}

await main();
