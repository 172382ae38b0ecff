/**
 * The guide's programme rows as the browser reads them (marketing spec §7), apart from their zod
 * schemas in api/epg.ts: a page that reads rows loads no validation code.
 */
/**
 * Programmes travel as arrays in the order of `__meta__.program_fields` (marketing spec §7);
 * start and end are epoch seconds.
 */
export const PROGRAM_FIELDS = [
  'id',
  'program_id',
  'title',
  'start',
  'end',
  'synopsis_id',
  'rating',
  'sound',
  'caption',
  'definition',
  'widescreen',
  'series_no',
  'episode_no',
  'episode_title',
] as const;

/** A guide programme read from its row (marketing spec §3); start and end in epoch ms. */
export interface GuideProgram {
  id: number;
  programId: string;
  title: string;
  start: number;
  end: number;
  synopsisId: number | null;
  rating: number;
  sound: string;
  caption: boolean;
  definition: string;
  widescreen: boolean;
  seriesNo: number | null;
  episodeNo: number | null;
  episodeTitle: string | null;
}

/** Reads rows by the answer's field names, so a reordered answer still reads right. */
export function readProgramRows(
  fields: readonly string[],
  rows: readonly (readonly unknown[])[],
): GuideProgram[] {
  const at = Object.fromEntries(PROGRAM_FIELDS.map((f) => [f, fields.indexOf(f)])) as Record<
    (typeof PROGRAM_FIELDS)[number],
    number
  >;
  const get = (row: readonly unknown[], f: (typeof PROGRAM_FIELDS)[number]) =>
    at[f] < 0 ? null : row[at[f]];
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return rows.map((row) => ({
    id: num(get(row, 'id')) ?? 0,
    programId: str(get(row, 'program_id')) ?? '',
    title: str(get(row, 'title')) ?? '',
    start: (num(get(row, 'start')) ?? 0) * 1000,
    end: (num(get(row, 'end')) ?? 0) * 1000,
    synopsisId: num(get(row, 'synopsis_id')),
    rating: num(get(row, 'rating')) ?? 0,
    sound: str(get(row, 'sound')) ?? 'stereo',
    caption: get(row, 'caption') === 1,
    definition: str(get(row, 'definition')) ?? 'SD',
    widescreen: get(row, 'widescreen') === 1,
    seriesNo: num(get(row, 'series_no')),
    episodeNo: num(get(row, 'episode_no')),
    episodeTitle: str(get(row, 'episode_title')),
  }));
}

/** A programme's artwork path (marketing spec §7). */
export function programImagePath(id: number, size: string): string {
  return `/v2/epg/program/${id}/image/${size}`;
}
