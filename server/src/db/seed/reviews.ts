import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import { inventPerson } from './naming.ts';
import { Random } from './random.ts';
import { audienceReviewText, criticReviewText, sentimentOf } from './synopses.ts';
import type { ReviewedKind } from './synopses.ts';
import { AUDIENCE_HANDLES, CRITIC_PUBLICATIONS } from './words/people.ts';

export type ReviewRow = Insertable<Database['reviews']>;

export interface ReviewedTitle {
  id: number;
  title: string;
  kind: ReviewedKind;
  critics_score: number | null;
  audience_score: number | null;
}

/**
 * An audience score as real ones look: a handful of ratings may all be fives, but tens of
 * thousands never agree that far, so the more ratings, the further the score stays from 0 % and
 * 100 % (no 100 % from 80,626 ratings).
 */
export function plausibleAudienceScore(score: number, ratingsCount: number): number {
  // The drawn scores are clamped at 100, which piles titles up there; real ones thin out past
  // 90 instead, so the top of the scale is compressed by half.
  const thinned = score > 90 ? 90 + Math.round((score - 90) / 2) : score;
  const margin =
    ratingsCount >= 10_000 ? 6 : ratingsCount >= 1_000 ? 4 : ratingsCount >= 100 ? 2 : 0;
  return Math.min(100 - margin, Math.max(margin * 3, thinned));
}

/** 2–5 critic and 2–5 audience reviews per title, in tune with the title's scores. */
export function inventReviews(titles: readonly ReviewedTitle[]): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const t of titles) {
    const random = Random.for('reviews', t.id);
    // No sentence twice among one title's reviews: real reviewers do not echo each other.
    const used = new Set<string>();
    const criticBase = t.critics_score ?? 65;
    const audienceBase = t.audience_score ?? criticBase;
    for (let i = random.int(2, 5); i > 0; i--) {
      const score = random.normalInt(criticBase, 12, 5, 100);
      rows.push({
        title_id: t.id,
        source: 'critic',
        author: inventPerson(random).name,
        publication: random.pick(CRITIC_PUBLICATIONS),
        score,
        text: criticReviewText(random, sentimentOf(score), t.title, t.kind, used),
      });
    }
    for (let i = random.int(2, 5); i > 0; i--) {
      // Audience reviews give stars out of five, stored as 20–100.
      const score = Math.min(
        100,
        Math.max(20, Math.round(random.normalInt(audienceBase, 15, 10, 100) / 20) * 20),
      );
      const author = random.chance(0.5)
        ? `${random.pick(AUDIENCE_HANDLES)}${random.int(1, 99)}`
        : `${inventPerson(random).given} ${String.fromCharCode(65 + random.int(0, 25))}.`;
      rows.push({
        title_id: t.id,
        source: 'audience',
        author,
        publication: null,
        score: random.chance(0.9) ? score : null,
        text: audienceReviewText(random, sentimentOf(score), t.kind, used),
      });
    }
  }
  return rows;
}
