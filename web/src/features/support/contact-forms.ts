import type { ContactEnquiryInput, ContactFormId } from '@app/domain';

/** A contact form (marketing spec §3 Contact form); its texts are en.json contact.forms.{id}. */
export interface ContactFormDefinition {
  id: ContactFormId;
  /** Shows the provider list (the isps form). */
  displayIsps: boolean;
  /** Merged into the form's values when it opens. */
  defaultValues: Partial<ContactEnquiryInput>;
}

export const CONTACT_FORMS: readonly ContactFormDefinition[] = [
  { id: 'retail', displayIsps: false, defaultValues: { topic: 'setup' } },
  { id: 'isps', displayIsps: true, defaultValues: { topic: 'hardware' } },
  { id: 'general', displayIsps: false, defaultValues: { topic: 'other' } },
];

/** Partner providers whose customers use the isps form. */
export const PARTNER_PROVIDERS = ['Telstra', 'Optus', 'iiNet', 'Internode', 'Dodo', 'Westnet'];
