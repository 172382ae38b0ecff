import type { SearchItem } from '@app/domain';

/** A search result as POST /v4/search answers it. */
export function aResult(
  kind: 'movie' | 'series' | 'episode' | 'person',
  id: number,
  name: string,
  overrides: Partial<SearchItem> = {},
): SearchItem {
  const person = kind === 'person';
  return {
    id: `${person ? 'p' : 't'}${id}`,
    type: person ? 'CAST_AND_CREW' : kind === 'movie' ? 'MOVIES' : 'SHOWS',
    sub_type: kind,
    vod_title_id: person ? null : id,
    parent_id: null,
    root_parent_id: null,
    primary_title: name,
    image: person ? null : `/v2/vod/titles/${id}/landscape_thumbnail/334x188`,
    way_to_watch: person ? null : { type: 'vod' },
    ...overrides,
  };
}

export function searchAnswer(items: SearchItem[]) {
  return {
    items,
    total: items.length,
    __meta__: { error: null, message: null, timestamp: Date.now() },
  };
}

/** The form fields of a POST sent to a fetch mock. */
export function formOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
}
