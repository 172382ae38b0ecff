import { seasonName } from './season-name.ts';
import type { SubType } from './api/title.ts';

/** What a purchase of a title that no longer exists is called (account spec §3). */
export const MISSING_TITLE_DISPLAY_NAME = 'STB Purchase';

export interface HistoryTitle {
  title: string;
  sub_type: SubType;
  season_number: number | null;
  episode_number: number | null;
}

/**
 * The display name of a transaction history item, derived from its title: the show's name with
 * the season (and episode) for seasons and episodes; 'STB Purchase' when the title is gone.
 */
export function transactionDisplayName(
  title: HistoryTitle | null,
  show?: HistoryTitle | null,
): string {
  if (!title) return MISSING_TITLE_DISPLAY_NAME;
  const showName = show?.title ?? title.title;
  if (title.sub_type === 'season' && title.season_number !== null) {
    return `${showName}: ${seasonName(title.season_number)}`;
  }
  if (title.sub_type === 'episode') {
    const episode = title.episode_number === null ? '' : `Episode ${title.episode_number}`;
    return [showName, episode, title.title !== showName ? title.title : '']
      .filter(Boolean)
      .join(': ');
  }
  return title.title;
}
