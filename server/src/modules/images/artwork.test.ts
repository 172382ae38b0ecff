import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_POSTER_TYPE, renderArtwork } from './artwork.ts';
import type { ArtworkSpec } from './artwork.ts';
import { fitTitle, textWidthEm, withEllipsis, wrapWords, xmlText } from './artwork-text.ts';
import { motifOf } from './genre-motifs.ts';
import { familyOf } from './art-families.ts';
import { contrastRatio, parseColour } from './palette.ts';
import { drawnText, parseSvg } from './svg-test-support.ts';

const spec = (overrides: Partial<ArtworkSpec> = {}): ArtworkSpec => ({
  style: 'key-art',
  seed: 'title:42',
  colourSeed: 'title:42',
  title: 'The Long Night',
  caption: '2019',
  background: null,
  text: null,
  ...overrides,
});

const SIZES = [
  { width: 334, height: 188 },
  { width: 2560, height: 845 },
  { width: 300, height: 450 },
  { width: 16, height: 16 },
  { width: 3840, height: 3840 },
];

/** The fill of the group that holds the title. */
function titleFill(svg: string): string {
  const group = parseSvg(svg).find((e) => e.name === 'g' && e.attributes['font-family']);
  return group!.attributes.fill!;
}

describe('xmlText', () => {
  it('escapes the five XML specials', () => {
    expect(xmlText(`Tom & Jerry's "<Great>" Escape`)).toBe(
      'Tom &amp; Jerry&apos;s &quot;&lt;Great&gt;&quot; Escape',
    );
  });

  it('drops characters XML 1.0 cannot hold, even escaped', () => {
    expect(xmlText('A\u0000B\u0008C\u001fD\uffffE\ud800F')).toBe('ABCDEF');
    expect(xmlText('Amélie 🎬 東京')).toBe('Amélie 🎬 東京');
  });
});

describe('title layout', () => {
  it('wraps on spaces and keeps every line within the box', () => {
    const lines = wrapWords('A Quiet Place Between the Mountains and the Sea', 12);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(12);
    expect(lines.join(' ')).toBe('A Quiet Place Between the Mountains and the Sea');
  });

  it('never breaks a word: one longer than a line sits on a line of its own', () => {
    expect(wrapWords('Supercalifragilisticexpialidocious', 6)).toEqual([
      'Supercalifragilisticexpialidocious',
    ]);
    expect(wrapWords('The Verhoeven Starkweather', 6)).toEqual([
      'The',
      'Verhoeven',
      'Starkweather',
    ]);
  });

  it('ends a cut title after a whole word, never inside one', () => {
    expect(withEllipsis('The Seedling Garden', 6)).toBe('The…');
    expect(withEllipsis('Seedling', 4)).toBe('Seedling');
    // The poster: "Verhoeven-Star / k" and "Seedlin/g…" broke words; whole words instead.
    const layout = fitTitle('The Verhoeven-Starkweather Seedling Affair', 69, 12, 9, 2);
    for (const line of layout.lines) {
      for (const word of line.replace(/…$/u, '').split(' ')) {
        expect(['The', 'Verhoeven-Starkweather', 'Seedling', 'Affair']).toContain(word);
      }
    }
  });

  it('shrinks the type before cutting, then ends the last line with an ellipsis', () => {
    const short = fitTitle('Heat', 300, 30, 16, 2);
    expect(short).toEqual({ lines: ['Heat'], fontSize: 30 });

    const long =
      'The Extraordinarily Long and Winding Chronicle of a Title That Never Ends '.repeat(3);
    const layout = fitTitle(long, 300, 30, 16, 2);
    expect(layout.fontSize).toBe(16);
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[1]!.endsWith('…')).toBe(true);
    for (const line of layout.lines) expect(textWidthEm(line) * 16).toBeLessThanOrEqual(300);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const layout = fitTitle('🎬'.repeat(200), 100, 20, 10, 2);
    const svg = renderArtwork(spec({ title: '🎬'.repeat(200) }), { width: 334, height: 188 });
    expect(() => parseSvg(svg)).not.toThrow();
    expect(layout.lines.join('')).not.toMatch(/[\ud800-\udfff](?![\udc00-\udfff])/u);
  });
});

