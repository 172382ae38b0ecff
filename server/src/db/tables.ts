import type { Generated } from 'kysely';

/**
 * Table types. Conventions shared by SQLite and PostgreSQL:
 * - times are epoch milliseconds in `*_at` columns (bigint);
 * - booleans are integers 0/1 (`Flag`), so the same queries run on both engines;
 * - lists and small objects are JSON text in columns named `*_json`;
 * - money is integer cents.
 */
export type Flag = 0 | 1;
type Id = Generated<number>;

export interface IspTable {
  id: number;
  name: string;
  purchase_disabled: Flag;
}

export type HouseholdStatus = 'ACTIVE' | 'SUSPENDED' | 'DISABLED';
export type PaymentStatus = 'OK' | 'DECLINED';

export interface HouseholdTable {
  id: string;
  activation_code: string;
  isp_id: number;
  status: HouseholdStatus;
  /** The anonymous household used when no activation code is given (account spec §4). */
  is_default: Flag;
  pin_hash: string | null;
  pin_failed_attempts: number;
  /** When the current 15-minute window of PIN failures began. */
  pin_failures_since: number | null;
  pin_locked_until: number | null;
  free_vod_count: number;
  free_episode_count: number;
  privacy: Flag;
  gen2_only: Flag;
  payment_status: PaymentStatus;
  email: string | null;
  password_hash: string | null;
  release_tags_json: string;
  created_at: number;
  /** The highest classification shown to this household ('G' … 'R18+'); null: off (issue 18). */
  parental_limit: string | null;
}

export type TerminalType = 'STB' | 'STANDALONE' | 'MOBILE';
export type ActivationStatus = 'ACTIVATED' | 'NOT_ACTIVATED';

export interface TerminalTable {
  id: Id;
  household_id: string;
  type: TerminalType;
  activation_status: ActivationStatus;
  serial: string | null;
  mac: string | null;
  is_valid: Flag;
}

export interface SessionTable {
  /** SHA-256 of the auth token; the token itself is never stored. */
  token_hash: string;
  household_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  pin_verified_at: number | null;
}

export type PlanKind =
  'skinny' | 'ultimate' | 'mobile_ultimate' | 'movie_box' | 'event' | 'deprecated' | 'premium';

export interface PlanTable {
  id: number;
  name: string;
  description: string;
  kind: PlanKind;
  display_price: number;
  display_price_tax_inclusive: Flag;
  subset_of: number | null;
  visible: Flag;
  visible_epg: Flag;
  unsubscribable: Flag;
  upgrade_plan_id: number | null;
  trial_days: number;
  sort_order: number;
}

export interface SubscriptionTable {
  household_id: string;
  plan_id: number;
  started_at: number;
  anniversary_at: number;
  expiry_at: number | null;
  trial_ends_at: number | null;
}

export type ContentClass = 'movie' | 'tv';

export interface GenreTable {
  id: number;
  name: string;
  content_class: ContentClass;
  hide_from_view: Flag;
  sort_order: number;
}

export interface ProviderTable {
  id: number;
  name: string;
}

export interface PersonTable {
  id: number;
  name: string;
  /** Lower-cased, accents folded: what search and cast look-ups compare. */
  name_folded: string;
}

export type SubType = 'movie' | 'series' | 'season' | 'episode';

export interface TitleTable {
  id: number;
  sub_type: SubType;
  content_class: ContentClass;
  title: string;
  /** Lower-cased, accents folded, leading article dropped: the title sort key. */
  sort_title: string;
  parent_id: number | null;
  root_parent_id: number | null;
  season_number: number | null;
  episode_number: number | null;
  episode_count: number | null;
  duration: number;
  synopsis: string;
  rating: number;
  year_production: number | null;
  provider_id: number | null;
  primary_genre_id: number | null;
  warning_codes_json: string;
  flags: number;
  available_from: number | null;
  available_to: number | null;
  base_id: number | null;
  trailer_path: string | null;
  critics_score: number | null;
  audience_score: number | null;
  ratings_count: number;
  consensus: string | null;
  alternate_link: string | null;
  tile_background: string | null;
  tile_text: string | null;
  screening_room_title_id: number | null;
  /** 0: the title has no price rules (cannot be bought); 1: its rules are in price_rules (none = free). */
  has_price_rules: Flag;
  mobile_playable: Flag;
  popularity: number;
  added_at: number;
}

export interface TitleGenreTable {
  title_id: number;
  genre_id: number;
  position: number;
}

/** Imported pictures of a title (docs/catalogue-import.md); stills keep their order. */
export type ArtworkKind = 'poster' | 'backdrop' | 'still';
/** Formats an original may have; variants are made as AVIF, WebP or JPEG. */
export type OriginalFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface TitleArtworkTable {
  title_id: number;
  kind: ArtworkKind;
  /** 0 for a poster or backdrop; a still's place in the list. */
  position: number;
  /** The original's SHA-256 (hex): its key in the artwork store. */
  sha256: string;
  format: OriginalFormat;
  width: number;
  height: number;
}

export type CreditRole = 'director' | 'cast';

export interface TitlePersonTable {
  title_id: number;
  person_id: number;
  role: CreditRole;
  position: number;
}

export interface PriceRuleTable {
  id: number;
  title_id: number;
  price: number;
  content_format: 'sd' | 'hd';
  /** Seconds for a rental; -1 to buy. */
  duration: number;
  download_duration: number;
}

