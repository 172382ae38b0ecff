import {
  popularTitlesQueryOptions,
  type StoreMenu,
} from '#app/features/marketing/api/get-popular-titles.ts';
import { publicPlansQueryOptions } from '#app/features/marketing/api/get-public-plans.ts';
import { whatsHotChoice } from '#app/features/marketing/whats-hot.ts';
import type { PageDataArgs } from './page-data.ts';

/** A marketing page with a store's most popular titles (/tv, /movies). */
export const popularTitlesData =
  (menu: StoreMenu) =>
  ({ queryClient }: PageDataArgs) =>
    queryClient.prefetchQuery(popularTitlesQueryOptions(menu));

/** /whats-hot/{option?}: the chosen store's most popular titles. */
export const whatsHotData = ({ queryClient, params }: PageDataArgs) =>
  queryClient.prefetchQuery(popularTitlesQueryOptions(whatsHotChoice(params.option).menu));

/** A page with the packs and their prices (features and packages, a pack's page). */
export const publicPlansData = ({ queryClient }: PageDataArgs) =>
  queryClient.prefetchQuery(publicPlansQueryOptions());
