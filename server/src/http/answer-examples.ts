import { readFileSync } from 'node:fs';

/**
 * The example answers of /openapi.json are real ones: `npm run docs:api` starts the app on the
 * small demo seed at the test clock's time, sends each operation its example request (as the
 * document states it, the way Swagger UI's "Try it out" sends it) and keeps the success answer,
 * with long lists cut to two items so the document stays small. answer-examples-record.ts records them;
 * openapi-examples.test.ts checks that they validate and that a new recording gives the same.
 */
export const ANSWER_EXAMPLES_FILE = new URL('./openapi-answer-examples.json', import.meta.url);

/** By `METHOD /path`: the success status, its media type and the recorded body. */
export type AnswerExamples = Record<string, { status: number; type: string; example: unknown }>;

export function loadAnswerExamples(): AnswerExamples {
  return JSON.parse(readFileSync(ANSWER_EXAMPLES_FILE, 'utf8')) as AnswerExamples;
}
