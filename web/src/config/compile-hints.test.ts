import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_ON_LOAD, compileHintFor } from './compile-hints.ts';

describe('compileHintFor', () => {
  it('asks for the framework and the app’s own chunks to be compiled as they load', () => {
    expect(
      compileHintFor([
        '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/app/node_modules/react-router/dist/production/index.mjs',
      ]),
    ).toBe(COMPILE_ALL_ON_LOAD);
    expect(compileHintFor(['/app/web/src/features/details/components/movie-details.tsx'])).toBe(
      COMPILE_ALL_ON_LOAD,
    );
  });

  it('leaves a chunk holding hls.js or zod to compile what it calls', () => {
    expect(compileHintFor(['/app/node_modules/hls.js/dist/hls.mjs'])).toBe('');
    expect(
      compileHintFor([
        '/app/domain/src/forms/contact.ts',
        'C:\\app\\node_modules\\zod\\v4\\classic\\schemas.js',
      ]),
    ).toBe('');
  });

  it('is the comment V8 reads', () => {
    expect(COMPILE_ALL_ON_LOAD).toBe('//# allFunctionsCalledOnLoad');
  });
});
