/** One picture as SVG: a scene at a size, and a poster's title over it. */
import { fitTitle, xmlText } from '../../server/src/modules/images/artwork-text.ts';
import { num as n } from '../../server/src/modules/images/drawing.ts';
import { seededRandom } from '../../server/src/modules/images/seeded-random.ts';
import { sky, type Frame } from './landscape.ts';
import { SCENES } from './scenes.ts';

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

export function svgOf(
  scene: string,
  size: { width: number; height: number },
  variant: string,
  title?: string,
): string {
  const { palette, draw } = SCENES[scene]!;
  const f: Frame = {
    w: size.width,
    h: size.height,
    rng: seededRandom(`${scene}:${variant}`),
    id: 'p',
  };
  const type = title === undefined ? '' : titleBlock(f, title, palette.sky[0]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${f.w}" height="${f.h}" viewBox="0 0 ${f.w} ${f.h}">${sky(f, palette)}${draw(f, palette)}${type}</svg>`;
}