export interface ReviewTable {
  id: Id;
  title_id: number;
  source: 'critic' | 'audience';
  author: string;
  publication: string | null;
  score: number | null;
  text: string;
}

export interface PlanTitleTable {
  plan_id: number;
  title_id: number;
}

export type EntitlementState = 'ACTIVATED' | 'PURCHASED' | 'PENDING' | 'EXPIRED';

export interface EntitlementTable {
  id: Id;
  household_id: string;
  title_id: number;
  /** The entitlement this one belongs to: a season purchase entitles its episodes as children. */
  parent_entitlement_id: number | null;
  state: EntitlementState;
  price_rule_id: number | null;
  purchase_id: number | null;
  created_at: number;
  expires_at: number | null;
  download_expires_at: number | null;
  first_played_at: number | null;
}

export interface PurchaseTable {
  id: Id;
  household_id: string;
  title_id: number;
  price_rule_id: number | null;
  content_format: 'sd' | 'hd';
  duration: number;
  free_vod: Flag;
  price: number;
  status: 'COMPLETED' | 'DECLINED';
  idempotency_key: string | null;
  created_at: number;
}

export type LedgerKind = 'PURCHASE' | 'SUBSCRIPTION' | 'ACTIVATION_FEE' | 'REFUND';

/** The household's billing account: every charge is one row, amount in cents. */
export interface LedgerEntryTable {
  id: Id;
  household_id: string;
  kind: LedgerKind;
  amount: number;
  description: string;
  /** What the charge is for (purchase id, plan id and period): unique per household and kind. */
  reference: string;
  created_at: number;
}

export interface CreditMovementTable {
  id: Id;
  household_id: string;
  kind: 'VOD' | 'EPISODE';
  delta: number;
  reason: string;
  reference: string | null;
  created_at: number;
}

export interface WishlistItemTable {
  household_id: string;
  label: string;
  title_id: number;
  created_at: number;
}

export interface RegionTable {
  id: number;
  state: string;
  name: string;
}

export interface ChannelTable {
  id: number;
  epg_id: string;
  name: string;
  number: number;
  is_virtual: Flag;
  colour: string;
  sources_json: string;
  popular_blacklisted: Flag;
  closed_captions: Flag;
}

export interface ChannelRegionTable {
  channel_id: number;
  region_id: number;
}

export interface ChannelPlanTable {
  channel_id: number;
  plan_id: number;
  position: number;
}

export interface ProgramSynopsisTable {
  id: number;
  text: string;
}

export interface ProgramTable {
  id: number;
  channel_id: number;
  /** Identifies the show across airings. */
  program_id: string;
  title: string;
  start_at: number;
  end_at: number;
  synopsis_id: number | null;
  rating: number;
  sound: string;
  caption: Flag;
  definition: 'SD' | 'HD';
  widescreen: Flag;
  series_no: number | null;
  episode_no: number | null;
  episode_title: string | null;
  popularity: number;
}

export interface VirtualScheduleItemTable {
  id: number;
  channel_id: number;
  start_at: number;
  end_at: number;
  name: string;
  season_number: number | null;
  episode_number: number | null;
  title_id: number | null;
}

/** A single-use sign-in hand-over code (account spec §2 auth_cookie); valid for minutes. */
export interface HandoverCodeTable {
  code_hash: string;
  household_id: string;
  created_at: number;
  expires_at: number;
  /** When the session that made the code signed in: the new session ends when that one does. */
  session_created_at: number | null;
}

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

export interface BundleAccountTable {
  household_id: string;
  activation_token: string;
  activated_at: number | null;
  billing_hold: Flag;
}

export interface EditorialItemTable {
  id: number;
  title: string;
  kind: string;
  link: string | null;
  colour: string;
}

/** The first answer to a request with an idempotency key, replayed to any retry of it. */
export interface IdempotencyKeyTable {
  household_id: string;
  key: string;
  /** Hash of what was asked: the same key with other parameters is refused. */
  request_hash: string;
  status_code: number;
  response_json: string;
  created_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  isps: IspTable;
  households: HouseholdTable;
  terminals: TerminalTable;
  sessions: SessionTable;
  plans: PlanTable;
  subscriptions: SubscriptionTable;
  genres: GenreTable;
  providers: ProviderTable;
  people: PersonTable;
  titles: TitleTable;
  title_genres: TitleGenreTable;
  title_people: TitlePersonTable;
  title_artwork: TitleArtworkTable;
  price_rules: PriceRuleTable;
  reviews: ReviewTable;
  plan_titles: PlanTitleTable;
  entitlements: EntitlementTable;
  purchases: PurchaseTable;
  ledger_entries: LedgerEntryTable;
  credit_movements: CreditMovementTable;
  wishlist_items: WishlistItemTable;
  regions: RegionTable;
  channels: ChannelTable;
  channel_regions: ChannelRegionTable;
  channel_plans: ChannelPlanTable;
  program_synopses: ProgramSynopsisTable;
  programs: ProgramTable;
  virtual_schedule_items: VirtualScheduleItemTable;
  events: EventTable;
  handover_codes: HandoverCodeTable;
  support_enquiries: SupportEnquiryTable;
  insiders_registrations: InsidersRegistrationTable;
  news_signups: NewsSignupTable;
  bundle_accounts: BundleAccountTable;
  editorial_items: EditorialItemTable;
  idempotency_keys: IdempotencyKeyTable;
  app_meta: AppMetaTable;
}
