import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '#app/test-support/index.ts';
import type { Database } from '#app/db/tables.ts';
import { PLAN_IDS } from './index.ts';
import { onSeededDatabase } from './seed-test-support.ts';

for (const dialect of testDialects()) {
  describe(`demo seed: believable content (issue 34) (${dialect})`, () => {
    let db!: Kysely<Database>;
    onSeededDatabase(dialect, (seeded) => ({ db } = seeded));

    /** A review's sentences: each ends with . ! or ?. */
    const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((x) => x !== '');

    it("never repeats a sentence among one title's reviews", async () => {
      const reviews = await db.selectFrom('reviews').select(['title_id', 'text']).execute();
      expect(reviews.length).toBeGreaterThan(100);
      const seen = new Map<number, Set<string>>();
      for (const review of reviews) {
        const sentences = seen.get(review.title_id) ?? new Set<string>();
        seen.set(review.title_id, sentences);
        for (const sentence of sentencesOf(review.text)) {
          expect(sentences.has(sentence), `title ${review.title_id}: ${sentence}`).toBe(false);
          sentences.add(sentence);
        }
      }
    });

    it('gives every episode of a season a title of its own', async () => {
      const episodes = await db
        .selectFrom('titles')
        .select(['parent_id', 'title'])
        .where('sub_type', '=', 'episode')
        .execute();
      const bySeason = new Map<number, string[]>();
      for (const e of episodes)
        bySeason.set(e.parent_id!, [...(bySeason.get(e.parent_id!) ?? []), e.title]);
      for (const [season, titles] of bySeason) {
        expect(new Set(titles).size, `season ${season}: ${titles.join(', ')}`).toBe(titles.length);
      }
    });

    it('credits directors only on movies and episodes, and never calls a show a film', async () => {
      const directed = await db
        .selectFrom('title_people')
        .innerJoin('titles', 'titles.id', 'title_people.title_id')
        .select(['titles.sub_type'])
        .where('role', '=', 'director')
        .distinct()
        .execute();
      expect(directed.map((r) => r.sub_type).sort()).toEqual(['episode', 'movie']);
      const tvWords = await db
        .selectFrom('titles')
        .leftJoin('reviews', 'reviews.title_id', 'titles.id')
        .select(['titles.id', 'titles.consensus', 'reviews.text'])
        .where('titles.content_class', '=', 'tv')
        .execute();
      expect(tvWords.filter((r) => r.text !== null).length).toBeGreaterThan(10);
      for (const row of tvWords) {
        expect(`${row.consensus ?? ''} ${row.text ?? ''}`, `title ${row.id}`).not.toMatch(
          /\b(film|movie)s?\b/i,
        );
      }
    });

    it('scores audiences as real ones look: the more ratings, the further from 0 % and 100 %', async () => {
      const scored = await db
        .selectFrom('titles')
        .select(['id', 'audience_score', 'ratings_count'])
        .where('audience_score', 'is not', null)
        .execute();
      for (const t of scored) {
        const score = t.audience_score!;
        if (t.ratings_count >= 1_000) expect(score, `title ${t.id}`).toBeLessThanOrEqual(96);
        if (t.ratings_count >= 10_000) expect(score, `title ${t.id}`).toBeLessThanOrEqual(94);
        if (t.ratings_count >= 1_000) expect(score, `title ${t.id}`).toBeGreaterThanOrEqual(12);
      }
      // Spread like a real store's: mostly between 50 and 90, few at the extremes.
      const scores = scored.map((t) => t.audience_score!).sort((a, b) => a - b);
      const median = scores[Math.floor(scores.length / 2)]!;
      expect(median).toBeGreaterThanOrEqual(55);
      expect(median).toBeLessThanOrEqual(85);
      expect(scores.filter((x) => x >= 97).length / scores.length).toBeLessThan(0.02);
    });

    it("states each pack's channel count as the line-up has it", async () => {
      const plans = await db.selectFrom('plans').select(['id', 'name', 'description']).execute();
      const links = await db
        .selectFrom('channel_plans')
        .select(['plan_id', 'channel_id'])
        .execute();
      const countOf = (planId: number) =>
        new Set(links.filter((l) => l.plan_id === planId).map((l) => l.channel_id)).size;
      const stated = plans.filter((p) => /\d+ channels?\b/.test(p.description ?? ''));
      expect(stated.map((p) => p.id)).toContain(PLAN_IDS.ultimate);
      for (const plan of stated) {
        const numbers = [...plan.description!.matchAll(/(\d+) channels?\b/g)].map((m) =>
          Number(m[1]),
        );
        expect(numbers, plan.name).toEqual(numbers.map(() => countOf(plan.id)));
      }
      // No count in words or "more than" that could disagree with the list.
      for (const plan of plans) {
        expect(plan.description ?? '', plan.name).not.toMatch(
          /(more than|over|at least) \d+|\b(two|three|four|five|six|ten|twenty|forty|sixty) channels/i,
        );
      }
    });
  });
}
