import type { PublicPlan } from '@app/domain';
import type { PackageGroup } from '#app/config/paths.ts';
import type { PageMeta } from './types.ts';

export type { PackageGroup };

export interface PackageContent {
  slug: string;
  /** The plan's name in the pack list (GET /v2/plans). */
  planName: string;
  tagline: string;
  keywords: readonly string[];
}

/** /packages/premium-channels/{pack} and /packages/special-interest/{pack} (§2.1). */
export const packagePages: Record<PackageGroup, readonly PackageContent[]> = {
  'premium-channels': [
    {
      slug: 'ultimate',
      planName: 'Ultimate',
      tagline: 'Kids, Knowledge, Vibe and Variety together, at one price.',
      keywords: ['Ultimate pack', 'premium channels'],
    },
    {
      slug: 'vibe',
      planName: 'Vibe',
      tagline: 'Music, food, homes and travel for easy evenings.',
      keywords: ['Vibe pack', 'music', 'lifestyle'],
    },
    {
      slug: 'knowledge',
      planName: 'Knowledge',
      tagline: 'Documentaries for the endlessly curious.',
      keywords: ['Knowledge pack', 'documentaries'],
    },
    {
      slug: 'variety',
      planName: 'Variety',
      tagline: 'Crime, comedy and drama around the clock.',
      keywords: ['Variety pack', 'drama', 'comedy'],
    },
    {
      slug: 'kids',
      planName: 'Kids',
      tagline: 'Ad-free shows for pre-schoolers to tweens.',
      keywords: ['Kids pack', 'children'],
    },
  ],
  'special-interest': [
    {
      slug: 'bein-sports',
      planName: 'Ironfield Sports',
      tagline: 'Football, rugby and motorsport from around the world.',
      keywords: ['sport', 'football'],
    },
    {
      slug: 'espn',
      planName: 'Sideline Sports',
      tagline: 'American sport and college games, live.',
      keywords: ['sport', 'basketball'],
    },
    {
      slug: 'italian',
      planName: 'Italia Mia',
      tagline: 'News, football and drama in Italian.',
      keywords: ['Italian', 'language'],
    },
    {
      slug: 'tbn-good',
      planName: 'Lamplight Faith',
      tagline: 'Uplifting programmes for the whole family.',
      keywords: ['faith', 'family'],
    },
    {
      slug: 'horse-country',
      planName: 'Paddock & Track',
      tagline: 'Every race of the major meetings.',
      keywords: ['racing', 'horses'],
    },
  ],
};

/** A pack page's plan in the pack list (GET /v2/plans): the one place a page meets its plan. */
export function planOfPack(
  pack: PackageContent,
  plans: readonly PublicPlan[],
): PublicPlan | undefined {
  return plans.find((plan) => plan.name === pack.planName);
}

/** A group's pack pages with their plans, in the pages' order; a pack the list lacks is left out. */
export function packsWithPlans(
  group: PackageGroup,
  plans: readonly PublicPlan[],
): { content: PackageContent; plan: PublicPlan }[] {
  return packagePages[group].flatMap((content) => {
    const plan = planOfPack(content, plans);
    return plan ? [{ content, plan }] : [];
  });
}

export const packagesIndexMeta: Record<PackageGroup, PageMeta & { heading: string }> = {
  'premium-channels': {
    title: 'Premium channel packs',
    heading: 'Premium channel packs',
    description:
      'Kids, Knowledge, Vibe and Variety for $6 a month each, or every one of them in the Ultimate pack.',
    keywords: ['channel packs', 'premium channels'],
  },
  'special-interest': {
    title: 'Special interest packs',
    heading: 'Special interest packs',
    description: 'Sport, racing, Italian-language and faith channels, each as a pack of its own.',
    keywords: ['special interest', 'sport', 'racing'],
  },
};

export function packagePageMeta(pack: PackageContent): PageMeta {
  return {
    title: `${pack.planName} pack`,
    description: pack.tagline,
    keywords: pack.keywords,
  };
}
