import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  fakeApi,
  fakeSessionServer,
  noSession,
  type FakeHousehold,
} from '#app/test/session-fixtures.ts';

type Handlers = Parameters<typeof fakeApi>[0];

/** The API as `handlers` answer it, with no session unless they keep one, as the page's fetch. */
export function serve(handlers: Handlers) {
  const api = fakeApi({ '/v2/subscriber/authenticate_with_cookie': noSession, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

export const CUSTOMER: FakeHousehold = { code: 'CUST0001', pin: '1234' };

/** The sign-in calls over demo-like households, keeping the session as the server would. */
export function serveHouseholds(...households: FakeHousehold[]) {
  return serve(fakeSessionServer(households).handlers);
}

export async function submitCode(user: UserEvent, code: string) {
  const field = await screen.findByLabelText('Activation code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Each test starts with no remembered code, and gets the real fetch back after it. */
export function freshBrowserEachTest() {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());
}
