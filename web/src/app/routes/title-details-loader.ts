import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { titleTreeQueryOptions } from '../../features/details/api/get-title-tree.ts';
import { detailsParamsOf } from '../../features/details/hooks/use-details-params.ts';

/** Starts loading the title while the details page's code downloads (not awaited). */
export const titleDetailsLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const { titleId } = detailsParamsOf(params);
    if (titleId !== null)
      void queryClient.prefetchQuery(titleTreeQueryOptions(queryClient, titleId));
    return null;
  };
