import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_LIMIT_PER_HOUR,
  TRAFFIC_LIMIT_REASON,
  answers,
  contactAnswerSchema,
  contactEnquirySchema,
  insidersRegisterAnswerSchema,
  insidersRegisterSchema,
  insidersUnregisterAnswerSchema,
  insidersUnregisterSchema,
  newsSignupAnswerSchema,
  newsSignupSchema,
  newsUnsubscribeAnswerSchema,
  newsUnsubscribeSchema,
} from '@app/domain';
import { z } from 'zod';
import { AppError } from '#app/errors.ts';
import type { WindowCounter } from '#app/http/traffic-limiter.ts';
import type { SupportService } from './service.ts';

/**
 * Contact-us and insiders calls (marketing spec §2.3; the spec leaves the calls open, so the
 * paths are ours). No session needed; an enquiry from a session is filed under its household.
 */
export async function supportModule(
  parent: FastifyInstance,
  deps: { support: SupportService; counter: WindowCounter; now: () => number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  /** Enquiries are people writing to people: a few an hour per client is plenty. */
  async function limitEnquiries(ip: string) {
    let hit: { count: number; resetAt: number };
    try {
      hit = await deps.counter.hit(`contact:${ip}`, deps.now());
    } catch {
      return; // as the global limiter: a counter that cannot count lets requests through
    }
    if (hit.count > CONTACT_LIMIT_PER_HOUR) {
      const retryAfterSeconds = Math.max(1, Math.ceil((hit.resetAt - deps.now()) / 1000));
      throw new AppError(
        'ERR_RATE_LIMITED',
        'You have sent several messages in the last hour. Please try again later.',
        { reason: TRAFFIC_LIMIT_REASON, extra: { retryAfterSeconds } },
      );
    }
  }

  const contact = { body: contactEnquirySchema, response: answers(contactAnswerSchema) };
  app.post('/v2/support/contact', { schema: contact }, async (request) => {
    await limitEnquiries(request.client);
    const session = await request.currentSession();
    return deps.support.contact(request.body, session?.householdId ?? null);
  });
  app.post(
    '/v2/support/news',
    { schema: { body: newsSignupSchema, response: answers(newsSignupAnswerSchema) } },
    async (request) => {
      // Sign-ups send mail to the address given: limited like enquiries, so the form cannot be
      // used to flood someone's inbox.
      await limitEnquiries(request.client);
      return deps.support.signUp(request.body);
    },
  );
  // The link in the mail leads to the web page /unsubscribe, which posts the token here; mail
  // programs' one-click unsubscribe (RFC 8058) posts here with the token in the query, and
  // without our X-Capabilities header: the token is the credential (issue 32.8).
  app.post(
    '/v2/support/news/unsubscribe',
    {
      config: { crossSitePost: true },
      schema: {
        body: newsUnsubscribeSchema.partial().loose(),
        querystring: z.object({ token: z.string().optional() }),
        response: answers(newsUnsubscribeAnswerSchema),
      },
    },
    async (request) => {
      const parsed = newsUnsubscribeSchema.safeParse({
        token: request.body.token ?? request.query.token,
      });
      if (!parsed.success) {
        throw new AppError('ERR_VALIDATION', parsed.error.issues[0]!.message);
      }
      return deps.support.unsubscribe(parsed.data.token);
    },
  );
  app.post(
    '/v2/support/insiders',
    { schema: { body: insidersRegisterSchema, response: answers(insidersRegisterAnswerSchema) } },
    async (request) => deps.support.registerInsider(request.body),
  );
  app.post(
    '/v2/support/insiders/unregister',
    {
      schema: { body: insidersUnregisterSchema, response: answers(insidersUnregisterAnswerSchema) },
    },
    async (request) => deps.support.unregisterInsider(request.body),
  );
}
