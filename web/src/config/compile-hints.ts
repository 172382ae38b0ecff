/**
 * Which chunks of the web build tell Chromium to compile all their functions as they load, read
 * by vite.config.ts. V8 compiles a function the first time it is called, on the main thread,
 * unless its script says that its functions run when it loads (`//# allFunctionsCalledOnLoad`,
 * Chromium 136 and later; other browsers see a plain comment). Then it compiles them while the
 * script streams in, off the main thread (decision 0063).
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Libraries of which a page runs a small part, late: hls.js when a trailer plays, zod when a
 * form is checked. Compiling all of them would cost more than the few functions called.
 */
const COMPILED_WHEN_CALLED = /[\\/]node_modules[\\/](hls\.js|zod)[\\/]/;

/** The comment that heads a chunk of these modules: the hint, or nothing. */
export function compileHintFor(moduleIds: readonly string[]): string {
  return moduleIds.some((id) => COMPILED_WHEN_CALLED.test(id)) ? '' : COMPILE_ALL_ON_LOAD;
}
