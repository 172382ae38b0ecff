/** Sentences for invented critic and audience reviews and for critics' consensus lines. */

export type Sentiment = 'high' | 'mid' | 'low';

export const CRITIC_OPENERS: Record<Sentiment, readonly string[]> = {
  high: [
    'A quietly devastating piece of work that earns every tear.',
    '{title} is the rare film that trusts its audience completely.',
    'Confident, humane and beautifully put together.',
    'Easily one of the most rewarding releases of its year.',
    'There is not a wasted frame here.',
    'Funny, sad and wise, often in the same scene.',
  ],
  mid: [
    '{title} has more good ideas than it knows what to do with.',
    'Handsomely made, if a little too pleased with itself.',
    'A watchable, uneven film with a terrific central performance.',
    'It sags in the middle but recovers for a strong final act.',
    'Not quite the sum of its parts, but the parts are often lovely.',
  ],
  low: [
    '{title} mistakes noise for momentum.',
    'A promising premise, squandered by a muddled script.',
    'Handsome to look at and curiously hard to care about.',
    'It runs long, and feels longer.',
    'Even a committed cast cannot rescue this one.',
  ],
};

export const CRITIC_DETAILS: Record<Sentiment, readonly string[]> = {
  high: [
    'The performances carry it further than most scripts would dare to go.',
    'The cinematography alone is worth the price of a rental.',
    'Its final twenty minutes are as good as anything on screen this decade.',
    'The score does a lot of quiet, clever work.',
  ],
  mid: [
    'The supporting cast is stronger than the material they are given.',
    'Some scenes land beautifully; others never get off the ground.',
    'The ending feels rushed after such a patient build-up.',
  ],
  low: [
    'The dialogue is stilted and the pacing erratic.',
    'Its best moments are all in the trailer.',
    'The tone lurches from farce to melodrama without warning.',
  ],
};

export const AUDIENCE_LINES: Record<Sentiment, readonly string[]> = {
  high: [
    'Watched it twice in one weekend. Loved it.',
    'Best thing I have seen in ages, the whole family enjoyed it.',
    'Did not expect much and ended up in tears. Highly recommend.',
    'Great cast, great story, great ending.',
    'Absolutely worth the rental.',
  ],
  mid: [
    'Pretty good, a bit slow in places.',
    'Enjoyable enough for a Friday night.',
    'Good performances but the story dragged.',
    'Not bad, not amazing. Worth a look.',
  ],
  low: [
    'Could not get into it, turned off halfway.',
    'Too long and the ending made no sense.',
    'Disappointing after all the hype.',
    'Nice scenery, not much else.',
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
  'a film that earns every emotion it asks for',
  'as smart as it is moving',
  'a crowd-pleaser with real bite',
  'a treat from start to finish',
] as const;
