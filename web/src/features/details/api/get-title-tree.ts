import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Title, VodTitlesAnswer } from '@app/domain';
import { apiPost } from '../../../api/client.ts';

/** A title, first, then its seasons and episodes (for a series or a season), with lookups. */
export type TitleTree = VodTitlesAnswer;

/** POST /v3/vod/titles?content_class=is_hls (account spec §7), recursive. */
export function getTitleTree(titleId: number, signal?: AbortSignal): Promise<TitleTree> {
  return apiPost<TitleTree>(
    '/v3/vod/titles?content_class=is_hls',
    { title_ids: titleId, language: 'en', recursive: true },
    { signal },
  );
}

/**
 * A title with what is under it, cached as one of the 672 titles (account spec §9). A show's
 * answer also fills in its seasons and episodes, so moving around a show asks for nothing more.
 */
export function titleTreeQueryOptions(queryClient: QueryClient, titleId: number) {
  return queryOptions({
    queryKey: ['title', titleId],
    queryFn: async ({ signal }) => {
      const tree = await getTitleTree(titleId, signal);
      seedDescendants(queryClient, tree);
      return tree;
    },
    meta: { cache: 'titles' },
  });
}

function seedDescendants(queryClient: QueryClient, tree: TitleTree): void {
  const [root, ...rest] = tree.titles;
  if (!root) return;
  const seed = (title: Title, titles: Title[]) => {
    const key = ['title', title.id];
    if (queryClient.getQueryData(key) === undefined) {
      queryClient.setQueryData<TitleTree>(key, { ...tree, titles });
    }
  };
  for (const title of rest) {
    if (title.sub_type === 'season') {
      seed(title, [title, ...rest.filter((t) => t.parent_id === title.id)]);
    } else if (title.sub_type === 'episode') {
      seed(title, [title]);
    }
  }
}
