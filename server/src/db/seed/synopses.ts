import { inventCharacter } from './naming.ts';
import type { Gender } from './naming.ts';
import type { Random } from './random.ts';
import { capitalise, fill, pluralVerbPhrase, withArticle } from './text.ts';
import {
  AUDIENCE_LINES,
  CONSENSUS,
  CONSENSUS_ADJECTIVES,
  CONSENSUS_PRAISE,
  CRITIC_DETAILS,
  CRITIC_OPENERS,
} from './words/reviews.ts';
import type { Sentiment } from './words/reviews.ts';
import {
  DOCUMENTARY_EPISODES,
  EPISODE_CRIME_EVENTS,
  EPISODE_EVENTS,
  KIDS_EVENTS,
  ORDINALS,
  REALITY_CONTESTANTS,
  REALITY_EPISODES,
  REALITY_OUTCOMES,
  SEASON_SENTENCES,
  SHOW_ACTIVITIES,
  SHOW_GROUPS,
  SHOW_SETTINGS,
  SHOW_TAGLINE_ADJECTIVES,
  SHOW_TAGLINES,
} from './words/shows.ts';
import type { ShowMood } from './words/shows.ts';
import {
  BACKDROPS,
  DOCUMENTARY_SUBJECTS,
  EVENTS,
  GOALS,
  PROTAGONISTS,
  TAGLINE_ADJECTIVES,
  TAGLINES,
  THEMES,
} from './words/synopses.ts';
import type { Mood, Who } from './words/synopses.ts';
import { PLACES } from './words/titles.ts';

const PRONOUNS = {
  f: { subj: 'she', obj: 'her', poss: 'her', be: 'is', has: 'has' },
  m: { subj: 'he', obj: 'him', poss: 'his', be: 'is', has: 'has' },
  pl: { subj: 'they', obj: 'them', poss: 'their', be: 'are', has: 'have' },
} as const;

type Person = keyof typeof PRONOUNS;

function personOf(random: Random, who: Who): Person {
  return who === 'x' ? (random.chance(0.5) ? 'f' : 'm') : who;
}

function tagline(
  random: Random,
  templates: readonly string[],
  adjectives: readonly string[],
): string {
  const [adj, adj2] = random.sample(adjectives, 2) as [string, string];
  const [t1, t2, t3] = random.sample(THEMES, 3) as [string, string, string];
  const text = fill(random.pick(templates), {
    adj,
    adj2,
    Adj: capitalise(adj),
    t1,
    t2,
    t3,
    backdrop: random.pick(BACKDROPS),
  });
  return text.replace(/^A ([aeiou])/i, 'An $1').replace(/ a ([aeiou])/gi, ' an $1');
}

/** Two sentences: the set-up and a tagline in the genre's voice. */
export function movieSynopsis(random: Random, mood: Mood): string {
  if (mood === 'documentary') {
    const [subject, activity] = random.pick(DOCUMENTARY_SUBJECTS);
    const where = random.chance(0.5) ? ` in ${random.pick(PLACES)}` : '';
    return `This documentary follows ${subject}${where} as they ${activity}. ${tagline(random, TAGLINES.documentary, TAGLINE_ADJECTIVES.documentary)}`;
  }
  const [role, who] = random.pick(PROTAGONISTS[mood]);
  const person = personOf(random, who);
  const p = PRONOUNS[person];
  const named = person !== 'pl' && random.chance(0.35);
  const subject = named
    ? `${inventCharacter(random, person).name}, ${withArticle(role)},`
    : /^(two|three|four)\b/.test(role)
      ? role
      : withArticle(role);
  const rawEvent = fill(random.pick(EVENTS[mood]), p);
  const event = person === 'pl' ? pluralVerbPhrase(rawEvent) : rawEvent;
  const goal = fill(random.pick(GOALS[mood]), p);
  const opening = random.weighted<string>([
    [`When ${subject} ${event}, ${p.subj} must ${goal}.`, 5],
    [`After ${subject} ${event}, ${p.subj} ${p.has} to ${goal}.`, 3],
    [`${capitalise(subject)} ${event} and must ${goal}.`, 2],
  ]);
  return `${opening} ${tagline(random, TAGLINES[mood], TAGLINE_ADJECTIVES[mood])}`;
}

