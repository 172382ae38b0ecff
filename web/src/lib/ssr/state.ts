import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { ScreenClass } from '@app/domain';

/** The id of the JSON data block the server renderer writes after #root (entry-server.tsx). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What the server hands the browser to hydrate with: the query cache, the router's data, and the
 * brand and screen class the page was drawn for.
 */
export interface SsrState {
  queries: DehydratedState;
  router: HydrationState;
  /** The brand of the request's host or `?brand=` (app/brand.ts). */
  brand?: string;
  screen?: ScreenClass;
}

/**
 * Whether the browser may hydrate the server's HTML: only when it was drawn for the brand the tab
 * shows. A tab keeps a brand it was opened with (`?brand=`) over the host's, which the server
 * cannot know, and hydrating another brand's words and logo would be a mismatch: the page is then
 * rendered afresh instead.
 */
export function hydratesAs(state: SsrState | null, brand: string): boolean {
  return state !== null && state.brand === brand;
}

/** The state of a server-rendered page, or null for a page the server did not render. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Query data as JSON can carry it: the guide keeps programmes in Maps and Sets, which JSON would
 * turn into `{}`. They travel as tagged arrays and come back as what they were.
 */
export function toTransferable(value: unknown): unknown {
  if (value instanceof Map) {
    return { $map: [...value].map(([k, v]) => [toTransferable(k), toTransferable(v)]) };
  }
  if (value instanceof Set) return { $set: [...value].map(toTransferable) };
  if (Array.isArray(value)) return value.map(toTransferable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toTransferable(v)]));
  }
  return value;
}

export function fromTransferable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromTransferable);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && Array.isArray(record.$map)) {
      return new Map(
        (record.$map as [unknown, unknown][]).map(([k, v]) => [
          fromTransferable(k),
          fromTransferable(v),
        ]),
      );
    }
    if (keys.length === 1 && Array.isArray(record.$set)) {
      return new Set((record.$set as unknown[]).map(fromTransferable));
    }
    return Object.fromEntries(keys.map((k) => [k, fromTransferable(record[k])]));
  }
  return value;
}
