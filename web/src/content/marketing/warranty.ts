import type { WarrantyBox } from '@app/domain';

export interface WarrantyContent {
  path: string;
  box: WarrantyBox;
  /** The box's name, from the route definition (marketing spec §2.3). */
  boxName: string;
}

/** The warranty pages (marketing spec §2.1); the period comes from domain warrantyMonths. */
export const warrantyPages: readonly WarrantyContent[] = [
  { path: '/warranty/mighty', box: 'mighty', boxName: 'Mighty' },
  { path: '/warranty/mighty-gen4', box: 'mighty-gen4', boxName: 'Mighty Gen4' },
  { path: '/warranty/mini4k', box: 'mini4k', boxName: 'Mini 4K' },
  {
    path: '/warranty/refurbished/mighty',
    box: 'refurbished-mighty',
    boxName: 'refurbished Mighty',
  },
  {
    path: '/warranty/refurbished/mighty-gen3',
    box: 'refurbished-mighty-gen3',
    boxName: 'refurbished Mighty Gen3',
  },
];

/** Warranty tiles: how to claim, in the order to try (marketing spec §9). */
export const warrantyTiles: readonly { title: string; text: string; link: string; href: string }[] =
  [
    {
      title: 'Start in your account',
      text: 'Most faults can be sorted from account support, often without sending anything back.',
      link: 'Go to your account',
      href: '/account/signin',
    },
    {
      title: 'Send us an e-mail',
      text: 'Tell us the box ID and what happens, and we will reply with next steps.',
      link: 'Contact us',
      href: '/contact-us',
    },
    {
      title: 'Ask for a call',
      text: 'Prefer to talk? Request a callback from our support team.',
      link: 'Request a callback',
      href: '/contact-us/retail',
    },
  ];
