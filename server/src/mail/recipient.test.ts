import { describe, expect, it } from 'vitest';
import { mailboxOf } from './recipient.ts';

describe('mailboxOf', () => {
  it('counts +tagged addresses and any letter case as the one mailbox', () => {
    expect(mailboxOf('Pat+Win1@Example.COM')).toBe('pat@example.com');
    expect(mailboxOf('pat+a+b@example.com')).toBe('pat@example.com');
    expect(mailboxOf(' pat@example.com ')).toBe('pat@example.com');
  });

  it('keeps dots and other mailboxes apart', () => {
    expect(mailboxOf('p.at@example.com')).not.toBe(mailboxOf('pat@example.com'));
    expect(mailboxOf('pat@example.org')).not.toBe(mailboxOf('pat@example.com'));
  });

  it('keeps a local part that is only a tag as it is', () => {
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
  });
});
