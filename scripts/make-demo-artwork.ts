/**
 * Draws the demo catalogue's imported pictures (issue 34): landscapes composed as SVG in
 * scripts/demo-artwork/ and rasterised with sharp to JPEG, written to
 * server/src/db/seed/demo-artwork/ with a manifest the seed reads. Nothing is copied from
 * anywhere: every shape comes from the seeded generator. Run it again only to change the pictures:
 *
 *   node scripts/make-demo-artwork.ts
 */
import { writeFile, mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { checkOriginal } from '../server/src/modules/images/original-artwork.ts';
import { CreditPicker } from '../server/src/db/seed/people.ts';
import { inventMovies } from '../server/src/db/seed/movies.ts';
import { inventShows } from '../server/src/db/seed/shows.ts';
import { pictureMovies, pictureShows } from '../server/src/db/seed/index.ts';
import { SCENES } from './demo-artwork/scenes.ts';
import { svgOf } from './demo-artwork/picture-svg.ts';

const OUT = fileURLToPath(new URL('../server/src/db/seed/demo-artwork/', import.meta.url));
const SAMPLE_OUT = fileURLToPath(new URL('../docs/examples/artwork/', import.meta.url));
const POSTER = { width: 600, height: 900 };
const WIDE = { width: 1280, height: 720 };

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