describe('renderArtwork', () => {
  it.each(SIZES)('draws well-formed SVG at exactly $width x $height', (size) => {
    for (const style of ['key-art', 'logo'] as const) {
      const svg = renderArtwork(spec({ style }), size);
      const [root] = parseSvg(svg);
      expect(root!.name).toBe('svg');
      expect(root!.attributes).toMatchObject({
        xmlns: 'http://www.w3.org/2000/svg',
        width: String(size.width),
        height: String(size.height),
        viewBox: `0 0 ${size.width} ${size.height}`,
      });
    }
  });

  it('is the same picture every time for the same seed, and another for another seed', () => {
    const size = { width: 334, height: 188 };
    expect(renderArtwork(spec(), size)).toBe(renderArtwork(spec(), size));
    expect(renderArtwork(spec({ seed: 'title:43' }), size)).not.toBe(renderArtwork(spec(), size));
  });

  it('sets the title and its caption, and names the image for screen readers', () => {
    const elements = parseSvg(renderArtwork(spec(), { width: 334, height: 188 }));
    expect(drawnText(elements)).toEqual(['The Long Night', '2019']);
    expect(elements.find((e) => e.name === 'title')!.text).toBe('The Long Night, 2019');
    expect(elements[0]!.attributes['aria-label']).toBe('The Long Night, 2019');
  });

  it('keeps a hostile title as text', () => {
    const title = `Tom & Jerry's "<script>alert(1)</script>" Café`;
    const svg = renderArtwork(spec({ title }), { width: 1280, height: 720 });
    const elements = parseSvg(svg);
    expect(svg).not.toContain('<script');
    expect(elements.map((e) => e.name)).not.toContain('script');
    expect(elements.find((e) => e.name === 'title')!.text).toBe(`${title}, 2019`);

    const drawn = drawnText(
      parseSvg(
        renderArtwork(spec({ title: `Fish & "Chips" <Ltd>` }), { width: 1280, height: 720 }),
      ),
    );
    expect(drawn.slice(0, -1).join(' ')).toBe(`Fish & "Chips" <Ltd>`);
  });

  it('uses the stored colours when they are readable', () => {
    const svg = renderArtwork(spec({ background: '#1d3b6f', text: '#ffe9d6' }), {
      width: 334,
      height: 188,
    });
    expect(svg).toContain('stop-color="#1d3b6f"');
    expect(titleFill(svg)).toBe('#ffe9d6');
  });

  it('replaces a stored text colour that would not read on its background', () => {
    const fill = titleFill(
      renderArtwork(spec({ background: '#f2d16b', text: '#ffffff' }), { width: 334, height: 188 }),
    );
    expect(contrastRatio(parseColour(fill)!, parseColour('#f2d16b')!)).toBeGreaterThanOrEqual(4.5);
  });

  it('derives a readable colour from the seed when none is stored, and never echoes a bad one', () => {
    const svg = renderArtwork(spec({ background: 'red" onload="alert(1)', text: 'javascript:' }), {
      width: 334,
      height: 188,
    });
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('javascript');
    for (const colour of svg.matchAll(/(?:fill|stroke|stop-color)="(#[^"]*)"/g)) {
      expect(colour[1]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('draws a channel logo with its name centred', () => {
    const elements = parseSvg(
      renderArtwork(
        spec({ style: 'logo', title: 'Sky News', caption: null, background: '#c0392b' }),
        {
          width: 256,
          height: 144,
        },
      ),
    );
    const texts = elements.filter((e) => e.name === 'text');
    expect(texts.map((t) => t.text)).toEqual(['Sky News']);
    expect(texts[0]!.attributes['text-anchor']).toBe('middle');
  });

  it('composes by genre: two titles of one genre share a motif, another genre draws another', () => {
    expect(motifOf('Horror')).toBe('drip');
    expect(motifOf('Science Fiction')).toBe('orbit');
    expect(motifOf('Sci-Fi & Fantasy')).toBe('orbit');
    expect(motifOf('Romance')).toBe('hearts');
    expect(motifOf(null)).toBe('loose');
    const size = { width: 300, height: 450 };
    const shapes = (svg: string) =>
      parseSvg(svg)
        .filter((e) => ['rect', 'ellipse', 'polygon', 'circle'].includes(e.name))
        .map((e) => e.name);
    const horror = shapes(renderArtwork(spec({ genre: 'Horror' }), size));
    const scifi = shapes(renderArtwork(spec({ genre: 'Science Fiction' }), size));
    expect(scifi).toContain('ellipse');
    expect(horror).not.toContain('ellipse');
  });

  it('sets the title once on a poster, at least 12 px tall when the poster is 150 px wide', () => {
    const elements = parseSvg(
      renderArtwork(spec({ title: 'The Long Night of the Very Patient Lighthouse Keeper' }), {
        width: 150,
        height: 225,
      }),
    );
    const texts = elements.filter((e) => e.name === 'text');
    expect(texts.map((t) => t.text).join(' ')).toContain('The Long Night');
    expect(texts.at(-1)!.text).toBe('2019');
    for (const text of texts.slice(0, -1)) {
      expect(Number(text.attributes['font-size'])).toBeGreaterThanOrEqual(12);
    }
  });

  it('draws a text-free backdrop, still named for screen readers', () => {
    const svg = renderArtwork(spec({ textFree: true, genre: 'Drama' }), {
      width: 1280,
      height: 720,
    });
    const elements = parseSvg(svg);
    expect(drawnText(elements)).toEqual([]);
    expect(elements[0]!.attributes['aria-label']).toBe('The Long Night, 2019');
  });

  const GENRES = ['Action', 'Comedy', 'Drama', 'Thriller', 'Science Fiction', 'Kids', null];

  it('sets only whole words of the title on a poster, in every design and size', () => {
    // Words end in a letter: a cut line drops trailing punctuation before its ellipsis.
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ]([A-Za-zÀ-ÿ'-]{0,12}[A-Za-zÀ-ÿ])?$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...GENRES),
        fc.constantFrom({ width: 82, height: 123 }, { width: 200, height: 300 }),
        (words, genre, size) => {
          const title = words.join(' ');
          const drawn = drawnText(
            parseSvg(renderArtwork(spec({ title, caption: null, genre }), size)),
          );
          expect(drawn.length).toBeGreaterThan(0);
          for (const line of drawn) {
            for (const part of line.replace(/…$/u, '').split(' ')) expect(words).toContain(part);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a poster title at 9 px or more when the poster is 82 px wide', () => {
    for (const genre of GENRES) {
      for (const title of [
        'Heat',
        'The Glasshouse Orchard',
        'The Long Night of the Very Patient Lighthouse Keeper',
      ]) {
        const texts = parseSvg(
          renderArtwork(spec({ title, caption: null, genre }), { width: 82, height: 123 }),
        ).filter((e) => e.name === 'text');
        for (const text of texts) {
          expect(Number(text.attributes['font-size']), `${genre}: ${title}`).toBeGreaterThanOrEqual(
            82 * MIN_POSTER_TYPE - 0.05,
          );
        }
      }
    }
  });

  it('chooses one of four designs from the genre, each with readable type', () => {
    expect(familyOf('Comedy')).toBe('pattern');
    expect(familyOf('Kids & Family')).toBe('pattern');
    expect(familyOf('Thriller')).toBe('duotone');
    expect(familyOf('Drama')).toBe('type-led');
    expect(familyOf('Documentary')).toBe('type-led');
    expect(familyOf('Action & Adventure')).toBe('scene');
    expect(familyOf(null)).toBe('scene');
    const size = { width: 300, height: 450 };
    const designs = new Set(
      ['Comedy', 'Thriller', 'Drama', 'Action'].map((genre) => {
        const elements = parseSvg(renderArtwork(spec({ genre, caption: null }), size));
        // The design's structure: which kinds of element draw it.
        return [...new Set(elements.map((e) => e.name))].sort().join(',');
      }),
    );
    expect(designs.size).toBe(4);
    for (const genre of ['Comedy', 'Thriller', 'Drama']) {
      const svg = renderArtwork(spec({ genre, caption: null, background: '#2a6f97' }), size);
      const elements = parseSvg(svg);
      // The type sits on one solid colour: the last filled shape drawn before the text group.
      const index = elements.findIndex((e) => e.name === 'g' && e.attributes['font-family']);
      const ground = elements
        .slice(0, index)
        .reverse()
        .find((e) => e.name === 'rect' && /^#/.test(e.attributes.fill ?? ''))!;
      expect(
        contrastRatio(parseColour(titleFill(svg))!, parseColour(ground.attributes.fill!)!),
        genre,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('stays small', () => {
    for (const size of SIZES) {
      expect(renderArtwork(spec(), size).length).toBeLessThan(6_000);
    }
  });
});
