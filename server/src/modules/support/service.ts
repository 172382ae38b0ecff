import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ContactAnswer,
  ContactEnquiry,
  InsidersRegisterAnswer,
  InsidersUnregisterAnswer,
  NewsSignup,
  NewsSignupAnswer,
  NewsUnsubscribeAnswer,
} from '@app/domain';
import { AppError } from '#app/errors.ts';
import type { Clock } from '#app/clock.ts';
import type { Database } from '#app/db/tables.ts';
import type { Mailer } from '#app/mail/mailer.ts';
import { createSupportRepo } from './repo.ts';

/** Letters and digits a person reads out on the phone without confusion (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An enquiry's reference, e.g. 'HT-7KQ2-M9XD': random, so one cannot guess another's. */
export function newEnquiryReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const block = () => Array.from({ length: 4 }, pick).join('');
  return `HT-${block()}-${block()}`;
}

export interface SupportMailSettings {
  mailer: Mailer;
  /** The site's origin for links in mail (PUBLIC_ORIGIN), never the request's Host header. */
  siteOrigin: string;
  supportMailbox: string;
  /** A mail that cannot be sent is logged; what was stored stays stored. */
  onMailError: (error: unknown, what: string) => void;
}

/** Contact-us enquiries, news sign-ups and the insiders (beta) programme (marketing spec §2.3). */
export function createSupportService(
  deps: { db: Kysely<Database>; clock: Clock } & SupportMailSettings,
) {
  const repo = createSupportRepo(deps.db);

  async function send(what: string, message: Parameters<Mailer['send']>[0]) {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      deps.onMailError(error, what);
    }
  }

  return {
    /**
     * Stores an enquiry with its reference, filed under the session's household when there is
     * one, and sends it to the support mailbox. A filled honeypot is a bot: answered as a
     * success, stored and sent nowhere.
     */
    async contact(enquiry: ContactEnquiry, householdId: string | null): Promise<ContactAnswer> {
      const reference = newEnquiryReference();
      if (enquiry.website.trim() !== '') return { received: true, reference };
      const createdAt = deps.clock.now();
      await repo.addEnquiry({
        form: enquiry.form,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        box_id: enquiry.boxId,
        topic: enquiry.topic,
        message: enquiry.message,
        household_id: householdId,
        created_at: createdAt,
        reference,
      });
      await send('support enquiry', {
        to: deps.supportMailbox,
        replyTo: enquiry.email,
        subject: `[${reference}] ${enquiry.topic} enquiry (${enquiry.form})`,
        text: [
          `Reference: ${reference}`,
          `Received: ${new Date(createdAt).toISOString()}`,
          `Form: ${enquiry.form}`,
          `Topic: ${enquiry.topic}`,
          `Name: ${enquiry.name}`,
          `E-mail: ${enquiry.email}`,
          `Phone: ${enquiry.phone || '—'}`,
          `Box ID or activation code: ${enquiry.boxId || '—'}`,
          `Signed in: ${householdId ? 'yes' : 'no'}`,
          '',
          enquiry.message,
        ].join('\n'),
      });
      return { received: true, reference };
    },

    /**
     * Stores a news or research sign-up once per address, with the page and the time of consent,
     * and mails a confirmation with an unsubscribe link. A repeat while subscribed changes
     * nothing; signing up again after unsubscribing is a new consent.
     */
    async signUp(input: NewsSignup): Promise<NewsSignupAnswer> {
      const email = input.email.toLowerCase();
      const existing = await repo.signupOf(email);
      if (existing && existing.unsubscribed_at === null) {
        return { subscribed: true };
      }
      const token = randomBytes(18).toString('base64url');
      const row = {
        email,
        name: input.name,
        source: input.source,
        consented_at: deps.clock.now(),
        unsubscribe_token: token,
      };
      const added = existing ? await repo.resubscribe(row) : await repo.addSignup(row);
      // Two sign-ups of one address at the same moment: the other one mails the confirmation.
      if (!added) return { subscribed: true };
      const link = `${deps.siteOrigin}/unsubscribe?token=${token}`;
      const research = input.source === 'research';
      await send('sign-up confirmation', {
        to: email,
        subject: research
          ? 'You have joined the Home TV research panel'
          : 'You are signed up for Home TV news',
        headers: {
          'List-Unsubscribe': `<${deps.siteOrigin}/v2/support/news/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        // The address is not confirmed yet: nothing the visitor typed goes into this mail but
        // the address itself, or the form would relay a stranger's words (issue 32.3).
        text: [
          'Hi,',
          '',
          research
            ? 'Thanks for joining our research panel. We will write when a study suits you.'
            : 'Thanks for signing up. We will send you news about channels, offers and features.',
          '',
          `You signed up on our ${input.source} page. If that was not you, or you change your mind, unsubscribe here:`,
          link,
        ].join('\n'),
      });
      return { subscribed: true };
    },

    /** Ends a sign-up by its link's token; repeating it is harmless. */
    async unsubscribe(token: string): Promise<NewsUnsubscribeAnswer> {
      const found = await repo.unsubscribe(token, deps.clock.now());
      if (!found) {
        throw new AppError('ERR_NOT_FOUND', 'This unsubscribe link is not valid any more.');
      }
      return { unsubscribed: true };
    },

    async registerInsider(input: {
      name: string;
      email: string;
      boxId: string;
    }): Promise<InsidersRegisterAnswer> {
      // A repeat registration changes nothing and is answered as the first one was.
      await repo.register({
        name: input.name,
        email: input.email.toLowerCase(),
        box_id: input.boxId,
        created_at: deps.clock.now(),
      });
      return { received: true };
    },

    async unregisterInsider(input: {
      email: string;
      boxId: string;
    }): Promise<InsidersUnregisterAnswer> {
      // Answered alike whether a registration was removed or none matched (no enumeration).
      await repo.unregister(input.email.toLowerCase(), input.boxId, deps.clock.now());
      return { received: true };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
