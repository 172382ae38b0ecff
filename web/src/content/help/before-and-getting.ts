import type { HelpGroup } from './types.ts';

/** Group 'Before you get Fetch' (marketing spec §2.3): what a prospective customer asks. */
export const beforeYouGet: HelpGroup = {
  slug: 'before-you-get',
  title: 'Before you get Home TV',
  articles: [
    {
      slug: 'getting-started',
      title: 'Getting started',
      introduction: 'What Home TV is, what you need at home and which boxes there are.',
      items: [
        {
          id: 'whatIsHomeTv',
          question: 'What is Home TV?',
          answer: [
            'Home TV brings free-to-air channels, subscription channel packs, a movie and TV store, catch-up and streaming apps together on one set-top box and in the mobile app.',
            'The store holds over 10,500 movies and over 450 shows, and four premium channel packs to choose from.',
          ],
        },
        {
          id: 'whichBoxes',
          question: 'Which boxes are there?',
          answer: [
            'Content and guides refer to these models: the Gen3 Mini H626T, the Mini HY4424, the Mighty H671T, the Mini 4K, the Gen 5, the Mighty Gen4 and the refurbished Mighty.',
            'The Mighty boxes are the larger recording boxes, with a 1 terabyte drive. The Mini boxes are the small boxes.',
          ],
        },
        {
          id: 'boxPrices',
          question: 'How much does a box cost?',
          answer: [
            'Recommended retail prices: the larger recording box $499, the newest small box $149 and the 4K small box $199. You may also see the Mini listed at $169.',
          ],
        },
        {
          id: 'whatYouNeed',
          question: 'What do I need before I start?',
          answer: [
            'A TV with an HDMI input, a fixed broadband connection and, for a direct account, a valid Australian Visa or Mastercard. The card stays on the account for purchases and must remain valid.',
          ],
        },
      ],
    },
    {
      slug: 'broadband-nbn',
      title: 'Broadband and NBN',
      items: [
        {
          id: 'lineSpeed',
          question: 'What broadband speed do I need?',
          answer: [
            'At least 3 Mbps for each box that is streaming. For 4K content you need 15 Mbps or more; 20 to 25 Mbps is recommended.',
            'The box connects to your modem by Wi-Fi or by a network cable; a cable is steadier for 4K.',
          ],
        },
        {
          id: 'dataUse',
          question: 'How much data does streaming use?',
          answer: [
            'About 1 GB an hour in standard definition and about 2.5 GB an hour in high definition.',
          ],
        },
        {
          id: 'slowDownBroadband',
          question: 'Will the box slow down my broadband?',
          answer: [
            'Only while it streams or downloads, and only by what that stream needs. Live TV from the antenna uses no broadband at all, and recordings play from the box.',
          ],
        },
        {
          id: 'mobileBroadband',
          question: 'Can I use mobile broadband?',
          answer: [
            'No. Mobile broadband (a 4G or 5G modem or dongle) is not supported for the box: use a fixed connection such as NBN, cable or ADSL.',
          ],
        },
      ],
    },
    {
      slug: 'tv-and-recording',
      title: 'TV and recording',
      items: [
        {
          id: 'recordingCapacity',
          question: 'How much can I record?',
          answer: [
            'The larger recording box holds up to 585 hours in standard definition. With 4 tuners it records up to 6 channels at once, of which up to 3 can be subscription channels.',
          ],
        },
        {
          id: 'pauseLiveTv',
          question: 'Can I pause live TV?',
          answer: [
            'Yes. The larger box keeps up to 3 hours of live TV to pause and rewind; a small box keeps 15 minutes.',
          ],
        },
      ],
    },
    {
      slug: 'movies-and-shows',
      title: 'Movies and shows',
      items: [
        {
          id: 'rentOrBuy',
          question: 'How much does it cost to rent or buy?',
          answer: [
            'Rentals cost $0.99, $3.99 or $4.99, $6.99 for an HD new release and $7.99 for a 4K new release; a movie still in cinemas rents for about $24.99.',
            'Buying a movie costs $7.99 in SD and $10.99 in HD, up to $34.99. A TV episode costs $2.99 in SD and $3.49 in HD.',
          ],
        },
        {
          id: 'earlyBuy',
          question: 'What is Early Buy?',
          answer: ['Some movies can be bought about 2 weeks before they can be rented.'],
        },
        {
          id: 'subtitles',
          question: 'Do movies have subtitles?',
          answer: ['Yes, 3085 movies in the store have subtitles.'],
        },
      ],
    },
    {
      slug: 'channel-packs',
      title: 'Channel packs',
      items: [
        {
          id: 'packPrices',
          question: 'How much are the channel packs?',
          answer: [
            'Packs start from $6 a month, with a one-month minimum. The Kids, Knowledge, Vibe and Variety packs are $6 each; premium packs are $7.99 a month.',
          ],
        },
        {
          id: 'changePacks',
          question: 'Can I change or cancel packs whenever I like?',
          answer: [
            'Yes. Subscribe or unsubscribe at any time. When you unsubscribe, you keep the pack until the end of the billing period you have paid for.',
          ],
        },
        {
          id: 'ultimatePack',
          question: 'What is the Ultimate Pack?',
          answer: [
            'All the premium packs together, every channel of each, for $24.99 a month.',
            'New direct accounts get the first month free. After that the pack renews automatically each month at $20 a month for those accounts, until you unsubscribe.',
          ],
        },
      ],
    },
    {
      slug: 'streaming-apps',
      title: 'Streaming apps',
      items: [
        {
          id: 'whichApps',
          question: 'Which streaming apps are on the box?',
          answer: [
            'Netflix, Disney+, Prime Video, Paramount+, YouTube, Stan, BritBox, hayu and DAZN, among others. Apps are ordered by how much you have used them in the last 28 days.',
          ],
          links: [{ label: 'Using streaming apps', href: '/faqs/using-fetch/streaming' }],
        },
      ],
    },
    {
      slug: 'pay-per-view',
      title: 'Pay per view',
      items: [
        {
          id: 'whatIsPpv',
          question: 'What is pay per view?',
          answer: [
            'Single live events, mostly sport, bought one at a time. They go on sale 7 to 10 days before the event and play on channel 971.',
          ],
        },
      ],
    },
    {
      slug: 'media-hub',
      title: 'Media hub',
      items: [
        {
          id: 'whatIsMediaHub',
          question: 'What is the media hub?',
          answer: [
            'The media hub plays your own photos, music and videos from a USB drive or a computer on your home network.',
          ],
          links: [{ label: 'Media hub quick start (PDF)', href: '/pdf/media-hub-quick-start.pdf' }],
        },
      ],
    },
    {
      slug: 'mobile-app',
      title: 'Mobile app',
      items: [
        {
          id: 'mobileDevices',
          question: 'How many phones and tablets can I use?',
          answer: [
            'Up to 3 mobile devices per account. You can switch a device out for another twice a month and up to 10 times a year. A device counts once something has been watched on it.',
          ],
          links: [
            { label: 'Mobile app quick start (PDF)', href: '/pdf/mobile-app-quick-start.pdf' },
          ],
        },
      ],
    },
    {
      slug: 'multiroom-viewing',
      title: 'Multiroom viewing',
      items: [
        {
          id: 'howManyBoxes',
          question: 'How many boxes can I have?',
          answer: [
            'Up to 3 boxes per account. All of them must come from the same place: a box from a retail store and a box from an internet provider cannot share an account, multiroom included.',
          ],
          links: [{ label: 'Setting up multiroom', href: '/faqs/using-fetch/multiroom' }],
        },
      ],
    },
  ],
};

