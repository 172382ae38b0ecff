import { useState } from 'react';

/**
 * False until `value` is first true, then true for good. A dialog whose code loads when it first
 * opens stays mounted after, so closing it returns focus as a dialog should.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
