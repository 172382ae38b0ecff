import { z } from 'zod';
import { LIMIT_CODES } from '../parental-controls.ts';

/** POST /v2/subscriber/parental_controls: the new limit, or off (needs a PIN proven first). */
export const parentalControlsBodySchema = z.object({
  limit: z.enum([...LIMIT_CODES, 'off']),
});
export type ParentalControlsBody = z.infer<typeof parentalControlsBodySchema>;

export const parentalControlsAnswerSchema = z.object({
  parental_limit: z.enum(LIMIT_CODES).nullable(),
});
export type ParentalControlsAnswer = z.infer<typeof parentalControlsAnswerSchema>;
