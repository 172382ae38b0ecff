/** The demo catalogue's scenes: a palette and a composition of landscape pieces each. */
import { num as n } from '../../server/src/modules/images/drawing.ts';
import {
  disc,
  pines,
  ridge,
  skyline,
  stars,
  water,
  type Frame,
  type Palette,
} from './landscape.ts';

type Scene = (f: Frame, p: Palette) => string;

export const SCENES: Record<string, { palette: Palette; draw: Scene }> = {
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
