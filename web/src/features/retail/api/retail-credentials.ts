import { queryOptions } from '@tanstack/react-query';
import type { RetailCredentialsAnswer } from '@app/domain';
import { apiGet, apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** GET /v3/retail/credentials: the household's logon e-mail, null without one. */
export const retailCredentialsQuery = () =>
  queryOptions({
    queryKey: queryKeys.retailCredentials,
    queryFn: async ({ signal }) => {
      const { email } = await apiGet<RetailCredentialsAnswer>(
        '/v3/retail/credentials',
        {},
        { signal },
      );
      return { email };
    },
  });

/** POST /v3/retail/credentials, after the PIN was proven (the check-PIN dialog). */
export async function saveRetailCredentials(input: {
  email: string;
  password: string;
}): Promise<RetailCredentialsAnswer> {
  const { email } = await apiPost<RetailCredentialsAnswer>('/v3/retail/credentials', input);
  return { email };
}
