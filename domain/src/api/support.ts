import { z } from 'zod';

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

const name = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, { error: 'Enter your name.' })
  .max(100, { error: 'Your name can be at most 100 characters.' });

const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, { error: 'Enter your e-mail address.' })
  .max(254, { error: 'The e-mail address is too long.' })
  .pipe(z.email({ error: 'Enter an e-mail address like name@example.com.' }));

/** An activation code (8 letters and digits) or a box serial: letters, digits and dashes. */
const boxId = z
  .string()
  .trim()
  .max(40, { error: 'The box ID or activation code can be at most 40 characters.' })
  .regex(/^[A-Za-z0-9-]*$/, {
    error: 'The box ID or activation code has only letters, digits and dashes.',
  });

/** Optional; when given, an Australian-style number of 8 to 15 digits. */
const phone = z
  .string()
  .trim()
  .max(20, { error: 'Enter a phone number of 8 to 15 digits.' })
  .refine(
    (v) => v === '' || (/^\+?[\d ()-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ''))),
    { error: 'Enter a phone number of 8 to 15 digits.' },
  );

/** POST /v2/support/contact: one schema for the web form and the server. */
export const contactEnquirySchema = z.object({
  form: z.enum(CONTACT_FORM_IDS, { error: 'Choose where your box came from.' }),
  name,
  email,
  phone: phone.optional().default(''),
  boxId: boxId.optional().default(''),
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic.' }),
  message: z
    .string({ error: 'Tell us how we can help.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, {
      error: `Tell us a little more: at least ${CONTACT_MESSAGE_MIN} characters.`,
    })
    .max(CONTACT_MESSAGE_MAX, {
      error: `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`,
    }),
  [HONEYPOT_FIELD]: z.string().max(500).optional().default(''),
});
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;

export const contactAnswerSchema = z.object({ received: z.literal(true) });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** POST /v2/support/insiders (marketing spec §2.3 Insiders: name, e-mail address and box ID). */
export const insidersRegisterSchema = z.object({
  name,
  email,
  boxId: boxId.min(4, { error: 'Enter your box ID: at least 4 letters or digits.' }),
});
export type InsidersRegisterInput = z.input<typeof insidersRegisterSchema>;

/**
 * The same answer whether or not the address was already registered, so the call cannot be used
 * to learn who is (ASVS 6.3.8).
 */
export const insidersRegisterAnswerSchema = z.object({ received: z.literal(true) });
export type InsidersRegisterAnswer = z.infer<typeof insidersRegisterAnswerSchema>;

/** POST /v2/support/insiders/unregister: the e-mail and the box ID registered with it. */
export const insidersUnregisterSchema = z.object({
  email,
  boxId: boxId.min(4, { error: 'Enter your box ID: at least 4 letters or digits.' }),
});
export type InsidersUnregisterInput = z.input<typeof insidersUnregisterSchema>;

export const insidersUnregisterAnswerSchema = z.object({ removed: z.boolean() });
export type InsidersUnregisterAnswer = z.infer<typeof insidersUnregisterAnswerSchema>;

/** The first message for each field of a failed parse, for showing beside the fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
