import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import { prepareDatabase } from './prepare.ts';
import { createTestDatabase, TEST_NOW, testDialects } from '#app/test-support/index.ts';
import type { TestDatabase } from '#app/test-support/index.ts';

describe.each(testDialects())('preparing the database on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const t of opened) await t.dispose();
  });

  it('migrates and seeds an empty database once, and leaves a prepared one alone', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    const steps: string[] = [];
    await prepareDatabase(t.database, {
      seedScale: 'small',
      now: TEST_NOW,
      onProgress: (step) => steps.push(step),
    });
    // The first start says what it is doing while it seeds (issue 35): each step, then done.
    expect(steps[0]).toMatch(/^migrating/);
    expect(steps).toContainEqual(expect.stringMatching(/^inventing the demo catalogue/));
    expect(steps).toContainEqual(expect.stringMatching(/^writing \d+ titles/));
    expect(steps).toContainEqual(expect.stringMatching(/^writing the TV guide: \d+ channels/));
    expect(steps.at(-1)).toMatch(/^seeded in \d+ s$/);
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('titles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const titles = await count();
    expect(titles).toBeGreaterThan(400);
    const again: string[] = [];
    await prepareDatabase(t.database, {
      seedScale: 'small',
      now: TEST_NOW + 86_400_000,
      onProgress: (step) => again.push(step),
    });
    expect(await count()).toBe(titles);
    expect(again).toEqual(['migrating the database']);
  });
});

// Only PostgreSQL serves several instances at once (SQLite is one process's embedded file).
if (testDialects().includes('postgres')) {
  describe('preparing one PostgreSQL database from several instances', () => {
    const opened: TestDatabase[] = [];
    afterAll(async () => {
      for (const t of opened) await t.dispose();
    });

    it('lets several instances start together on one PostgreSQL database', async () => {
      const t = await createTestDatabase('postgres');
      opened.push(t);
      const schema = (
        await t.database.db
          .selectNoFrom((eb) => eb.fn<string>('current_schema').as('s'))
          .executeTakeFirstOrThrow()
      ).s;
      const instances = [1, 2, 3].map(() =>
        createDatabase({ url: process.env.TEST_DATABASE_URL!, schema, poolSize: 2 }),
      );
      try {
        await Promise.all(
          instances.map((d) => prepareDatabase(d, { seedScale: 'small', now: TEST_NOW })),
        );
        const households = await t.database.db
          .selectFrom('households')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(households.n)).toBe(14);
      } finally {
        for (const d of instances) await d.close();
      }
    });
  });
}
