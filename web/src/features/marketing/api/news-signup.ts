import { useMutation } from '@tanstack/react-query';
import type {
  NewsSignupAnswer,
  NewsSignupInput,
  NewsUnsubscribeAnswer,
  NewsUnsubscribeInput,
} from '@app/domain';
import { apiPost } from '#app/api/client.ts';

/** POST /v2/support/news (docs/api.md): a news or research sign-up, confirmed by mail. */
export async function signUpForNews(input: NewsSignupInput): Promise<NewsSignupAnswer> {
  const { subscribed } = await apiPost<NewsSignupAnswer>('/v2/support/news', { ...input });
  return { subscribed };
}

export function useNewsSignup() {
  return useMutation({ mutationFn: signUpForNews });
}

/** POST /v2/support/news/unsubscribe: the token of the confirmation mail's link. */
export async function unsubscribeFromNews(
  input: NewsUnsubscribeInput,
): Promise<NewsUnsubscribeAnswer> {
  const { unsubscribed } = await apiPost<NewsUnsubscribeAnswer>('/v2/support/news/unsubscribe', {
    ...input,
  });
  return { unsubscribed };
}

export function useNewsUnsubscribe() {
  return useMutation({ mutationFn: unsubscribeFromNews });
}
