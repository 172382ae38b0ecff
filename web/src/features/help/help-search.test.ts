import { describe, expect, it } from 'vitest';
import { searchHelp } from './help-search.ts';

/**
 * Real questions as visitors type them, and the answer each must find first (issue 23): typos,
 * everyday words for what the help content calls otherwise, and phrases.
 */
const QUESTIONS: readonly [query: string, answer: string][] = [
  ['forgot pin', 'parentalPin'],
  ['I forgot my PIN', 'parentalPin'],
  ['reset parental code', 'parentalPin'],
  ['wifi', 'lineSpeed'],
  ['does it work on wireless', 'lineSpeed'],
  ['refund', 'unexpectedCharge'],
  ['my rental expired before I watched it', 'rentalPeriod'],
  ['no signal', 'redLight'],
  ['box says no internet', 'redLight'],
  ['red light on the box', 'redLight'],
  ['rentl', 'rentalPeriod'],
  ['how long do rentals last', 'rentalPeriod'],
  ['warrenty', 'warrantyClaim'],
  ['my box is broken', 'warrantyClaim'],
  ['subtitles on live tv', 'turnOnCaptions'],
  ['turn on closed captions', 'turnOnCaptions'],
  ['how much is the box', 'boxPrices'],
  ['price of channel packs', 'packPrices'],
  ['cancel a pack', 'changePacks'],
  ['how fast does my internet need to be', 'lineSpeed'],
  ['how much data does it use', 'dataUse'],
  ['can I use a 4g dongle', 'mobileBroadband'],
  ['watch on my phone', 'appPlayback'],
  ['how many tablets', 'mobileDevices'],
  ['record a whole series', 'recordSeries'],
  ['add a box in another room', 'multiroomDiscovery'],
  ['box keeps rebooting', 'boxRestarts'],
  ['activate new box', 'activateBox'],
  ['bluetooth earbuds', 'bluetoothHeadphones'],
  ['netflix payment failed', 'netflixPayment'],
  ['get netflix back', 'reinstate'],
  ['disney charge failed', 'disneyFailedCharge'],
  ['paramount free trial', 'paramountTrial'],
  ['which cards do you take', 'paymentCard'],
  ['account suspended', 'accountSuspended'],
  ['picture is green', 'pinkGreenScreen'],
  ['where is the football', 'sportChannels'],
  ['make a complaint', 'giveFeedback'],
  ['how far ahead is the epg', 'guideRange'],
  ['play photos from usb', 'mediaHubFormats'],
];

describe('help search by meaning', () => {
  it('has 40 questions in its table', () => {
    expect(QUESTIONS).toHaveLength(40);
  });

  it.each(QUESTIONS)('"%s" finds %s first', (query, answer) => {
    expect(searchHelp(query)[0]?.entry.question.id).toBe(answer);
  });
});
