import { seasonName, type Title } from '@app/domain';

/** A title's name in the flow: a season is named by its show and number. */
export function itemName(item: Title): string {
  return item.sub_type === 'season' && item.season_number !== null
    ? `${item.title}, ${seasonName(item.season_number)}`
    : item.title;
}
