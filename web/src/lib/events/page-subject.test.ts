import { describe, expect, it } from 'vitest';
import { analyticsSubject } from './page-subject.ts';

describe('analytics subject of a page', () => {
  it.each([
    [
      '/features-and-packages/streaming-apps-landing',
      'Streaming Apps – Home TV',
      'Features and Packages - Streaming Apps',
    ],
    ['/', 'Welcome – Home TV', 'Home'],
    ['/faqs/using-fetch', 'Using Fetch – Home TV', 'Faqs - Using Fetch'],
    ['/contact-us', 'Contact us – Home TV', 'Contact Us'],
    ['/tv/guide', 'TV guide', 'Tv - TV guide'],
  ])('%s titled %s is %s', (path, title, subject) => {
    expect(analyticsSubject(path, title)).toBe(subject);
  });
});
