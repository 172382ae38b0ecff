import { describe, expect, it } from 'vitest';
import { contactEnquirySchema, fieldErrors, insidersRegisterSchema } from './support.ts';

const valid = {
  form: 'isps',
  name: ' Alex ',
  email: ' alex@example.com ',
  topic: 'setup',
  message: 'The box shows a red light.',
};

describe('contact enquiry schema', () => {
  it('trims fields and fills the optional ones', () => {
    const parsed = contactEnquirySchema.parse(valid);
    expect(parsed).toMatchObject({ name: 'Alex', email: 'alex@example.com', phone: '', boxId: '' });
    expect(parsed.website).toBe('');
  });

  it.each([
    ['0400 123 456', true],
    ['+61 2 9999 9999', true],
    ['(02) 9999-9999', true],
    ['1234567', false],
    ['0400 12a 456', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(contactEnquirySchema.safeParse({ ...valid, phone }).success).toBe(ok);
  });

  it('names the first problem of each field', () => {
    const result = contactEnquirySchema.safeParse({ ...valid, email: 'x@', name: '', message: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
      message: 'Tell us a little more: at least 10 characters.',
    });
  });
});

describe('insiders registration schema', () => {
  it('needs a box ID of at least 4 characters', () => {
    const result = insidersRegisterSchema.safeParse({ name: 'A', email: 'a@b.co', boxId: 'AB' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toHaveProperty('boxId');
  });
});
