import { describe, expect, it } from 'vitest';
import { carriesSecret, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('leaves a URL without a secret as it is', () => {
    for (const url of [
      '/v3/vod/catalogue/tab?content_class=movie&tab=all',
      '/movie/details/1',
      '/',
    ]) {
      expect(redactUrl(url)).toBe(url);
      expect(carriesSecret(url)).toBe(false);
    }
  });

  it('redacts a secret however its name is written: any case, escaped, doubly escaped', () => {
    for (const url of [
      '/sign-in?auth_cookie=abc',
      '/sign-in?AUTH_COOKIE=abc',
      '/sign-in?auth%5Fcookie=abc',
      '/sign-in?auth%255Fcookie=abc',
      '/activate?act_code=X1',
      '/activate?%61ct_code=X1',
      '/account/settings/credits/abc',
      '/account/settings/%63redits/abc',
    ]) {
      expect(carriesSecret(url)).toBe(true);
      expect(redactUrl(url)).toContain('[redacted]');
    }
  });
});
