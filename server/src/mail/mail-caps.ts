import type { WindowCounter } from '#app/http/traffic-limiter.ts';
import type { Mailer } from './mailer.ts';
import { mailboxOf } from './recipient.ts';

/** A mail the caps held back; the caller logs it as any mail that could not be sent. */
export class MailCapReached extends Error {}

/**
 * Outgoing mail within two caps (issue 32.3), so that no form can be used as a relay: at most
 * `perHour` mails an hour from the whole site, and at most `perRecipientPerDay` a day to one
 * mailbox (counted by `mailboxOf`, so +tags and letter case do not make new recipients). The
 * site's own mailboxes (support) are counted in the hourly cap only. A counter that cannot
 * count lets the mail through, as the traffic limiter does.
 */
export function withMailCaps(
  mailer: Mailer,
  caps: {
    hourly: WindowCounter;
    daily: WindowCounter;
    perHour: number;
    perRecipientPerDay: number;
    ownMailboxes: readonly string[];
    now: () => number;
    onUnavailable: (error: unknown) => void;
  },
): Mailer {
  const own = new Set(caps.ownMailboxes.map(mailboxOf));

  async function within(counter: WindowCounter, key: string, limit: number): Promise<boolean> {
    try {
      return (await counter.hit(key, caps.now())).count <= limit;
    } catch (error) {
      caps.onUnavailable(error);
      return true;
    }
  }

  return {
    async send(message) {
      const mailbox = mailboxOf(message.to);
      if (
        !own.has(mailbox) &&
        !(await within(caps.daily, `mail-day:to:${mailbox}`, caps.perRecipientPerDay))
      ) {
        throw new MailCapReached('the daily cap of mail to this recipient is reached');
      }
      if (!(await within(caps.hourly, 'mail-hour:all', caps.perHour))) {
        throw new MailCapReached('the hourly cap of outgoing mail is reached');
      }
      await mailer.send(message);
    },
  };
}