/** Group 'Getting Fetch' (marketing spec §2.3). */
export const gettingFetch: HelpGroup = {
  slug: 'getting-fetch',
  title: 'Getting Home TV',
  articles: [
    {
      slug: 'ways-to-get-fetch',
      title: 'Ways to get Home TV',
      items: [
        {
          id: 'retailOrProvider',
          question: 'Should I buy a box in a store or get one from my internet provider?',
          answer: [
            'Bought in a retail or online store, the box is yours and you have a direct account with us: you sign in with your activation code and PIN, or with your e-mail and password, and pay by credit card.',
            'From an internet or phone provider, the provider looks after your account: support, billing, PIN resets and extra boxes go through them. The box works only with that provider and remains its property.',
          ],
          links: [
            {
              label: 'Help for provider customers',
              href: '/faqs/troubleshooting-and-help/isp-customers',
            },
          ],
        },
        {
          id: 'telstraCustomers',
          question: 'I am with Telstra. Is anything different?',
          answer: [
            'Telstra customers earn loyalty points and get 3 months of Movie Box free. A loyalty membership shows on your account within 2 hours of joining.',
            'A box from Telstra can move to a direct account, but subscriptions and purchases do not move with it.',
          ],
          links: [{ label: 'Telstra store support', href: '/telstra-store-support' }],
        },
      ],
    },
    {
      slug: 'cost-of-fetch',
      title: 'What it costs',
      items: [
        {
          id: 'activationFee',
          question: 'Is there an activation fee?',
          answer: [
            'A one-off $1 activation fee. It is not charged again if you remove a box and add it back.',
          ],
        },
        {
          id: 'welcomeOffer',
          question: 'Is there an offer for new customers?',
          answer: [
            'New customers can try every premium channel for $0 during the trial, and get one free movie rental credit.',
          ],
        },
        {
          id: 'movieBox',
          question: 'What is Movie Box?',
          answer: [
            'A rotating collection of 30 movies for $1.99 a month, watched on demand or on channel 100.',
          ],
        },
      ],
    },
  ],
};
