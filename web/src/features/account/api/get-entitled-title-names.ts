import { useQuery } from '@tanstack/react-query';

/** Title names by id, for the titles My Stuff lists. */
export type TitleNames = Readonly<Record<number, string>>;

/**
 * CATALOGUE HOOK: the names come from POST /v3/vod/titles (account spec §7: title_ids as a comma
 * list), which the catalogue issue builds. Until that call exists on this branch this answers no
 * names, and My Stuff shows each title by its id; when it lands, call it here (one request for
 * all ids) and map its `titles` to id → title.
 */
export async function getEntitledTitleNames(_titleIds: readonly number[]): Promise<TitleNames> {
  return {};
}

export function useEntitledTitleNames(titleIds: readonly number[]) {
  return useQuery({
    queryKey: ['entitled-title-names', [...titleIds].sort((a, b) => a - b).join(',')],
    queryFn: () => getEntitledTitleNames(titleIds),
    enabled: titleIds.length > 0,
  });
}
