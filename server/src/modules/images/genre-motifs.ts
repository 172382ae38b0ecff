import { WHITE, toHex } from './palette.ts';
import { num, opacity, type Frame, type Palette } from './drawing.ts';
import { between, pick } from './seeded-random.ts';

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
export function composition(
  motif: Motif,
  random: () => number,
  frame: Frame,
  palette: Palette,
): string {
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

/** One of the loose shapes a title without a genre gets, placed clear of where text sits. */
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
