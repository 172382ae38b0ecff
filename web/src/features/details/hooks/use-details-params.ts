import { useParams } from 'react-router';

export interface DetailsParams {
  /** null when the path's id is not a title id: the page then goes to /notfound. */
  titleId: number | null;
  /** A season page's selected episode. */
  selectedTitleId: number | null;
}

const asId = (text: string | undefined) =>
  text !== undefined && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * Reads a details route (account spec §2). /season/details/{parentId}/{episodeId} is also seen:
 * a numeric name segment with nothing after it is the selected title.
 */
export function detailsParamsOf(params: {
  titleId?: string;
  titleName?: string;
  selectedTitleId?: string;
}): DetailsParams {
  const selected =
    asId(params.selectedTitleId) ??
    (params.selectedTitleId === undefined ? asId(params.titleName) : null);
  return { titleId: asId(params.titleId), selectedTitleId: selected };
}

export function useDetailsParams(): DetailsParams {
  return detailsParamsOf(useParams());
}
