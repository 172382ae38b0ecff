import { describe, expect, it } from 'vitest';
import { detailsParamsOf } from './use-details-params.ts';

describe('detailsParamsOf', () => {
  it('reads the title id and ignores the name', () => {
    expect(detailsParamsOf({ titleId: '10001', titleName: 'some-movie' })).toEqual({
      titleId: 10001,
      selectedTitleId: null,
    });
  });

  it('reads the selected title after the name', () => {
    expect(
      detailsParamsOf({ titleId: '40002', titleName: 'a-show', selectedTitleId: '40003' }),
    ).toEqual({ titleId: 40002, selectedTitleId: 40003 });
  });

  it('reads /season/details/{parentId}/{episodeId} as a selected episode', () => {
    expect(detailsParamsOf({ titleId: '40002', titleName: '40003' })).toEqual({
      titleId: 40002,
      selectedTitleId: 40003,
    });
  });

  it('gives no title for an id that is not one', () => {
    expect(detailsParamsOf({ titleId: 'abc' }).titleId).toBeNull();
    expect(detailsParamsOf({ titleId: '0' }).titleId).toBeNull();
    expect(detailsParamsOf({}).titleId).toBeNull();
  });
});
