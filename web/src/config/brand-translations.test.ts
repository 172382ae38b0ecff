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

  it('use only what the translator reads: {{name}}, {{name, number}} and _one/_other forms', () => {
    for (const [brand, file] of Object.entries({ default: base, ...FILES })) {
      const texts = keysOf(file).map((key) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file),
      );
      const placeholders = texts.flatMap(
        (text) => String(text).match(/\{\{[^}]*\}\}|\$t\(/g) ?? [],
      );
      expect(
        placeholders.filter((found) => !/^\{\{[A-Za-z]\w*(, number)?\}\}$/.test(found)),
        brand,
      ).toEqual([]);
      const forms = keysOf(file).flatMap((key) => key.match(/_(zero|two|few|many)$/) ?? []);
      expect(forms, brand).toEqual([]);
    }
  });

  it('give the vendor brand its own name', () => {
    expect(vendor.brand.name).not.toBe(base.brand.name);
  });
});
