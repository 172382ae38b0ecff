import { useMutation } from '@tanstack/react-query';
import type {
  ContactAnswer,
  ContactEnquiryInput,
  InsidersRegisterAnswer,
  InsidersRegisterInput,
  InsidersUnregisterAnswer,
  InsidersUnregisterInput,
} from '@app/domain';
import { apiPost, isApiError } from '#app/api/client.ts';

/** POST /v2/support/contact (docs/api.md): a contact-us enquiry. */
export async function sendEnquiry(enquiry: ContactEnquiryInput): Promise<ContactAnswer> {
  const { received, reference } = await apiPost<ContactAnswer>('/v2/support/contact', {
    ...enquiry,
  });
  return { received, reference };
}

export function useSendEnquiry() {
  return useMutation({
    mutationFn: sendEnquiry,
    // The spec's customer-feedback failure log: the enquiry and 'status - statusText' (§2.3).
    onError: (error, enquiry) => console.error('Enquiry not sent', enquiry, failureText(error)),
  });
}

/**
 * POST /v2/support/insiders: joins the insiders programme. A repeat gets the same answer as the
 * first registration (the server does not tell who is registered).
 */
export async function registerInsider(
  input: InsidersRegisterInput,
): Promise<InsidersRegisterAnswer> {
  const { received } = await apiPost<InsidersRegisterAnswer>('/v2/support/insiders', {
    ...input,
  });
  return { received };
}

export function useRegisterInsider() {
  return useMutation({ mutationFn: registerInsider });
}

/** POST /v2/support/insiders/unregister: leaves the programme. */
export async function unregisterInsider(
  input: InsidersUnregisterInput,
): Promise<InsidersUnregisterAnswer> {
  const { received } = await apiPost<InsidersUnregisterAnswer>('/v2/support/insiders/unregister', {
    ...input,
  });
  return { received };
}

export function useUnregisterInsider() {
  return useMutation({ mutationFn: unregisterInsider });
}

const STATUS_TEXT: Record<number, string> = {
  0: 'No response',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** 'status - statusText' of a failed call (the API client keeps the status, not its text). */
export function failureText(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  return `${status} - ${STATUS_TEXT[status] ?? 'Error'}`;
}
