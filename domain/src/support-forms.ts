/**
 * The contact forms' fixed lists and limits, apart from their zod schemas (api/support.ts): a
 * page that shows a form needs these, and its first load should not carry zod (issue 23).
 */

/** The three contact forms, by where the box came from (marketing spec §2.3 Contact-us). */
export const CONTACT_FORM_IDS = ['retail', 'isps', 'general'] as const;
export type ContactFormId = (typeof CONTACT_FORM_IDS)[number];

export const CONTACT_TOPICS = [
  'setup',
  'billing',
  'packs',
  'recording',
  'streaming-apps',
  'hardware',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Enquiries accepted per client address per hour, on top of the global traffic limiter. */
export const CONTACT_LIMIT_PER_HOUR = 5;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_MESSAGE_MIN = 10;

/**
 * The field bots fill in and people never see. A post with it filled is answered as a success
 * and not stored, so a bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';
