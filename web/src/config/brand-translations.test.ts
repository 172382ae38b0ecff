import { describe, expect, it } from 'vitest';
import base from '#i18n/default/en.json';
import main from '#i18n/main/en.json';
import vendor from '#i18n/vendor/en.json';
import { BRAND_IDS } from './brands.ts';

const FILES: Record<string, object> = { main, vendor };

/** Every leaf key of a translation file, dotted. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("brands' translation files", () => {
  it('exist for every brand but the default', () => {
    expect(Object.keys(FILES).sort()).toEqual(BRAND_IDS.filter((id) => id !== 'default').sort());
  });

  it("override only keys the default brand's file has, so none is misspelt or left behind", () => {
    const known = new Set(keysOf(base));
    for (const [brand, file] of Object.entries(FILES)) {
      expect(
        keysOf(file).filter((key) => !known.has(key)),
        brand,
      ).toEqual([]);
    }
  });

  it('give the vendor brand its own name', () => {
    expect(vendor.brand.name).not.toBe(base.brand.name);
  });
});
