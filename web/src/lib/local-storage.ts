/**
 * Local storage for the app's UI flags (account spec §9). Storage can be missing or refuse
 * writes (private browsing, quota): then nothing is remembered, nothing breaks.
 */

/** The stored value, or null when there is none or storage cannot be read. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key for null; a refused write is not remembered. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // not remembered
  }
}
