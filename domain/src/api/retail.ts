import { z } from 'zod';
import { pinSchema } from './account.ts';
import {
  isPlausibleEmail,
  normaliseRetailEmail,
  RETAIL_EMAIL_MAX_LENGTH,
  RETAIL_PASSWORD_RULES,
  retailPasswordProblem,
} from '../retail.ts';

const emailSchema = z
  .string()
  .max(RETAIL_EMAIL_MAX_LENGTH + 20, { error: 'e-mail address is too long' })
  .refine(isPlausibleEmail, { error: 'Enter an e-mail address like name@example.com.' })
  .transform(normaliseRetailEmail);

/** POST /v3/retail/authenticate. Any password is checked as given: rules apply when it is set. */
export const retailAuthenticateBodySchema = z.object({
  email: z
    .string()
    .max(RETAIL_EMAIL_MAX_LENGTH + 20)
    .transform(normaliseRetailEmail),
  password: z
    .string()
    .min(1)
    .max(RETAIL_PASSWORD_RULES.maxLength * 4),
});
export type RetailAuthenticateBody = z.input<typeof retailAuthenticateBodySchema>;

/** POST /v3/retail/credentials: a new e-mail and password, with the PIN unless proven just now. */
export const retailCredentialsBodySchema = z.object({
  email: emailSchema,
  password: z.string().superRefine((password, ctx) => {
    const problem = retailPasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: RETAIL_PASSWORD_MESSAGES[problem] });
  }),
  pin: pinSchema.optional(),
});
export type RetailCredentialsBody = z.input<typeof retailCredentialsBodySchema>;

export const RETAIL_PASSWORD_MESSAGES = {
  tooShort: `Use at least ${RETAIL_PASSWORD_RULES.minLength} characters.`,
  tooLong: `Use at most ${RETAIL_PASSWORD_RULES.maxLength} characters.`,
  needsLetterAndDigit: 'Use at least one letter and one number.',
  /** Checked by the server against a list of the 10,000 most common passwords. */
  common: 'That password is among the most common ones, so it is easy to guess. Choose another.',
} as const;

/** The answer of GET and POST /v3/retail/credentials. */
export const retailCredentialsAnswerSchema = z.object({ email: z.string().nullable() });
export type RetailCredentialsAnswer = z.infer<typeof retailCredentialsAnswerSchema>;
