/**
 * What the build hands every `import … from 'react'` (web/vite.config.ts, decision 0038): Preact's
 * React compatibility layer, plus the one React 19 hook it lacks that React Router calls. Plain
 * JavaScript, as Preact's compat types cannot be re-exported from TypeScript.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's provider asks for an optimistic copy of its state, and only sets it when it is
 * given `useTransitions` (which this app never passes): the state as it is serves.
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
