import type { Random } from './random.ts';
import { fill } from './text.ts';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './words/people.ts';
import {
  ANIMALS,
  EPISODE_TITLE_TEMPLATES,
  GREEK_LETTERS,
  REALITY_CONTESTS,
  REALITY_FORMATS,
  REALITY_WORDS,
  SHOW_ADJECTIVES_PLAIN,
  SHOW_TITLE_TEMPLATES,
  type ShowMood,
} from './words/shows.ts';
import {
  ADJECTIVES,
  ARTICLE_EVENTS,
  CREATURE_VERBS,
  EDGES,
  MATERIALS,
  NAME_POSSESSIONS,
  NOUNS,
  NUMBERS,
  PLACES,
  PLURAL_CREATURES,
  PLURAL_THINGS,
  REAL_TITLES_TO_AVOID,
  RELATIONS,
  SEQUEL_SUFFIXES,
  SKY_THINGS,
  TITLE_NAMES,
  TRADE_AGENTS,
  TRADE_OBJECTS,
  TURNING_POINTS,
} from './words/titles.ts';

type TitleMaker = (random: Random) => string;

const MOVIE_TITLE_MAKERS: readonly (readonly [TitleMaker, number])[] = [
  [(r) => `The ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`, 20],
  [(r) => pair(r, MATERIALS, ' and '), 8],
  [(r) => `The ${r.pick(TRADE_OBJECTS)} ${r.pick(TRADE_AGENTS)}'s ${r.pick(RELATIONS)}`, 12],
  [(r) => `${r.pick(NOUNS)} of ${r.pick(PLACES)}`, 7],
  [(r) => `A ${r.pick(ARTICLE_EVENTS)} in ${r.pick(PLACES)}`, 7],
  [(r) => `${r.pick(TITLE_NAMES)}'s ${r.pick(NAME_POSSESSIONS)}`, 8],
  [(r) => `Where the ${r.pick(PLURAL_CREATURES)} ${r.pick(CREATURE_VERBS)}`, 5],
  [(r) => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`, 10],
  [(r) => `The Last ${r.pick(NOUNS)} of ${r.pick(PLACES)}`, 5],
  [(r) => `Beyond the ${r.pick(EDGES)}`, 2],
  [(r) => `Under the ${r.pick(ADJECTIVES)} ${r.pick(SKY_THINGS)}`, 4],
  [(r) => `${r.pick(['After', 'Before', 'Until'])} the ${r.pick(TURNING_POINTS)}`, 3],
  [(r) => `${r.pick(NUMBERS)} ${r.pick(PLURAL_THINGS)}`, 5],
  [(r) => `${r.pick(TITLE_NAMES)} and the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`, 4],
  [
    (r) =>
      `${r.pick(TITLE_NAMES)} ${r.pick(['Forever', 'Alone', 'at Sea', 'in Winter', 'Goes West', 'Returns', 'Abroad'])}`,
    2,
  ],
  [(r) => `Café ${r.pick(TITLE_NAMES)}`, 1],
];

function pair(random: Random, words: readonly string[], joiner: string): string {
  const [a, b] = random.sample(words, 2) as [string, string];
  return a + joiner + b;
}

/**
 * An invented movie title not yet in `used` and not a real film's. Now and then a sequel of an
 * earlier title, as real catalogues have.
 */
export function inventMovieTitle(
  random: Random,
  used: Set<string>,
  earlier: readonly string[],
): string {
  if (earlier.length > 50 && random.chance(0.025)) {
    const original = random.pick(earlier);
    if (!/( 2| II| 3|: )/.test(original)) {
      const sequel = original + random.pick(SEQUEL_SUFFIXES);
      if (!used.has(sequel)) return remember(used, sequel);
    }
  }
  for (;;) {
    const title = random.weighted(MOVIE_TITLE_MAKERS)(random);
    if (!used.has(title) && !REAL_TITLES_TO_AVOID.has(title.toLowerCase()))
      return remember(used, title);
  }
}

function remember(used: Set<string>, title: string): string {
  used.add(title);
  return title;
}

export function inventShowTitle(random: Random, mood: ShowMood, used: Set<string>): string {
  for (;;) {
    const surname = random.pick(SURNAMES);
    const title = fill(random.pick(SHOW_TITLE_TEMPLATES[mood]), {
      place: random.pick(PLACES),
      noun: random.pick(NOUNS),
      adj: random.pick(ADJECTIVES),
      adjPlain: random.pick(SHOW_ADJECTIVES_PLAIN),
      edge: random.pick(EDGES),
      surname,
      surname2: random.pick(SURNAMES.filter((s) => s !== surname)),
      surnamePlural:
        surname.includes('-') || /[sxz]$/.test(surname) ? `${surname} Family` : `${surname}s`,
      name: random.pick(TITLE_NAMES),
      animal: random.pick(ANIMALS),
      animals: random.pick(ANIMALS) + 's',
      word: random.pick(REALITY_WORDS),
      format: random.pick(REALITY_FORMATS),
      contest: random.pick(REALITY_CONTESTS),
      greek: random.pick(GREEK_LETTERS),
    });
    if (!used.has(title) && !REAL_TITLES_TO_AVOID.has(title.toLowerCase()))
      return remember(used, title);
  }
}

export function inventEpisodeTitle(random: Random): string {
  const [material, material2] = random.sample(MATERIALS, 2) as [string, string];
  return fill(random.pick(EPISODE_TITLE_TEMPLATES), {
    noun: random.pick(NOUNS),
    adj: random.pick(ADJECTIVES),
    name: random.pick(TITLE_NAMES),
    possession: random.pick(NAME_POSSESSIONS),
    place: random.pick(PLACES),
    turn: random.pick(TURNING_POINTS),
    material,
    material2,
  });
}

export type Gender = 'f' | 'm';

export interface InventedPerson {
  name: string;
  given: string;
  gender: Gender;
}

export function inventPerson(random: Random): InventedPerson {
  const gender: Gender = random.chance(0.5) ? 'f' : 'm';
  const given = random.pick(gender === 'f' ? FEMALE_NAMES : MALE_NAMES);
  return { name: `${given} ${random.pick(SURNAMES)}`, given, gender };
}

/** A character's first name, for episode synopses. */
export function inventCharacter(random: Random, given?: Gender): { name: string; gender: Gender } {
  const gender: Gender = given ?? (random.chance(0.5) ? 'f' : 'm');
  return { name: random.pick(gender === 'f' ? FEMALE_NAMES : MALE_NAMES), gender };
}
