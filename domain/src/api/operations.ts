import { ACCOUNT_OPERATIONS } from './operations-account.ts';
import type { OperationTable } from './operation-facts.ts';
import { SITE_OPERATIONS } from './operations-site.ts';
import { STORE_OPERATIONS } from './operations-store.ts';

export * from './operation-facts.ts';

/**
 * Every call of the published contract, keyed by `METHOD /path` as the document writes the path
 * (`{id}`); one table per area (operation-facts.ts says what each entry holds).
 */
export const API_OPERATIONS: OperationTable = {
  ...SITE_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...STORE_OPERATIONS,
};
