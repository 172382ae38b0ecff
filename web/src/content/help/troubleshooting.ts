import type { HelpGroup } from './types.ts';

/** Group 'User Guides and How To videos' (marketing spec §2.3). */
export const userGuides: HelpGroup = {
  slug: 'user-guides',
  title: 'User guides and how-to videos',
  articles: [
    {
      slug: 'audio-video',
      title: 'Audio and video guides',
      items: [
        {
          id: 'howToVideos',
          question: 'Where are the how-to videos?',
          answer: ['Short videos show the everyday things: recording, the guide, apps and more.'],
          links: [{ label: 'How-to videos', href: '/support/videos/how%20tos' }],
        },
      ],
    },
    {
      slug: 'setup-videos',
      title: 'Setup videos',
      items: [
        {
          id: 'setupGuides',
          question: 'Is there a printed guide for my box?',
          answer: [
            'Each box has a quick-start guide you can open or print, and setup videos walk through connecting it.',
          ],
          links: [
            { label: 'User guides', href: '/support/user-guides' },
            { label: 'Mighty quick start (PDF)', href: '/pdf/mighty-quick-start.pdf' },
            { label: 'Setup videos', href: '/support/videos/setting%20up' },
          ],
        },
      ],
    },
  ],
};

/** Group troubleshooting-and-help (marketing spec §2.3). */
export const troubleshooting: HelpGroup = {
  slug: 'troubleshooting-and-help',
  title: 'Troubleshooting and help',
  articles: [
    {
      slug: 'general-troubleshooting',
      title: 'General troubleshooting',
      items: [
        {
          id: 'redLight',
          question: 'There is a red light on my box.',
          answer: [
            'A red light means the box has no internet connection. Restart your modem and the box, and check the network cable.',
          ],
        },
        {
          id: 'criticalHardwareFault',
          question: 'The screen says "Critical Hardware Fault".',
          answer: [
            'Switch the box off at the wall for 30 seconds and on again. If the message comes back, the box needs a warranty claim.',
          ],
          links: [
            {
              label: 'Warranty claims',
              href: '/faqs/troubleshooting-and-help/retail-troubleshooting/warrantyClaim',
            },
          ],
        },
        {
          id: 'backtracking',
          question: 'What does the Backtracking message mean?',
          answer: [
            'The program you are watching is not available to rewind that far back; the box has returned you to the earliest point it can play.',
          ],
        },
      ],
    },
    {
      slug: 'retail-troubleshooting',
      title: 'Help for retail customers',
      introduction: 'For boxes bought from a retail or online store, with a direct account.',
      items: [
        {
          id: 'accountSuspended',
          question: 'My screen says "Your account is currently suspended".',
          answer: [
            'An account is suspended when a payment fails. Update your credit card details in your account; the account is reinstated as soon as a payment succeeds.',
          ],
          links: [{ label: 'Sign in to your account', href: '/account/signin' }],
        },
        {
          id: 'warrantyClaim',
          question: 'How long is the warranty and how do I claim?',
          answer: [
            'The larger Mighty box has a 24-month warranty. The small boxes, the Mighty Gen4, the Mini 4K and refurbished boxes have 12 months. A replacement box does not restart the warranty.',
            'A box that is broken or stops working within its warranty is repaired or replaced.',
            'To claim, start from account support on this website; if that cannot help, e-mail us, and we will arrange a phone callback when needed.',
          ],
          links: [{ label: 'Contact us', href: '/contact-us/retail' }],
        },
        {
          id: 'optusSmartSpacesWarranty',
          question: 'I bought my box with a smart home bundle. Who handles the warranty?',
          answer: [
            'A box bought in a bundle from a retail store is a retail box: claims go through us, as for any retail box.',
          ],
        },
      ],
    },
    {
      slug: 'isp-customers',
      title: 'Help for internet provider customers',
      introduction: 'For boxes that came from an internet or phone provider.',
      items: [
        {
          id: 'whoToContact',
          question: 'Who do I contact about my account?',
          answer: [
            'Your provider. Support, billing, PIN resets and extra boxes all go through them.',
          ],
          links: [{ label: 'Contact form for provider customers', href: '/contact-us/isps' }],
        },
        {
          id: 'changeProvider',
          question: 'Can I take the box to another provider?',
          answer: [
            'No. The box works only with the provider it came from and remains its property.',
          ],
        },
      ],
    },
    {
      slug: 'feedback-and-suggestions',
      title: 'Feedback and suggestions',
      items: [
        {
          id: 'giveFeedback',
          question: 'How do I send feedback?',
          answer: [
            'Use the contact form, or join the insiders programme to try new features before everyone else.',
          ],
          links: [
            { label: 'Contact us', href: '/contact-us/general' },
            { label: 'Insiders', href: '/insiders' },
          ],
        },
      ],
    },
  ],
};

/** The account and billing group: named by the spec, its content written here. */
export const accountAndBilling: HelpGroup = {
  slug: 'account-and-billing',
  title: 'Account and billing',
  articles: [
    {
      slug: 'billing',
      title: 'Billing',
      items: [
        {
          id: 'paymentCard',
          question: 'Which cards can I pay with?',
          answer: [
            'A valid Australian Visa or Mastercard. Retail customers are billed by credit card; provider customers are billed by their provider.',
          ],
        },
        {
          id: 'movingBox',
          question: 'Can I move my box to a different account?',
          answer: [
            'Boxes from different sources cannot be mixed on one account. Ask us through the contact form and we will tell you what is possible for your box.',
          ],
          links: [{ label: 'Contact us', href: '/contact-us' }],
        },
        {
          id: 'unexpectedCharge',
          question: 'I was charged for something I did not expect. Can I get a refund?',
          answer: [
            'Tell us through the contact form with the date and the amount, and we will look into the charge. Retail customers find charges on their card statement; provider customers on their provider’s bill, and ask their provider first.',
            'Your parental PIN confirms every rental, purchase and subscription, so nobody else at home can add charges without it.',
          ],
          links: [{ label: 'Contact us', href: '/contact-us' }],
        },
      ],
    },
  ],
};
