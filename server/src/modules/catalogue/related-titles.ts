import { RELATED_TITLES } from '@app/domain';

/** How much a shared person, a shared genre and the same primary genre count towards relatedness. */
export const RELATEDNESS_WEIGHTS = { person: 3, genre: 2, primaryGenre: 1 } as const;

export interface RelatedTitlesInput {
  /** The title (or its show) whose relatives are wanted; never among them. */
  titleId: number;
  /** Its genres, primary first. */
  genres: readonly number[];
  /** Candidates, most popular first: the ties keep this order, so the answer is deterministic. */
  candidates: readonly number[];
  genresOf: ReadonlyMap<number, readonly number[]>;
  /** Candidate id → how many of the title's people it shares. */
  sharedPeople: ReadonlyMap<number, number>;
  count?: number;
}

/**
 * Related titles (account spec §5, §9: 6 of them): those sharing most people and genres with the
 * title, the most popular first among equals. When fewer than `count` share anything, the most
 * popular candidates fill the rest.
 */
export function relatedTitles(input: RelatedTitlesInput): number[] {
  const count = input.count ?? RELATED_TITLES;
  const genres = new Set(input.genres);
  const primary = input.genres[0];
  const scored: { id: number; score: number; order: number }[] = [];
  input.candidates.forEach((id, order) => {
    if (id === input.titleId) return;
    const theirGenres = input.genresOf.get(id) ?? [];
    const sharedGenres = theirGenres.filter((g) => genres.has(g)).length;
    const score =
      (input.sharedPeople.get(id) ?? 0) * RELATEDNESS_WEIGHTS.person +
      sharedGenres * RELATEDNESS_WEIGHTS.genre +
      (primary !== undefined && theirGenres[0] === primary ? RELATEDNESS_WEIGHTS.primaryGenre : 0);
    scored.push({ id, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, count).map((s) => s.id);
}
