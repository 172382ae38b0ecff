import type {
  IspTable,
  HouseholdTable,
  TerminalTable,
  SessionTable,
  HandoverCodeTable,
  BundleAccountTable,
} from './tables/households.ts';
import type {
  PlanTable,
  SubscriptionTable,
  PlanTitleTable,
  EntitlementTable,
  PurchaseTable,
  LedgerEntryTable,
  CreditMovementTable,
  WishlistItemTable,
  IdempotencyKeyTable,
} from './tables/commerce.ts';
import type {
  GenreTable,
  ProviderTable,
  PersonTable,
  TitleTable,
  TitleGenreTable,
  TitleArtworkTable,
  TitlePersonTable,
  PriceRuleTable,
  ReviewTable,
  EditorialItemTable,
  AppMetaTable,
} from './tables/catalogue.ts';
import type {
  RegionTable,
  ChannelTable,
  ChannelRegionTable,
  ChannelPlanTable,
  ProgramSynopsisTable,
  ProgramTable,
  VirtualScheduleItemTable,
} from './tables/guide.ts';
import type {
  EventTable,
  SupportEnquiryTable,
  NewsSignupTable,
  InsidersRegistrationTable,
} from './tables/support.ts';

/** Table types, one file per area under tables/ (the conventions: tables/columns.ts). */
export type { Flag } from './tables/columns.ts';
export type * from './tables/households.ts';
export type * from './tables/commerce.ts';
export type * from './tables/catalogue.ts';
export type * from './tables/guide.ts';
export type * from './tables/support.ts';

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
