import type { Id } from './columns.ts';

/** Playback events and what visitors send: enquiries, newsletter sign-ups, insiders. */
export interface EventTable {
  id: Id;
  household_id: string | null;
  name: string;
  data_json: string;
  received_at: number;
}

/** A contact-us enquiry (marketing spec §2.3); household_id when sent from a session. */
export interface SupportEnquiryTable {
  id: Id;
  form: string;
  name: string;
  email: string;
  phone: string;
  box_id: string;
  topic: string;
  message: string;
  household_id: string | null;
  created_at: number;
  /** Shown to the visitor and quoted in the support mail; null on enquiries from before it. */
  reference: string | null;
}

export interface NewsSignupTable {
  id: Id;
  email: string;
  /** Given on the research form; '' from the news opt-in. */
  name: string;
  /** 'welcome' or 'research': the page the visitor signed up on. */
  source: string;
  consented_at: number;
  unsubscribe_token: string;
  unsubscribed_at: number | null;
}

export interface InsidersRegistrationTable {
  id: Id;
  name: string;
  email: string;
  box_id: string;
  created_at: number;
  unregistered_at: number | null;
}
