import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { GuideProgram } from '@app/domain';
import { guideBlockQueryOptions } from '#app/features/guide/api/get-guide-block.ts';

type BlockResult = UseQueryResult<Map<number, GuideProgram[]>>;

/**
 * The blocks' programmes merged per channel. A function of the module, not of the render:
 * TanStack Query then runs it again only when a block's answer changes, so a step of the window
 * inside the same blocks keeps the same programmes (and the rows drawn from them).
 */
function combineGuideBlocks(results: BlockResult[]) {
  const programs = new Map<number, GuideProgram[]>();
  for (const result of results) {
    for (const [id, list] of result.data ?? []) {
      const merged = programs.get(id);
      if (merged) {
        const seen = new Set(merged.map((p) => p.id));
        merged.push(...list.filter((p) => !seen.has(p.id)));
      } else {
        programs.set(id, [...list]);
      }
    }
  }
  return { programs, results };
}

/**
 * The blocks a window needs, merged with those `around` it (domain: guideBlocksAround). Only the
 * window's say whether the guide is loading or failed: a step into the others then neither waits
 * nor draws twice (issue 23). Apart from the block's query, which the home page's on-now shelf
 * also uses: TanStack's `useQueries` then loads with the guide page alone (issue 33).
 */
export function useGuideBlocks(
  blocks: readonly string[],
  around: readonly string[],
  liveIds: readonly number[],
  virtualIds: readonly number[],
) {
  // In time order, whichever are the window's: a programme in two blocks is then always taken
  // from the earlier one, and keeps its identity as the window moves.
  const all = [...blocks, ...around].sort();
  const { programs, results } = useQueries({
    queries: all.map((block) => guideBlockQueryOptions({ block, liveIds, virtualIds })),
    combine: combineGuideBlocks,
  });
  const own = results.filter((_, index) => blocks.includes(all[index]!));
  return {
    programs,
    isPending: own.some((r) => r.isPending),
    error: own.find((r) => r.error)?.error ?? null,
    retry: () => {
      for (const r of own) if (r.error) void r.refetch();
    },
  };
}
