import { describe, expect, it } from 'vitest';
import { appLinkOf } from './app-link.ts';

describe('the app link', () => {
  it("opens the title in the app by the app's scheme", () => {
    expect(appLinkOf(10001)).toBe('tvstore://title/10001');
  });
});
