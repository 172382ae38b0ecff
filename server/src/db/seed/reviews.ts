import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import { inventPerson } from './naming.ts';
import { Random } from './random.ts';
import { audienceReviewText, criticReviewText, sentimentOf } from './synopses.ts';
import { AUDIENCE_HANDLES, CRITIC_PUBLICATIONS } from './words/people.ts';

export type ReviewRow = Insertable<Database['reviews']>;

export interface ReviewedTitle {
  id: number;
  title: string;
  critics_score: number | null;
  audience_score: number | null;
}

/** 2–5 critic and 2–5 audience reviews per title, in tune with the title's scores. */
export function inventReviews(titles: readonly ReviewedTitle[]): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const t of titles) {
    const random = Random.for('reviews', t.id);
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
        text: criticReviewText(random, sentimentOf(score), t.title),
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
        text: audienceReviewText(random, sentimentOf(score)),
      });
    }
  }
  return rows;
}
