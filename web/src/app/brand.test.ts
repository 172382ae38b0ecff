import { describe, expect, it } from 'vitest';
import { applyBrandTheme, resolveBrand } from './brand.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('resolveBrand', () => {
  it('follows the host without an override', () => {
    expect(resolveBrand({ host: 'tv.vendor.example', search: '', storage: memoryStorage() })).toBe(
      'vendor',
    );
    expect(resolveBrand({ host: 'localhost', search: '' })).toBe('default');
  });

  it('takes ?brand= over the host and remembers it for the tab', () => {
    const storage = memoryStorage();
    expect(resolveBrand({ host: 'localhost', search: '?brand=vendor', storage })).toBe('vendor');
    expect(resolveBrand({ host: 'localhost', search: '?x=1', storage })).toBe('vendor');
  });

  it('ignores an unknown brand and forgets the override on ?brand=host', () => {
    const storage = memoryStorage();
    expect(resolveBrand({ host: 'hometv.example', search: '?brand=nope', storage })).toBe('main');
    resolveBrand({ host: 'localhost', search: '?brand=vendor', storage });
    expect(resolveBrand({ host: 'hometv.example', search: '?brand=host', storage })).toBe('main');
    expect(resolveBrand({ host: 'hometv.example', search: '', storage })).toBe('main');
  });

  it('still answers when storage refuses access', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(resolveBrand({ host: 'localhost', search: '?brand=main', storage })).toBe('main');
    expect(resolveBrand({ host: 'localhost', search: '', storage })).toBe('default');
  });
});

describe('applyBrandTheme', () => {
  it("sets the brand's custom properties on the root", () => {
    const root = document.createElement('div');
    applyBrandTheme('vendor', root);
    expect(root.style.getPropertyValue('--colour-accent')).toBe('#3ddc97');
    expect(root.dataset.brand).toBe('vendor');
  });
});
