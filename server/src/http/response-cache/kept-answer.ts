import type { EncodedForms } from './encoded-forms.ts';

/**
 * A household's own answer kept by its module (the account check's, keyed by the household's
 * version): its bytes and each compressed form, made once on first demand, sent as a hit is.
 */
export interface KeptAnswer {
  raw: Buffer;
  contentType: string;
  encoded: EncodedForms;
}

export function keptAnswer(payload: string, contentType: string): KeptAnswer {
  return { raw: Buffer.from(payload), contentType, encoded: {} };
}

/** Bytes a kept answer may come to hold: its raw form, and room for its compressed forms. */
export function keptAnswerBytes(kept: KeptAnswer): number {
  return kept.raw.length * 2;
}
