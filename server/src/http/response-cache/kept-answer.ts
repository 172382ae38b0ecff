import { stampSiteOf, type StampSite } from '#app/http/stamped-answer.ts';
import type { EncodedForms } from './encoded-forms.ts';

/**
 * A household's own answer kept by its module (the account check's, keyed by the household's
 * version): its bytes, where its timestamp is, and each compressed form, made once on first
 * demand, sent as a hit is.
 */
export interface KeptAnswer {
  raw: Buffer;
  stamp: StampSite | null;
  contentType: string;
  encoded: EncodedForms;
}

export function keptAnswer(payload: string, contentType: string): KeptAnswer {
  const raw = Buffer.from(payload);
  return { raw, stamp: stampSiteOf(raw), contentType, encoded: {} };
}

/** Bytes a kept answer may come to hold: its raw form, and room for its compressed forms. */
export function keptAnswerBytes(kept: KeptAnswer): number {
  return kept.raw.length * 2;
}