export function showSynopsis(random: Random, mood: ShowMood): string {
  const place = random.pick(PLACES);
  const group = random.pick(SHOW_GROUPS[mood]);
  const activity = fill(random.pick(SHOW_ACTIVITIES[mood]), { place });
  const setting =
    activity.includes(place) || mood === 'scifi'
      ? ''
      : ' ' + fill(random.pick(SHOW_SETTINGS), { place });
  const first =
    mood === 'reality'
      ? `Each week, ${group} ${activity}.`
      : mood === 'documentary'
        ? `This series follows ${group} as they ${activity}.`
        : `${capitalise(group)} ${activity}${setting}.`;
  return `${first} ${tagline(random, SHOW_TAGLINES[mood], SHOW_TAGLINE_ADJECTIVES[mood])}`;
}

export function seasonSynopsis(
  random: Random,
  seasonIndex: number,
  seasonLabel: string,
  showSynopsisText: string,
): string {
  if (seasonIndex === 0) return showSynopsisText;
  const showFirstSentence = showSynopsisText.split('. ')[0] + '.';
  const sentence = fill(random.pick(SEASON_SENTENCES), {
    n: seasonLabel,
    ordinal: ORDINALS[seasonIndex] ?? 'new',
    t1: random.pick(THEMES),
  });
  return `${sentence} ${showFirstSentence}`;
}

export function episodeSynopsis(random: Random, mood: ShowMood): string {
  if (mood === 'reality') {
    return fill(random.pick(REALITY_EPISODES), {
      contestants: random.pick(REALITY_CONTESTANTS),
      outcome: random.pick(REALITY_OUTCOMES),
    });
  }
  if (mood === 'documentary')
    return `${random.pick(DOCUMENTARY_EPISODES)} ${random.pick(DOCUMENTARY_EPISODES)}`.replace(
      /^(.*)\. \1\.$/,
      '$1.',
    );
  if (mood === 'kids') {
    const a = inventCharacter(random);
    const b = inventCharacter(random);
    return `${a.name} ${random.pick(KIDS_EVENTS)}. Luckily, ${b.name} has a bright idea.`;
  }
  const events = mood === 'crime' ? [...EPISODE_EVENTS, ...EPISODE_CRIME_EVENTS] : EPISODE_EVENTS;
  const a = inventCharacter(random);
  let b = inventCharacter(random);
  while (b.name === a.name) b = inventCharacter(random);
  const first = fill(random.pick(events), PRONOUNS[a.gender]);
  let second = fill(random.pick(events), PRONOUNS[b.gender]);
  while (second === first) second = fill(random.pick(events), PRONOUNS[b.gender]);
  return `${a.name} ${first}. Meanwhile, ${b.name} ${second}.`;
}

export function sentimentOf(score: number): Sentiment {
  return score >= 75 ? 'high' : score >= 50 ? 'mid' : 'low';
}

/** What a review calls the title: a movie is a film, a show a series (never a "film"). */
export type ReviewedKind = 'movie' | 'series';
const WORK: Record<ReviewedKind, string> = { movie: 'film', series: 'series' };

/** A line of `lines` this title's reviews have not used yet (each list outnumbers the reviews). */
function freshLine(random: Random, lines: readonly string[], used: Set<string>): string {
  const unused = lines.filter((line) => !used.has(line));
  const line = random.pick(unused.length > 0 ? unused : lines);
  used.add(line);
  return line;
}

export function criticReviewText(
  random: Random,
  sentiment: Sentiment,
  title: string,
  kind: ReviewedKind,
  used: Set<string>,
): string {
  const values = { title, work: WORK[kind] };
  return `${fill(freshLine(random, CRITIC_OPENERS[sentiment], used), values)} ${fill(freshLine(random, CRITIC_DETAILS[sentiment], used), values)}`;
}

export function audienceReviewText(
  random: Random,
  sentiment: Sentiment,
  kind: ReviewedKind,
  used: Set<string>,
): string {
  return fill(freshLine(random, AUDIENCE_LINES[sentiment], used), { work: WORK[kind] });
}

export function consensusText(
  random: Random,
  score: number,
  title: string,
  kind: ReviewedKind,
): string {
  const [adj, adj2] = random.sample(CONSENSUS_ADJECTIVES, 2) as [string, string];
  return fill(random.pick(CONSENSUS[sentimentOf(score)]), {
    title,
    adj,
    adj2,
    Adj: capitalise(adj),
    praise: fill(random.pick(CONSENSUS_PRAISE), { work: WORK[kind] }),
  });
}

export type { Gender };
