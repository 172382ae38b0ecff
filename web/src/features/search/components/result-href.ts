import type { SearchItem } from '@app/domain';
import { paths, titleDetailsHref } from '#app/config/paths.ts';

/** Where a result leads: a person's cast page, or the title's details page. */
export function resultHref(item: SearchItem): string {
  if (item.type === 'CAST_AND_CREW' || item.vod_title_id === null || item.sub_type === 'person')
    return paths.cast.getHref(item.primary_title);
  return titleDetailsHref({
    id: item.vod_title_id,
    title: item.primary_title,
    sub_type: item.sub_type,
    parent_id: item.parent_id,
  });
}
