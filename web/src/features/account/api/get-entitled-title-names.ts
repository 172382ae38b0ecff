import { useQuery } from '@tanstack/react-query';
import type { Title, VodTitlesAnswer } from '@app/domain';
import { apiPost } from '../../../api/client.ts';

/** What My Stuff needs of each title: its name and what its details link is built from. */
export type EntitledTitle = Pick<Title, 'id' | 'title' | 'sub_type' | 'parent_id'>;
export type EntitledTitles = Readonly<Record<number, EntitledTitle>>;

/** POST /v3/vod/titles (account spec §7: title_ids as a comma list), one request for all ids. */
export async function getEntitledTitles(
  titleIds: readonly number[],
  signal?: AbortSignal,
): Promise<EntitledTitles> {
  const answer = await apiPost<VodTitlesAnswer>(
    '/v3/vod/titles?content_class=is_hls',
    { title_ids: titleIds.join(','), language: 'en' },
    { signal },
  );
  return Object.fromEntries(
    answer.titles.map(({ id, title, sub_type, parent_id }) => [
      id,
      { id, title, sub_type, parent_id },
    ]),
  );
}

export function useEntitledTitles(titleIds: readonly number[]) {
  const ids = [...titleIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['entitled-titles', ids.join(',')],
    queryFn: ({ signal }) => getEntitledTitles(ids, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
