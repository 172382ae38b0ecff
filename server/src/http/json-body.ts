import type { FastifyInstance } from 'fastify';
import { AppError } from '#app/errors.ts';

/**
 * The deepest JSON body taken. Our calls' bodies are flat forms or an array of flat events; a
 * body nested thousands of levels deep is an attack on whatever walks it recursively (the
 * response cache's key builder overflowed the stack on 100,000 levels: issue 32 item 6).
 */
export const MAX_JSON_DEPTH = 32;

/** How deep the text's arrays and objects nest, counted without parsing it (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused), after a depth check:
 * a body nested deeper than MAX_JSON_DEPTH is a 400 with one log line, never a 500.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError('ERR_VALIDATION', 'The request body is nested too deeply.'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
