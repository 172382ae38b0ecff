import { BOX_PRICES, formatPrice } from '@app/domain';
import type { ContentPage } from './types.ts';

/** Feature and product pages: a heading, an introduction and sections (marketing spec §2.1). */
export const featurePages = {
  '/features-and-packages': {
    meta: {
      title: 'Features and packages',
      description:
        'Everything the box does, from recording and pausing live TV to voice search, plus the channel packs you can add month to month.',
      keywords: ['features', 'channel packs', 'recording', 'voice remote'],
    },
    heading: 'Features and packages',
    intro:
      'One box brings free-to-air channels, premium packs, a movie and TV store and your streaming apps together. Add or drop packs whenever you like.',
    // The page's packs and features are drawn from the pack list and features-overview.ts
    // (features-and-packages-page.tsx).
    sections: [],
  },
  '/games': {
    meta: {
      title: 'Games',
      description: 'Thirty games to play on the TV with the remote, and a new one every month.',
      keywords: ['games', 'family games', 'TV games'],
    },
    heading: 'Games on your TV',
    intro:
      'Puzzles, quizzes and arcade classics you play with the remote. Thirty are free to play, and another arrives every month.',
    sections: [
      {
        heading: 'No controller needed',
        paragraphs: [
          'Every game is made for the arrow and OK buttons, so anyone in the house can pick one up.',
        ],
      },
    ],
  },
  '/voice-remote': {
    meta: {
      title: 'Voice remote',
      description:
        'Find shows, movies and channels by speaking into the remote. It listens for up to 15 seconds and works up to 6 metres from the box.',
      keywords: ['voice remote', 'voice search', 'remote control'],
    },
    heading: 'Say it, watch it',
    intro:
      'Hold the mic button, say a title, an actor, a genre or a channel, and let go. The remote listens for up to 15 seconds.',
    sections: [
      {
        heading: 'Works from across the room',
        paragraphs: [
          'The Bluetooth remote works up to 6 metres from the box, and it does not need to point at it.',
        ],
      },
      {
        heading: 'Try saying',
        paragraphs: ['A few ideas to get started:'],
        points: ['“Channel 100”', '“Comedies from the nineties”', '“Movies with a dog in them”'],
      },
    ],
  },
  '/universal-search': {
    meta: {
      title: 'Universal search',
      description:
        'One search across live TV, recordings, the movie and TV store and your streaming apps.',
      keywords: ['search', 'universal search', 'find shows'],
    },
    heading: 'One search for everything',
    intro:
      'Type or say a name once, and see where it is on now, where it is recorded, where to rent it and which app streams it.',
    sections: [
      {
        heading: 'Search by people too',
        paragraphs: [
          'Look up an actor or a director and see every title of theirs across the store and the guide.',
        ],
      },
    ],
  },
  '/features-and-packages/mobile': {
    meta: {
      title: 'Watch on mobile',
      description:
        'Watch live channels, recordings and rentals on up to 3 phones or tablets with the mobile app.',
      keywords: ['mobile app', 'watch on phone', 'tablet'],
    },
    heading: 'Your TV, in your pocket',
    intro:
      'The free mobile app brings live channels, your rentals and purchases to up to 3 phones or tablets on your account.',
    sections: [
      {
        heading: 'Devices on your account',
        paragraphs: [
          'A device counts once something has been watched on it. You can switch devices out twice a month and up to 10 times a year.',
        ],
      },
    ],
  },
  '/features-and-packages/catch-up-tv': {
    meta: {
      title: 'Catch-up TV',
      description:
        'Catch up on free-to-air shows from the last week through the broadcasters’ apps on your box.',
      keywords: ['catch-up TV', 'free-to-air', 'missed shows'],
    },
    heading: 'Missed it? Catch up',
    intro:
      'The free-to-air broadcasters’ catch-up apps are on the box, so the shows from the past week are a few clicks away.',
    sections: [
      {
        heading: 'From the guide',
        paragraphs: [
          'Scroll the guide back up to 24 hours to see what was on, and jump to the catch-up app that has it.',
        ],
      },
    ],
  },
  '/features-and-packages/timeshifting': {
    meta: {
      title: 'Pause and rewind live TV',
      description:
        'Pause live TV for up to 3 hours on the Mighty box and up to 15 minutes on the small boxes, then pick up where you left off.',
      keywords: ['pause live TV', 'rewind', 'timeshift'],
    },
    heading: 'Live TV on your schedule',
    intro:
      'Pause a live channel, rewind a goal you missed or skip ahead to catch up. The Mighty box keeps 3 hours; the small boxes keep 15 minutes.',
    sections: [
      {
        heading: 'Backtracking',
        paragraphs: [
          'Start a show from the beginning even if you tuned in late, on channels that allow it.',
        ],
      },
    ],
  },
  '/features-and-packages/included-channels': {
    meta: {
      title: 'Included channels',
      description:
        'Free-to-air channels and free streamed channels come with every box, with the streamed ones from channel 400.',
      keywords: ['free channels', 'free-to-air', 'included channels'],
    },
    heading: 'Channels that come with every box',
    intro:
      'All the free-to-air channels in your area, plus a line-up of free streamed channels from channel 400, at no extra cost.',
    sections: [
      {
        heading: 'What you need',
        paragraphs: [
          'Connect an antenna for free-to-air channels, and broadband of at least 3 Mbps per box for the streamed ones.',
        ],
      },
    ],
  },
  '/features/simplesetup': {
    meta: {
      title: 'Simple setup',
      description:
        'Plug in, connect to your home network and follow the steps on screen: most boxes are set up in minutes.',
      keywords: ['setup', 'installation', 'getting started'],
    },
    heading: 'Set up in minutes',
    intro:
      'Connect the box to your TV, your antenna and your home network, then follow the steps on screen. No technician needed.',
    sections: [
      {
        heading: 'Three steps',
        paragraphs: ['Setting up takes about as long as making a cup of tea.'],
        points: [
          'Plug the box into your TV and the power.',
          'Connect it to your network by cable or Wi-Fi.',
          'Activate it with your activation code and a valid Australian Visa or Mastercard.',
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'The box needs a fixed broadband service; mobile broadband is not supported. There is a one-off $1 activation fee, not charged again if you remove and re-add a box.',
        ],
      },
    ],
  },
  '/products/multiroom': {
    meta: {
      title: 'Multiroom',
      description:
        'Add up to 3 boxes to one account and watch recordings from any room. Boxes from different sources cannot be mixed.',
      keywords: ['multiroom', 'second box', 'whole home'],
    },
    heading: 'TV in every room',
    intro: 'Put up to 3 boxes on one account and share your packs and recordings around the house.',
    sections: [
      {
        heading: 'Finding each other',
        paragraphs: [
          'Boxes on the same network find each other within about 5 minutes of being switched on.',
        ],
      },
      {
        heading: 'One source per account',
        paragraphs: [
          'Boxes bought from a store and boxes from an internet provider cannot be mixed on one account, including for multiroom.',
        ],
      },
    ],
  },
  '/products/compare': {
    meta: {
      title: 'Compare the boxes',
      description:
        'The Mighty recording box against the Mini 4K, the Mini and the Gen 5: prices, recording, pause and 4K at a glance.',
      keywords: ['compare', 'Mighty', 'Mini 4K', 'Mini', 'Gen 5'],
    },
    heading: 'Which box is right for you?',
    intro:
      'Every box plays live TV, the store and your apps. They differ in recording, pause and picture.',
    sections: [
      {
        heading: 'Mighty',
        paragraphs: [
          `Recommended price ${formatPrice(BOX_PRICES.mighty)}. A 1 terabyte drive with 4 tuners: record 6 channels at once and keep up to 585 hours in SD. Pause live TV for up to 3 hours.`,
        ],
      },
      {
        heading: 'Mini 4K',
        paragraphs: [
          `Recommended price ${formatPrice(BOX_PRICES.mini4k)}. Plays 4K from the store and apps on a 15 Mbps or faster connection. Pause live TV for up to 15 minutes.`,
        ],
      },
      {
        heading: 'Mini',
        paragraphs: [
          `Recommended price ${formatPrice(BOX_PRICES.mini)}. Live TV, the store and your apps in HD on a small box. Pause live TV for up to 15 minutes.`,
        ],
      },
      {
        heading: 'Gen 5',
        paragraphs: [
          'Recommended price $149. Our newest small box, and the first to run some new apps.',
        ],
      },
    ],
  },
  '/specs': {
    meta: {
      title: 'Specifications',
      description:
        'Tuners, storage, connections and broadband needs of each box, with data use per hour.',
      keywords: ['specifications', 'tuners', 'storage', 'broadband'],
    },
    heading: 'Specifications',
    intro: 'The numbers behind the boxes.',
    sections: [
      {
        heading: 'Recording (Mighty)',
        paragraphs: ['Recording on the large box:'],
        points: [
          '1 terabyte drive, up to 585 hours in SD',
          '4 tuners, 6 channels recorded at once',
          'Up to 3 subscription channels recorded at once',
          'Guide 7 days ahead and 24 hours back',
        ],
      },
      {
        heading: 'Broadband',
        paragraphs: ['What each box needs from your connection:'],
        points: [
          'At least 3 Mbps per box',
          '15 Mbps or more for 4K; 20 to 25 Mbps recommended',
          'About 1 GB an hour in SD and 2.5 GB an hour in HD',
        ],
      },
    ],
  },
  '/ultimate-pack-offer': {
    meta: {
      title: 'Ultimate pack offer',
      description:
        'New direct customers get the Ultimate pack free for the first month, then $24.99 a month. Cancel any time.',
      keywords: ['Ultimate pack', 'free month', 'offer'],
    },
    heading: 'A month of Ultimate, free',
    intro:
      'Every channel of the Kids, Knowledge, Vibe and Variety packs, free for your first month if you are new to a direct account.',
    sections: [
      {
        heading: 'After the free month',
        paragraphs: [
          'The pack renews by itself at $24.99 a month. Cancel before then and nothing is charged; cancel later and you keep watching to the end of the month you paid for.',
        ],
        links: [{ text: 'Trial terms', href: '/ultimate-pack-trial-terms' }],
      },
    ],
  },
  '/packaging': {
    meta: {
      title: 'Our packaging',
      description: 'How the box packaging is made, and how to recycle each part of it.',
      keywords: ['packaging', 'recycling', 'sustainability'],
    },
    heading: 'Packaging that goes back around',
    intro:
      'The box ships in recycled cardboard with paper inserts, and no plastic foam. Everything but the cable ties can go in household recycling.',
    sections: [
      {
        heading: 'What goes where',
        paragraphs: ['Sort the packaging like this:'],
        points: [
          'Outer box and inserts: paper recycling',
          'Cable ties: general waste',
          'Old remotes and boxes: e-waste drop-off',
        ],
      },
    ],
  },
  '/about-us': {
    meta: {
      title: 'About us',
      description:
        'Who we are: an Australian TV service bringing live TV, movies and apps together on one box.',
      keywords: ['about us', 'company', 'careers'],
    },
    heading: 'About us',
    intro:
      'We make TV simple for Australian homes: one box, one remote and one guide for everything you watch.',
    sections: [
      {
        heading: 'Working here',
        paragraphs: ['We are always looking for curious people.'],
        links: [
          { text: 'Jobs', href: '/jobs' },
          { text: 'Workplace gender equality report', href: '/about-us/wgea' },
          { text: 'Press releases', href: '/press-releases' },
        ],
      },
    ],
  },
  '/about-us/wgea': {
    meta: {
      title: 'Workplace gender equality',
      description: 'Our yearly report to the Workplace Gender Equality Agency and what we do next.',
      keywords: ['WGEA', 'gender equality', 'report'],
    },
    heading: 'Workplace gender equality',
    intro:
      'Each year we report to the Workplace Gender Equality Agency on pay, leave and flexible work, and share what we learn.',
    sections: [
      {
        heading: 'What we are working on',
        paragraphs: [
          'Closing pay gaps in every team, flexible hours for every role, and parental leave for every parent.',
        ],
      },
    ],
  },
  '/opensource': {
    meta: {
      title: 'Open-source software',
      description:
        'The open-source software in our boxes and apps, and where to find its licences.',
      keywords: ['open source', 'licences'],
    },
    heading: 'Open-source software',
    intro:
      'Our boxes and apps are built with open-source software. We thank its authors and list the licences here.',
    sections: [
      {
        heading: 'By product',
        paragraphs: ['The notices for each app:'],
        links: [
          { text: 'iPhone and iPad app', href: '/opensource/ios' },
          { text: 'Android app', href: '/opensource/android' },
        ],
      },
    ],
  },
  '/opensource/ios': {
    meta: {
      title: 'Open-source software in the iOS app',
      description: 'Licences of the open-source software in the iPhone and iPad app.',
      keywords: ['open source', 'iOS', 'licences'],
    },
    heading: 'Open-source software in the iOS app',
    intro: 'The iPhone and iPad app includes open-source components under these licences.',
    sections: [
      {
        heading: 'Licences',
        paragraphs: ['Each component keeps its own licence:'],
        points: ['MIT License', 'Apache License 2.0', 'BSD 3-Clause License'],
      },
    ],
  },
  '/opensource/android': {
    meta: {
      title: 'Open-source software in the Android app',
      description: 'Licences of the open-source software in the Android app.',
      keywords: ['open source', 'Android', 'licences'],
    },
    heading: 'Open-source software in the Android app',
    intro: 'The Android app includes open-source components under these licences.',
    sections: [
      {
        heading: 'Licences',
        paragraphs: ['Each component keeps its own licence:'],
        points: ['Apache License 2.0', 'MIT License', 'GNU LGPL 2.1'],
      },
    ],
  },
  '/research-thank-you': {
    meta: {
      title: 'Thank you',
      description: 'Thank you for signing up to take part in our research.',
      keywords: ['research'],
    },
    heading: 'Thanks for joining in',
    intro:
      'We have your details. When a study suits you, we will be in touch by e-mail with what it involves.',
    sections: [],
  },
} satisfies Record<string, ContentPage>;

export type FeaturePagePath = keyof typeof featurePages;
