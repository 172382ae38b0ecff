import { describe, expect, it } from 'vitest';
import { guideWindowHours } from './guide.ts';
import { SCREEN_CLASS_WIDTH_PX, screenClassOf } from './screen-class.ts';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const GALAXY_TAB =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('screenClassOf', () => {
  it('takes the client hint first', () => {
    expect(screenClassOf({ mobileHint: '?1', userAgent: DESKTOP })).toBe('phone');
    expect(screenClassOf({ mobileHint: '?0', userAgent: PIXEL })).toBe('desktop');
    expect(screenClassOf({ mobileHint: '?0', userAgent: GALAXY_TAB })).toBe('tablet');
  });

  it('reads the user agent without a hint', () => {
    expect(screenClassOf({ userAgent: PIXEL })).toBe('phone');
    expect(screenClassOf({ userAgent: IPHONE })).toBe('phone');
    expect(screenClassOf({ userAgent: IPAD })).toBe('tablet');
    expect(screenClassOf({ userAgent: GALAXY_TAB })).toBe('tablet');
    expect(screenClassOf({ userAgent: DESKTOP })).toBe('desktop');
    expect(screenClassOf({})).toBe('desktop');
  });

  it("renders each class with its own guide window, as that screen's browser would", () => {
    // A phone shows two hours, as a tablet does (decision 0050).
    expect(guideWindowHours(SCREEN_CLASS_WIDTH_PX.phone)).toBe(2);
    expect(guideWindowHours(SCREEN_CLASS_WIDTH_PX.tablet)).toBe(2);
    expect(guideWindowHours(SCREEN_CLASS_WIDTH_PX.desktop)).toBe(3);
  });
});
