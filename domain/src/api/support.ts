import { z } from 'zod';
import {
  CONTACT_FORM_IDS,
  CONTACT_TOPICS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  HONEYPOT_FIELD,
} from '../support-forms.ts';

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

/**
 * The answer to an enquiry: its reference, quoted back in the support mail. A bot's (honeypot)
 * enquiry gets a reference too, so it cannot tell it was dropped.
 */
export const contactAnswerSchema = z.object({ received: z.literal(true), reference: z.string() });
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

/**
 * The same answer whether or not that e-mail and box ID were registered, so the call does not
 * tell who is (issue 32.8).
 */
export const insidersUnregisterAnswerSchema = z.object({ received: z.literal(true) });
export type InsidersUnregisterAnswer = z.infer<typeof insidersUnregisterAnswerSchema>;

/** The pages a visitor can sign up on: the news opt-in on /welcome and the research panel. */
export const SIGNUP_SOURCES = ['welcome', 'research'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

/**
 * POST /v2/support/news: a sign-up for news (from /welcome) or customer research (from
 * /research). Sending the form is the consent; the server stores when it arrived.
 */
export const newsSignupSchema = z.object({
  email,
  source: z.enum(SIGNUP_SOURCES, { error: 'Sign up from the welcome or research page.' }),
  name: z
    .string()
    .trim()
    .max(100, { error: 'Your name can be at most 100 characters.' })
    .optional()
    .default(''),
});
export type NewsSignupInput = z.input<typeof newsSignupSchema>;
export type NewsSignup = z.output<typeof newsSignupSchema>;

/**
 * A repeat sign-up of a subscribed address changes nothing, sends no second mail and gets the
 * same answer, so the call does not tell who is subscribed (as insiders registration).
 */
export const newsSignupAnswerSchema = z.object({ subscribed: z.literal(true) });
export type NewsSignupAnswer = z.infer<typeof newsSignupAnswerSchema>;

/** POST /v2/support/news/unsubscribe: the token from the confirmation mail's link. */
export const newsUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'The unsubscribe link is incomplete.' }),
});
export type NewsUnsubscribeInput = z.input<typeof newsUnsubscribeSchema>;

export const newsUnsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true) });
export type NewsUnsubscribeAnswer = z.infer<typeof newsUnsubscribeAnswerSchema>;

/** The first message for each field of a failed parse, for showing beside the fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
