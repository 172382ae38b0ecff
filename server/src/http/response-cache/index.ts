/**
 * The response cache: answers of public read calls kept as bytes (store.ts), looked up and sent
 * in the answer pipeline (pipeline.ts) with the headers of headers.ts, in the forms of
 * encoded-forms.ts; drops reach every instance over the message bus. Decision 0049.
 */
export { bytesToSend, COMPRESS_THRESHOLD, encodingFor } from './encoded-forms.ts';
export type { Encoding, EncodedForms } from './encoded-forms.ts';
export {
  etagMatches,
  PRIVATE_CACHE_CONTROL,
  PRIVATE_HEADERS,
  PUBLIC_CACHE_CONTROL,
} from './headers.ts';
export { keptAnswer, keptAnswerBytes } from './kept-answer.ts';
export type { KeptAnswer } from './kept-answer.ts';
export { registerResponseCache } from './pipeline.ts';
export type { ResponseCache, ResponseCacheRouteConfig } from './pipeline.ts';
export { createResponseCache } from './store.ts';
export type { CacheScope, ResponseCacheStore, ScopeHooks, VariantOf } from './store.ts';
