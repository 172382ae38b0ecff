import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import { brandColour } from './colours.ts';
import type { MovieFacts } from './movies.ts';
import { Random } from './random.ts';
import { slugOf } from './text.ts';

export type EditorialRow = Insertable<Database['editorial_items']>;

/**
 * Four movie slides for the movies header slideshow (marketing spec §2.3: links to
 * /movie/details/{id}/{slug}) and four promos for the packs and the app.
 */
export function editorialRows(slideMovies: readonly MovieFacts[]): EditorialRow[] {
  const random = Random.for('editorial');
  const slides: EditorialRow[] = slideMovies.slice(0, 4).map((movie, i) => ({
    id: i + 1,
    title: movie.title,
    kind: 'slide',
    link: `/movie/details/${movie.id}/${slugOf(movie.title)}`,
    colour: brandColour(random),
  }));
  const promos: [string, string][] = [
    ['Ultimate pack: your first month free', '/ultimate-pack-offer'],
    ['Movie Box: 30 movies for $1.99 a month', '/movie/box'],
    ['Title Night: Kovač vs Delaney, live on channel 971', '/packages/special-interest'],
    ['Take your shows with you on the mobile app', '/features-and-packages/mobile'],
  ];
  return [
    ...slides,
    ...promos.map(([title, link], i) => ({
      id: slides.length + i + 1,
      title,
      kind: 'promo',
      link,
      colour: brandColour(random),
    })),
  ];
}
