import { whatsHotOptions } from '#app/content/marketing/other-pages.ts';
import type { StoreMenu } from '#app/features/marketing/api/get-popular-titles.ts';

/** The option /whats-hot/{option?} shows (the first when none or an unknown one), and its store. */
export function whatsHotChoice(option: string | undefined) {
  const chosen =
    whatsHotOptions.find((o) => o.option === option?.toLowerCase()) ?? whatsHotOptions[0]!;
  const menu: StoreMenu = chosen.menu === 'TV Store' ? 'TV Store' : 'Movie Store';
  return { ...chosen, menu };
}
