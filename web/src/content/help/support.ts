import type { HelpLink } from './types.ts';

/** A marketing video tile (marketing spec §3 Video item): YouTube id based, by category. */
export interface SupportVideo {
  youTubeId: string;
  title: string;
  category: VideoCategory;
  description: string;
}

/** Categories as the route's option spells them (/support/videos/how%20tos). */
export const VIDEO_CATEGORIES = ['setting up', 'how tos', 'features', 'promos'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

const video = (
  youTubeId: string,
  category: VideoCategory,
  title: string,
  description: string,
): SupportVideo => ({ youTubeId, category, title, description });

export const supportVideos: readonly SupportVideo[] = [
  video(
    'hTv0Setup01',
    'setting up',
    'Unboxing your box',
    'What is in the box and where each cable goes.',
  ),
  video(
    'hTv0Setup02',
    'setting up',
    'Connecting to your TV',
    'HDMI, power and the antenna, step by step.',
  ),
  video(
    'hTv0Setup03',
    'setting up',
    'Connecting to broadband',
    'Cable or Wi-Fi: getting your box online.',
  ),
  video(
    'hTv0Setup04',
    'setting up',
    'Activating your box',
    'Entering your activation code and choosing a PIN.',
  ),
  video(
    'hTv0Setup05',
    'setting up',
    'Tuning free-to-air channels',
    'Scanning for channels in your region.',
  ),
  video('hTv0Setup06', 'setting up', 'Adding a second box', 'Multiroom in a few minutes.'),
  video(
    'hTv0Setup07',
    'setting up',
    'Pairing the voice remote',
    'Pairing, and what to do when it will not pair.',
  ),
  video(
    'hTv0HowTo01',
    'how tos',
    'Recording a program',
    'One program or a whole series from the guide.',
  ),
  video('hTv0HowTo02', 'how tos', 'Pausing and rewinding live TV', 'Using the live TV buffer.'),
  video('hTv0HowTo03', 'how tos', 'Renting a movie', 'From the Movie Store to your screen.'),
  video(
    'hTv0HowTo04',
    'how tos',
    'Finding things with search',
    'One search across channels, the store and apps.',
  ),
  video('hTv0HowTo05', 'how tos', 'Using My Stuff', 'Recordings, purchases and your wishlist.'),
  video(
    'hTv0HowTo06',
    'how tos',
    'Setting parental controls',
    'Your PIN, ratings and locked channels.',
  ),
  video('hTv0HowTo07', 'how tos', 'Turning on captions', 'Captions on live TV and in the store.'),
  video(
    'hTv0HowTo08',
    'how tos',
    'Changing channel packs',
    'Adding and removing packs on the box.',
  ),
  video('hTv0HowTo09', 'how tos', 'Watching on your phone', 'The mobile app at home and away.'),
  video('hTv0HowTo10', 'how tos', 'Managing storage', 'Keeping room for new recordings.'),
  video('hTv0Feat001', 'features', 'The TV guide', 'Seven days ahead and 24 hours back.'),
  video('hTv0Feat002', 'features', 'Voice search', 'Ask for a show, a channel or an actor.'),
  video('hTv0Feat003', 'features', 'Streaming apps', 'Your apps alongside live TV.'),
  video('hTv0Feat004', 'features', 'Movie Box', 'A rotating collection of movies on channel 100.'),
  video('hTv0Feat005', 'features', 'Games', 'Free games on your TV.'),
  video('hTv0Promo01', 'promos', 'The Ultimate Pack', 'Every premium pack together.'),
  video('hTv0Promo02', 'promos', 'Kids pack', 'Shows for younger viewers, all day.'),
  video('hTv0Promo03', 'promos', 'Knowledge pack', 'Documentaries, history and science.'),
  video('hTv0Promo04', 'promos', 'Vibe pack', 'Music and lifestyle channels.'),
];

/** A user guide (marketing spec §3 Guide item): name, url, optional view link. */
export interface UserGuide {
  name: string;
  url: string;
  viewLink?: string;
}

/** Guides by software release, the route's subPathName (marketing spec §2.2: 3-29, 3-30). */
export const userGuideReleases: Readonly<Record<string, readonly UserGuide[]>> = {
  '3-30': [
    { name: 'Mighty quick start', url: '/pdf/mighty-quick-start.pdf' },
    { name: 'Mini quick start', url: '/pdf/mini-quick-start.pdf' },
    { name: 'Multiroom quick start', url: '/pdf/multiroom-quick-start.pdf' },
    { name: 'Mobile app quick start', url: '/pdf/mobile-app-quick-start.pdf' },
    { name: 'YouTube quick start', url: '/pdf/youtube-quick-start.pdf' },
    {
      name: 'Media hub quick start',
      url: '/pdf/media-hub-quick-start.pdf',
      viewLink: '/faqs/before-you-get/media-hub',
    },
  ],
  '3-29': [
    { name: 'Mighty quick start', url: '/pdf/mighty-quick-start.pdf' },
    { name: 'Mini quick start', url: '/pdf/mini-quick-start.pdf' },
    { name: 'Multiroom quick start', url: '/pdf/multiroom-quick-start.pdf' },
  ],
};
export const LATEST_GUIDE_RELEASE = '3-30';

/** Channels that carry closed captions (marketing spec §2.3: 35 channels). */
export const captionedChannels: readonly { number: number; name: string }[] = [
  [2, 'NPT'],
  [22, 'NPT Kids'],
  [24, 'NPT News'],
  [3, 'Mosaic'],
  [7, 'Kestrel'],
  [9, 'Corella'],
  [10, 'Coral'],
  [110, 'Glow Style'],
  [111, 'Homegrown'],
  [112, 'Bassline Hits'],
  [113, 'Velvet Lounge'],
  [114, 'Pulse Hits'],
  [115, 'Kitchen Table'],
  [116, 'Nest & Garden'],
  [130, 'Wide World HD'],
  [131, 'Deep Time'],
  [132, 'History Reel'],
  [133, 'Curio'],
  [134, 'Field & Fathom'],
  [135, 'Starward'],
  [136, 'Planet Pulse'],
  [150, 'Seedling Junction'],
  [151, 'Tumbletown'],
  [152, 'Puddle Jump'],
  [153, 'Little Rovers'],
  [154, 'Cartwheel TV'],
  [155, 'Doodle Lane'],
  [156, 'Brightbeak'],
  [170, 'Crimson Case Files'],
  [171, 'Laugh Track'],
  [172, 'Rewind Classics'],
  [173, 'Saga Drama'],
  [174, 'Twist TV'],
  [175, 'Boxset Central'],
  [176, 'Mystery Lane'],
].map(([number, name]) => ({ number: number as number, name: name as string }));

/** Boxes with a closed-captioning page: /support/{product}-closed-captioning. */
export const CAPTION_PRODUCTS: Readonly<Record<string, string>> = {
  mighty: 'Mighty',
  mini: 'Mini',
  'mini-4k': 'Mini 4K',
  'gen-5': 'Gen 5',
};

export interface SupportSection {
  heading: string;
  paragraphs: readonly string[];
  links?: readonly HelpLink[];
}

export interface SupportInfoPage {
  slug: string;
  title: string;
  sections: readonly SupportSection[];
}

/** The support pages that are text and links (marketing spec §2.2). */
export const supportInfoPages: readonly SupportInfoPage[] = [
  {
    slug: 'connect',
    title: 'Connecting your box',
    sections: [
      {
        heading: 'What goes where',
        paragraphs: [
          'Connect the HDMI cable to your TV, the antenna cable to the antenna socket, and the network cable to your modem (or choose Wi-Fi during setup). Then plug in the power.',
        ],
        links: [
          { label: 'Setup videos', href: '/support/videos/setting%20up' },
          { label: 'Broadband you need', href: '/faqs/before-you-get/broadband-nbn' },
        ],
      },
    ],
  },
  {
    slug: 'remote',
    title: 'Your remote',
    sections: [
      {
        heading: 'Pairing and batteries',
        paragraphs: [
          'If the remote stops responding, replace the batteries first, then pair it again from Settings on the box.',
        ],
        links: [{ label: 'Using the voice remote', href: '/faqs/using-fetch/the-fetch-remote' }],
      },
    ],
  },
  {
    slug: 'multiroom',
    title: 'Multiroom',
    sections: [
      {
        heading: 'Watching in more rooms',
        paragraphs: [
          'Every box on your account shares your packs and purchases. Record on the Mighty and watch the recording from a Mini in another room.',
        ],
        links: [
          { label: 'Adding a second box', href: '/faqs/using-fetch/multiroom' },
          { label: 'Multiroom quick start (PDF)', href: '/pdf/multiroom-quick-start.pdf' },
        ],
      },
    ],
  },
  {
    slug: 'competition-and-promotions',
    title: 'Competitions and promotions',
    sections: [
      {
        heading: 'Current promotions',
        paragraphs: [
          'Promotions and their terms are announced on the box and by e-mail. Each promotion has its own terms, which say who can enter and when it closes.',
          'Questions about a promotion? Contact us and name the promotion.',
        ],
        links: [{ label: 'Contact us', href: '/contact-us/general' }],
      },
    ],
  },
  {
    slug: 'still-need-help',
    title: 'Still need help?',
    sections: [
      {
        heading: 'Where to go next',
        paragraphs: [
          'Search the help centre first: most answers are there. If your box came from an internet or phone provider, your provider handles your account. Otherwise, send us a message.',
        ],
        links: [
          { label: 'Help centre', href: '/faqs' },
          { label: 'User guides', href: '/support/user-guides' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    ],
  },
];

/** /telstra-store-support: for staff and customers in Telstra stores. */
export const telstraStoreSupport: SupportInfoPage = {
  slug: 'telstra-store-support',
  title: 'Telstra store support',
  sections: [
    {
      heading: 'Boxes sold in Telstra stores',
      paragraphs: [
        'Boxes from Telstra are managed by Telstra, as for every internet provider. Telstra customers have benefits of their own, explained in the help centre.',
      ],
      links: [
        {
          label: 'Telstra customers',
          href: '/faqs/getting-fetch/ways-to-get-fetch/telstraCustomers',
        },
        {
          label: 'Help for provider customers',
          href: '/faqs/troubleshooting-and-help/isp-customers',
        },
        { label: 'Contact form for provider customers', href: '/contact-us/isps' },
      ],
    },
  ],
};
