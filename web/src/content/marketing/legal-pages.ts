import type { ContentPage } from './types.ts';

const legal = (
  title: string,
  intro: string,
  sections: ContentPage['sections'],
  keywords: readonly string[],
): ContentPage => ({
  meta: { title, description: intro, keywords: ['terms', ...keywords] },
  heading: title,
  intro,
  sections,
});

/** The terms pages and the privacy policy (marketing spec §2.1). */
export const legalPages = {
  '/terms-and-conditions': legal(
    'Terms and conditions',
    'The terms of the service: your box, your account, packs, rentals and payments.',
    [
      {
        heading: 'Your account',
        paragraphs: [
          'Up to 3 boxes can be on one account. Activation needs a valid Australian Visa or Mastercard, which must stay valid while you use the service.',
        ],
      },
      {
        heading: 'Packs',
        paragraphs: [
          'Packs are billed monthly with a one-month minimum. You can cancel any time and keep access to the end of the period already paid.',
        ],
      },
      {
        heading: 'Rentals and purchases',
        paragraphs: [
          'A rental can be started within 7 days and watched for 48 hours from first play. Purchases stay in your library.',
        ],
      },
    ],
    ['account', 'billing'],
  ),
  '/website-terms-of-use': legal(
    'Website terms of use',
    'The rules for using this website and its content.',
    [
      {
        heading: 'Using the site',
        paragraphs: [
          'You may browse and share links to this site. Its text, images and logos may not be copied for other uses without our written permission.',
        ],
      },
    ],
    ['website'],
  ),
  '/ultimate-pack-trial-terms': legal(
    'Ultimate pack trial terms',
    'The terms of the free first month of the Ultimate pack.',
    [
      {
        heading: 'Who can take the trial',
        paragraphs: [
          'New customers with a direct account who have not had the Ultimate pack before. One trial per account.',
        ],
      },
      {
        heading: 'After the trial',
        paragraphs: [
          'The pack renews by itself at the monthly price unless you cancel before the trial ends.',
        ],
      },
    ],
    ['Ultimate', 'trial'],
  ),
  '/general-terms-of-use': legal(
    'General terms of use',
    'The general terms that apply to every product and app of the service.',
    [
      {
        heading: 'Fair use',
        paragraphs: [
          'The service is for personal, non-commercial viewing in Australia. Content may not be rebroadcast or shown to paying audiences.',
        ],
      },
    ],
    ['general'],
  ),
  '/account-terms-of-use': legal(
    'Account terms of use',
    'The terms for managing your account, your PIN and the devices on it.',
    [
      {
        heading: 'Your PIN',
        paragraphs: [
          'Your parental PIN confirms subscriptions and rentals. Keep it private: anything confirmed with it is charged to your account.',
        ],
      },
      {
        heading: 'Mobile devices',
        paragraphs: [
          'Up to 3 mobile devices can be on an account, with 2 switch-outs a month and up to 10 a year.',
        ],
      },
    ],
    ['account', 'PIN'],
  ),
  '/video-advertising-terms-and-conditions': legal(
    'Video advertising terms and conditions',
    'The terms for advertisers who place video advertising on the service.',
    [
      {
        heading: 'Bookings',
        paragraphs: [
          'Campaigns are booked in writing and may be declined or paused if they breach advertising codes.',
        ],
      },
    ],
    ['advertising'],
  ),
  '/insiders-terms-and-conditions': legal(
    'Insiders terms and conditions',
    'The terms of the Insiders beta programme for existing customers.',
    [
      {
        heading: 'Taking part',
        paragraphs: [
          'Insiders is by invitation for existing customers. Beta software may not work as expected. We may end the programme, or your place in it, at any time, and you can leave through the unregister page.',
        ],
      },
    ],
    ['insiders', 'beta'],
  ),
  '/privacy-policy': legal(
    'Privacy policy',
    'What personal information we collect, why, and how you can see or correct it.',
    [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your account and payment details, the devices on your account, and what you watch, so we can bill you, support you and recommend titles.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can ask to see or correct your information at any time through Contact us, and turn off personalised recommendations in your account settings.',
        ],
      },
    ],
    ['privacy'],
  ),
} satisfies Record<string, ContentPage>;
