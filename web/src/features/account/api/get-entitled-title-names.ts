import { useQuery } from '@tanstack/react-query';
import type { Title, VodTitlesAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** What My Stuff needs of each title: its name, numbers and link, and its show's name. */
export type EntitledTitle = Pick<
  Title,
  | 'id'
  | 'title'
  | 'sub_type'
  | 'parent_id'
  | 'root_parent_id'
  | 'season_number'
  | 'episode_number'
  | 'rating'
  | 'year_production'
> & {
  /** The show a season or episode belongs to ("The Quiet Part" alone says nothing). */
  showTitle: string | null;
};
export type EntitledTitles = Readonly<Record<number, EntitledTitle>>;

async function vodTitles(ids: readonly number[], signal?: AbortSignal): Promise<Title[]> {
  if (ids.length === 0) return [];
  const answer = await apiPost<VodTitlesAnswer>(
    '/v3/vod/titles?content_class=is_hls',
    { title_ids: ids.join(','), language: 'en' },
    { signal },
  );
  return answer.titles;
}

/**
 * POST /v3/vod/titles (account spec §7: title_ids as a comma list): the titles in one request,
 * then their shows' names in a second when seasons or episodes are among them.
 */
export async function getEntitledTitles(
  titleIds: readonly number[],
  signal?: AbortSignal,
): Promise<EntitledTitles> {
  const titles = await vodTitles(titleIds, signal);
  const known = new Map(titles.map((title) => [title.id, title.title]));
  const showIds = [
    ...new Set(titles.flatMap((t) => (t.root_parent_id === null ? [] : [t.root_parent_id]))),
  ].filter((id) => !known.has(id));
  for (const show of await vodTitles(showIds, signal)) known.set(show.id, show.title);
  return Object.fromEntries(
    titles.map((title) => [
      title.id,
      {
        id: title.id,
        title: title.title,
        sub_type: title.sub_type,
        parent_id: title.parent_id,
        root_parent_id: title.root_parent_id,
        season_number: title.season_number,
        episode_number: title.episode_number,
        rating: title.rating,
        year_production: title.year_production,
        showTitle: title.root_parent_id === null ? null : (known.get(title.root_parent_id) ?? null),
      },
    ]),
  );
}

export function useEntitledTitles(titleIds: readonly number[]) {
  const ids = [...titleIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: queryKeys.entitledTitles(ids),
    queryFn: ({ signal }) => getEntitledTitles(ids, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
