import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';

export type PlanRow = Insertable<Database['plans']>;

/** Fixed plan ids: other modules, the web client's tests and the demo households rely on them. */
export const PLAN_IDS = {
  ultimate: 100,
  kids: 101,
  knowledge: 102,
  vibe: 103,
  variety: 104,
  mobileUltimate: 110,
  movieBox: 120,
  eventPack: 130,
  deprecated: 140,
  sportsIronfield: 201,
  sportsSideline: 202,
  italian: 203,
  faith: 204,
  horseRacing: 205,
} as const;

export type PlanKey = keyof typeof PLAN_IDS;

/** /packages/premium-channels/{subPathName} → plan id (marketing spec §2.1). */
export const PREMIUM_CHANNEL_PLAN_SLUGS: Readonly<Record<string, number>> = {
  ultimate: PLAN_IDS.ultimate,
  vibe: PLAN_IDS.vibe,
  knowledge: PLAN_IDS.knowledge,
  variety: PLAN_IDS.variety,
  kids: PLAN_IDS.kids,
};

/** /packages/special-interest/{subPathName} → plan id; the packs behind the slugs are invented. */
export const SPECIAL_INTEREST_PLAN_SLUGS: Readonly<Record<string, number>> = {
  'bein-sports': PLAN_IDS.sportsIronfield,
  espn: PLAN_IDS.sportsSideline,
  italian: PLAN_IDS.italian,
  'tbn-good': PLAN_IDS.faith,
  'horse-country': PLAN_IDS.horseRacing,
};

/** Skinny packs cost $6 each, the Ultimate pack $24.99 with the first month free (marketing spec §9). */
/** "1 channel", "60 channels": a pack's count as its description states it. */
export function channelsPhrase(count: number): string {
  return `${count} ${count === 1 ? 'channel' : 'channels'}`;
}

/**
 * The plans, their descriptions stating each pack's channel count from the line-up
 * (`channelCountOf`), so a description never disagrees with the channels listed under it.
 */
export function planRows(channelCountOf: (planId: number) => number): PlanRow[] {
  const plan = (
    row: Omit<
      PlanRow,
      | 'display_price_tax_inclusive'
      | 'visible'
      | 'visible_epg'
      | 'unsubscribable'
      | 'upgrade_plan_id'
      | 'trial_days'
      | 'subset_of'
    > &
      Partial<PlanRow>,
  ): PlanRow => ({
    display_price_tax_inclusive: 1,
    visible: 1,
    visible_epg: 1,
    unsubscribable: 1,
    upgrade_plan_id: null,
    trial_days: 0,
    subset_of: null,
    ...row,
    description: row.description?.replace('{channels}', channelsPhrase(channelCountOf(row.id!))),
  });
  return [
    plan({
      id: PLAN_IDS.ultimate,
      name: 'Ultimate',
      kind: 'ultimate',
      display_price: 2499,
      trial_days: 30,
      sort_order: 1,
      description:
        'Every channel from the Kids, Knowledge, Vibe and Variety packs in one pack: {channels} of drama, documentaries, music, lifestyle and children’s shows. New direct customers get the first month free.',
    }),
    plan({
      id: PLAN_IDS.kids,
      name: 'Kids',
      kind: 'skinny',
      display_price: 600,
      subset_of: PLAN_IDS.ultimate,
      sort_order: 2,
      description:
        'Cartoons, puppets, science shows and bedtime stories for pre-schoolers to tweens, all day and ad-free.',
    }),
    plan({
      id: PLAN_IDS.knowledge,
      name: 'Knowledge',
      kind: 'skinny',
      display_price: 600,
      subset_of: PLAN_IDS.ultimate,
      sort_order: 3,
      description:
        'History, nature, science and true stories from every corner of the planet for the endlessly curious.',
    }),
    plan({
      id: PLAN_IDS.vibe,
      name: 'Vibe',
      kind: 'skinny',
      display_price: 600,
      subset_of: PLAN_IDS.ultimate,
      sort_order: 4,
      description:
        'Music videos, reality, food, homes and travel: easy viewing for whenever you need to switch off.',
    }),
    plan({
      id: PLAN_IDS.variety,
      name: 'Variety',
      kind: 'skinny',
      display_price: 600,
      subset_of: PLAN_IDS.ultimate,
      sort_order: 5,
      description:
        'Crime, comedy, drama and box sets, with classic series and stand-up specials around the clock.',
    }),
    plan({
      id: PLAN_IDS.mobileUltimate,
      name: 'Mobile Ultimate',
      kind: 'mobile_ultimate',
      display_price: 1499,
      sort_order: 6,
      description:
        'The Ultimate pack’s channels on up to three phones and tablets, wherever you are.',
    }),
    plan({
      id: PLAN_IDS.movieBox,
      name: 'Movie Box',
      kind: 'movie_box',
      display_price: 199,
      visible_epg: 0,
      sort_order: 7,
      description:
        'A rotating collection of 30 movies to watch as often as you like, plus the Movie Box channel on channel 100.',
    }),
    plan({
      id: PLAN_IDS.eventPack,
      name: 'Title Night: Kovač vs Delaney',
      kind: 'event',
      display_price: 5995,
      unsubscribable: 0,
      visible_epg: 0,
      sort_order: 8,
      description:
        'A once-off pay-per-view boxing night: the heavyweight title bout and full undercard live on channel 971, with 48 hours of replays.',
    }),
    plan({
      id: PLAN_IDS.deprecated,
      name: 'Entertainment Plus (legacy)',
      kind: 'deprecated',
      display_price: 1500,
      visible: 0,
      visible_epg: 0,
      upgrade_plan_id: PLAN_IDS.ultimate,
      sort_order: 99,
      description: 'A pack that is no longer sold. Its channels are now part of the Ultimate pack.',
    }),
    plan({
      id: PLAN_IDS.sportsIronfield,
      name: 'Ironfield Sports',
      kind: 'premium',
      display_price: 799,
      sort_order: 20,
      description:
        'Football, rugby and motorsport from leagues around the world on {channels}, live and in HD.',
    }),
    plan({
      id: PLAN_IDS.sportsSideline,
      name: 'Sideline Sports',
      kind: 'premium',
      display_price: 799,
      sort_order: 21,
      description:
        'American football, basketball, baseball and college sport, plus the nightly Sideline Report.',
    }),
    plan({
      id: PLAN_IDS.italian,
      name: 'Italia Mia',
      kind: 'premium',
      display_price: 799,
      sort_order: 22,
      description: 'News, football, cooking and drama in Italian, with a daily bulletin from Rome.',
    }),
    plan({
      id: PLAN_IDS.faith,
      name: 'Lamplight Faith',
      kind: 'premium',
      display_price: 799,
      sort_order: 23,
      description:
        'Worship, music and family programmes with an uplifting message, every day of the week.',
    }),
    plan({
      id: PLAN_IDS.horseRacing,
      name: 'Paddock & Track',
      kind: 'premium',
      display_price: 799,
      sort_order: 24,
      description:
        'Every race from the major thoroughbred meetings, with form, trackwork and breeding shows in between.',
    }),
  ];
}
