import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArtworkStore } from '#app/modules/images/artwork-store.ts';
import type { ArtworkKind, OriginalFormat, TitleArtworkTable } from '#app/db/tables.ts';

/**
 * The demo catalogue's imported pictures: landscapes drawn by scripts/make-demo-artwork.ts and
 * shipped in demo-artwork/ with a manifest of their hashes and sizes, so seeding costs no image
 * work. The server reads them as a read-only layer under its artwork store (decision 0047).
 */
export interface DemoPicture {
  file: string;
  scene: string;
  kind: ArtworkKind;
  /** The title a poster names (the seed gives it to that title); null for wide pictures. */
  title: string | null;
  sha256: string;
  format: OriginalFormat;
  width: number;
  height: number;
}

const DEMO_ARTWORK_DIR = fileURLToPath(new URL('./demo-artwork/', import.meta.url));

let manifest: DemoPicture[] | undefined;

export function demoPictures(): DemoPicture[] {
  manifest ??= JSON.parse(
    readFileSync(join(DEMO_ARTWORK_DIR, 'manifest.json'), 'utf8'),
  ) as DemoPicture[];
  return manifest;
}

/** The shipped pictures by their store key (`originals/<sha256>`); null for any other key. */
export function demoArtworkStore(): Pick<ArtworkStore, 'get'> {
  const fileOf = new Map(demoPictures().map((p) => [`originals/${p.sha256}`, p.file]));
  return {
    async get(key) {
      const file = fileOf.get(key);
      return file === undefined ? null : readFile(join(DEMO_ARTWORK_DIR, file));
    },
  };
}

/**
 * Which titles show the pictures: each scene's poster and backdrop go to one movie, in order of
 * `movieIds` (the most popular first), and the scenes with stills go to the shows of `showIds`
 * instead, so a show has stills for its episodes.
 */
export function demoArtworkRows(
  movieIds: readonly number[],
  showIds: readonly number[],
): TitleArtworkTable[] {
  const pictures = demoPictures();
  const scenes = [...new Set(pictures.map((p) => p.scene))];
  const showScenes = scenes.filter((s) =>
    pictures.some((p) => p.scene === s && p.kind === 'still'),
  );
  const movieScenes = scenes.filter((s) => !showScenes.includes(s));
  const owners = new Map<string, number>();
  movieScenes.forEach((scene, i) => {
    if (movieIds[i] !== undefined) owners.set(scene, movieIds[i]);
  });
  showScenes.forEach((scene, i) => {
    if (showIds[i] !== undefined) owners.set(scene, showIds[i]);
  });
  const rows: TitleArtworkTable[] = [];
  const stillsOf = new Map<number, number>();
  for (const picture of pictures) {
    const title_id = owners.get(picture.scene);
    if (title_id === undefined) continue;
    const position = picture.kind === 'still' ? (stillsOf.get(title_id) ?? 0) : 0;
    if (picture.kind === 'still') stillsOf.set(title_id, position + 1);
    rows.push({
      title_id,
      kind: picture.kind,
      position,
      sha256: picture.sha256,
      format: picture.format,
      width: picture.width,
      height: picture.height,
    });
  }
  return rows;
}
