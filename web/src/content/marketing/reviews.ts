import type { PageMeta } from './types.ts';

export interface Review {
  author: string;
  place: string;
  rating: number;
  text: string;
}

export const reviewsMeta: PageMeta = {
  title: 'Reviews',
  description: 'What customers say about the box, the packs and the store.',
  keywords: ['reviews', 'customer reviews'],
};

const authors = ['Priya', 'Tom', 'Mei', 'Jack', 'Aroha', 'Sam', 'Lena', 'Omar', 'Grace', 'Ravi'];
const places = ['Brisbane', 'Hobart', 'Geelong', 'Perth', 'Darwin', 'Wollongong'];
const comments = [
  'Setting up took ten minutes and the kids found their channels straight away.',
  'Recording three shows at once while watching a fourth still feels like magic.',
  'The voice remote understands my accent better than my phone does.',
  'I rent a movie most Fridays; the 48 hours from first play suits us.',
  'Having the streaming apps next to live TV means one remote for everything.',
  'Pausing live TV to answer the door is the feature we use most.',
  'The Ultimate pack free month sold us, and we kept it.',
];

/** Static reviews, 12 more per click (marketing spec §2.3, §9). */
export const reviews: readonly Review[] = Array.from({ length: 40 }, (_, i) => ({
  author: `${authors[i % authors.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}.`,
  place: places[i % places.length]!,
  rating: 5 - (i % 3 === 2 ? 1 : 0),
  text: comments[i % comments.length]!,
}));
