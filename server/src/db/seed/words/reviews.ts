/** Sentences for invented critic and audience reviews and for critics' consensus lines. */

export type Sentiment = 'high' | 'mid' | 'low';

/*
 * {work} is "film" for a movie and "series" for a show, so no show is called a film. A title's
 * reviews never repeat a sentence (reviews.ts draws each line once per title): every list holds
 * more lines than a title has reviews of one kind (five at most).
 */

export const CRITIC_OPENERS: Record<Sentiment, readonly string[]> = {
  high: [
    'A quietly devastating piece of work that earns every tear.',
    '{title} is the rare {work} that trusts its audience completely.',
    'Confident, humane and beautifully put together.',
    'Easily one of the most rewarding releases of its year.',
    'There is not a wasted scene here.',
    'Funny, sad and wise, often in the same moment.',
    '{title} lingers long after it ends.',
  ],
  mid: [
    '{title} has more good ideas than it knows what to do with.',
    'Handsomely made, if a little too pleased with itself.',
    'A watchable, uneven {work} with a terrific central performance.',
    'It sags in the middle but recovers for a strong finish.',
    'Not quite the sum of its parts, but the parts are often lovely.',
    '{title} is pleasant company that rarely surprises.',
  ],
  low: [
    '{title} mistakes noise for momentum.',
    'A promising premise, squandered by muddled writing.',
    'Handsome to look at and curiously hard to care about.',
    'It runs long, and feels longer.',
    'Even a committed cast cannot rescue this one.',
    '{title} never decides what it wants to be.',
  ],
};

export const CRITIC_DETAILS: Record<Sentiment, readonly string[]> = {
  high: [
    'The performances carry it further than most scripts would dare to go.',
    'The cinematography alone is worth your evening.',
    'Its closing stretch is as good as anything on screen this decade.',
    'The score does a lot of quiet, clever work.',
    'Every character, however small, feels like a whole person.',
    'The writing is precise without ever feeling cold.',
  ],
  mid: [
    'The supporting cast is stronger than the material they are given.',
    'Some scenes land beautifully; others never get off the ground.',
    'The ending feels rushed after such a patient build-up.',
    'A sharper edit would have helped.',
    'The lead is good enough to paper over most of the cracks.',
    'It looks wonderful, even when the story stalls.',
  ],
  low: [
    'The dialogue is stilted and the pacing erratic.',
    'Its best moments are all in the trailer.',
    'The tone lurches from farce to melodrama without warning.',
    'Too many threads are picked up and dropped.',
    'The jokes land less often than they should.',
    'It is hard to root for anyone on screen.',
  ],
};

export const AUDIENCE_LINES: Record<Sentiment, readonly string[]> = {
  high: [
    'Watched it twice in one weekend. Loved it.',
    'Best thing I have seen in ages, the whole family enjoyed it.',
    'Did not expect much and ended up in tears. Highly recommend.',
    'Great cast, great story, great ending.',
    'Absolutely worth it.',
    'Already telling everyone at work about this {work}.',
    'Gripping from start to finish.',
  ],
  mid: [
    'Pretty good, a bit slow in places.',
    'Enjoyable enough for a Friday night.',
    'Good performances but the story dragged.',
    'Not bad, not amazing. Worth a look.',
    'Some great moments, some filler.',
    'My partner liked it more than I did.',
  ],
  low: [
    'Could not get into it, turned off halfway.',
    'Too long and the ending made no sense.',
    'Disappointing after all the hype.',
    'Nice scenery, not much else.',
    'Fell asleep twice.',
    'Not for me, sadly.',
  ],
};

export const CONSENSUS: Record<Sentiment, readonly string[]> = {
  high: [
    '{Adj} and {adj2}, {title} is {praise}.',
    '{title} is {praise}, anchored by a career-best lead performance.',
  ],
  mid: [
    '{title} has moments of real charm, even if its story wanders.',
    'Uneven but often engaging, {title} is carried by its performances.',
  ],
  low: [
    'Handsome to look at but dramatically inert, {title} never quite finds its footing.',
    '{title} has a promising idea and little notion of what to do with it.',
  ],
};

export const CONSENSUS_ADJECTIVES = [
  'warm',
  'unhurried',
  'sharp',
  'generous',
  'gripping',
  'tender',
  'witty',
  'bold',
  'graceful',
  'thrilling',
] as const;

export const CONSENSUS_PRAISE = [
  'a small miracle',
  "one of the year's quiet triumphs",
  'a {work} that earns every emotion it asks for',
  'as smart as it is moving',
  'a crowd-pleaser with real bite',
  'a treat from start to finish',
] as const;
