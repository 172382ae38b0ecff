import { describe, expect, it } from 'vitest';
import { isPlausibleEmail, normaliseRetailEmail, retailPasswordProblem } from './retail.ts';

describe('retailPasswordProblem', () => {
  it('accepts 8 to 128 characters with a letter and a digit', () => {
    expect(retailPasswordProblem('Retail-Demo-1')).toBeNull();
    expect(retailPasswordProblem('abcdefg1')).toBeNull();
    expect(retailPasswordProblem('a'.repeat(127) + '1')).toBeNull();
  });

  it('refuses a short, a long, or a letters-only or digits-only password', () => {
    expect(retailPasswordProblem('abcdef1')).toBe('tooShort');
    expect(retailPasswordProblem('a'.repeat(128) + '1')).toBe('tooLong');
    expect(retailPasswordProblem('abcdefgh')).toBe('needsLetterAndDigit');
    expect(retailPasswordProblem('12345678')).toBe('needsLetterAndDigit');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(retailPasswordProblem('ééééééé1')).toBeNull();
    expect(retailPasswordProblem('😀😀😀😀a1')).toBe('tooShort');
  });
});

describe('e-mail addresses', () => {
  it('are compared trimmed and in lower case', () => {
    expect(normaliseRetailEmail('  Retail01@Example.COM ')).toBe('retail01@example.com');
  });

  it('need a local part, an @ and a dotted domain', () => {
    expect(isPlausibleEmail('a@b.co')).toBe(true);
    expect(isPlausibleEmail(' A@B.CO ')).toBe(true);
    expect(isPlausibleEmail('a@b')).toBe(false);
    expect(isPlausibleEmail('ab.co')).toBe(false);
    expect(isPlausibleEmail('a b@c.co')).toBe(false);
    expect(isPlausibleEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
