import type { Insertable } from 'kysely';
import type { CreditRole, Database } from '#app/db/tables.ts';
import { inventPerson } from './naming.ts';
import { Random } from './random.ts';
import { foldText } from './text.ts';

export type PersonRow = Insertable<Database['people']>;
export type TitlePersonRow = Insertable<Database['title_people']>;

/** People with unique invented names; ids 1..count. */
export function inventPeople(count: number): PersonRow[] {
  const random = Random.for('people');
  const used = new Set<string>();
  const rows: PersonRow[] = [];
  while (rows.length < count) {
    const { name } = inventPerson(random);
    if (used.has(name)) continue;
    used.add(name);
    rows.push({ id: rows.length + 1, name, name_folded: foldText(name) });
  }
  return rows;
}

/**
 * Picks credits so that people recur across titles the way they do in real catalogues: a mild
 * skew towards the low ids makes a few people appear in many titles (30+ at full scale) while
 * everybody appears somewhere. Directors come from the first fifth of the pool.
 */
export class CreditPicker {
  private readonly peopleCount: number;
  constructor(peopleCount: number) {
    this.peopleCount = peopleCount;
  }

  cast(random: Random, count: number, exclude: readonly number[] = []): number[] {
    return this.distinct(
      random,
      count,
      () => 1 + Math.floor(this.peopleCount * random.next() ** 1.25),
      exclude,
    );
  }

  directors(random: Random, count: number): number[] {
    const pool = Math.max(1, Math.floor(this.peopleCount / 5));
    return this.distinct(random, count, () => 1 + Math.floor(pool * random.next() ** 1.1));
  }

  private distinct(
    random: Random,
    count: number,
    draw: () => number,
    exclude: readonly number[] = [],
  ): number[] {
    const chosen: number[] = [];
    let guard = 0;
    while (chosen.length < count && guard++ < count * 20) {
      const id = draw();
      if (!chosen.includes(id) && !exclude.includes(id)) chosen.push(id);
    }
    return chosen;
  }
}

export function creditRows(
  titleId: number,
  role: CreditRole,
  personIds: readonly number[],
): TitlePersonRow[] {
  return personIds.map((person_id, position) => ({ title_id: titleId, person_id, role, position }));
}
