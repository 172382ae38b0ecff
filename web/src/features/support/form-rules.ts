/**
 * The support forms' rules, domain's zod schemas: 24 KB of script that no page needs until a
 * visitor starts on a form, so it is a chunk of its own (issue 23: a first load of ≤ 100 KB).
 * Load it with `loadFormRules` (load-form-rules.ts), never import it.
 */
export {
  contactEnquirySchema,
  fieldErrors,
  insidersRegisterSchema,
  insidersUnregisterSchema,
} from '@app/domain';
