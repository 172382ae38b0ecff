import type { HelpGroup } from './types.ts';

/** Group using-fetch (marketing spec §2.3): one article per category the spec names. */
export const usingFetch: HelpGroup = {
  slug: 'using-fetch',
  title: 'Using Home TV',
  articles: [
    {
      slug: 'setting-up-fetch',
      title: 'Setting up',
      items: [
        {
          id: 'activateBox',
          question: 'How do I activate my box?',
          answer: [
            'Connect your new box to your TV and broadband, switch it on and follow the steps on screen. Keep the activation code it shows: you sign in to this website with it.',
          ],
          links: [
            { label: 'Setup videos', href: '/support/videos/setting%20up' },
            { label: 'Connecting your box', href: '/support/connect' },
          ],
        },
      ],
    },
    {
      slug: 'the-fetch-remote',
      title: 'The remote',
      items: [
        {
          id: 'voiceRemote',
          question: 'How does the voice remote work?',
          answer: [
            'Hold the microphone button and speak. The remote listens for up to 15 seconds and works up to 6 metres from the box.',
          ],
          links: [{ label: 'Remote help', href: '/support/remote' }],
        },
      ],
    },
    {
      slug: 'closed-captions',
      title: 'Closed captions',
      items: [
        {
          id: 'turnOnCaptions',
          question: 'How do I turn on captions?',
          answer: [
            'Press the options button while watching live TV or a recording and turn captions on. Channels that carry captions are listed on the closed captions page.',
          ],
          links: [{ label: 'Channels with captions', href: '/support/mighty-closed-captioning' }],
        },
      ],
    },
    {
      slug: 'my-stuff',
      title: 'My Stuff',
      items: [
        {
          id: 'howDoesMyStuffWork',
          question: 'How does My Stuff work?',
          answer: [
            'My Stuff keeps your recordings, the movies and shows you have bought or rented and your wishlist in one place, on the box and in your account on this website.',
          ],
        },
      ],
    },
    {
      slug: 'tv-guide',
      title: 'TV guide',
      items: [
        {
          id: 'guideRange',
          question: 'How far does the TV guide reach?',
          answer: [
            'The guide shows 7 days ahead. Reverse EPG lets you go back 24 hours and watch programs you missed, where the channel allows it.',
          ],
        },
      ],
    },
    {
      slug: 'tv-and-recording',
      title: 'TV and recording',
      items: [
        {
          id: 'recordSeries',
          question: 'How do I record a whole series?',
          answer: [
            'Open the program in the guide and choose Record series. New episodes are recorded as they air, on whichever channel they air.',
          ],
        },
      ],
    },
    {
      slug: 'subscription-channels',
      title: 'Subscription channels',
      items: [
        {
          id: 'parentalPin',
          question: 'Why am I asked for a PIN?',
          answer: [
            'Your parental PIN confirms subscriptions and rentals, so nobody else at home can add charges to your account.',
            'Forgotten your PIN? Retail customers set a new one by signing in on this website with the activation code; provider customers ask their provider to reset it.',
          ],
        },
      ],
    },
    {
      slug: 'tv-movie-store',
      title: 'TV and Movie Store',
      items: [
        {
          id: 'rentalPeriod',
          question: 'How long do I have to watch a rental?',
          answer: [
            'You have 7 days to start watching a rental and 48 hours from the first time you press play.',
          ],
        },
      ],
    },
    {
      slug: 'telstra-plus',
      title: 'Telstra Plus',
      items: [
        {
          id: 'telstraPlusPoints',
          question: 'Can I use loyalty points?',
          answer: [
            'Telstra customers can use loyalty points in the store once their membership shows on their account.',
          ],
          links: [
            {
              label: 'Telstra customers',
              href: '/faqs/getting-fetch/ways-to-get-fetch/telstraCustomers',
            },
          ],
        },
      ],
    },
    {
      slug: 'ways-to-watch-free-to-me',
      title: 'Ways to watch free-to-air',
      items: [
        {
          id: 'streamedFreeToAir',
          question: 'Can I watch free-to-air channels without an antenna?',
          answer: ['Yes, free-to-air channels streamed over broadband are found from channel 400.'],
        },
      ],
    },
    {
      slug: 'tv-apps',
      title: 'TV apps',
      items: [
        {
          id: 'appOrder',
          question: 'Why did my apps change order?',
          answer: ['The apps row puts the apps you used most in the last 28 days first.'],
        },
      ],
    },
    {
      slug: 'crunchyroll',
      title: 'Crunchyroll',
      displayTitle: 'Crunchyroll on Home TV',
      introduction: 'Anime from Crunchyroll, on the Gen 5 box.',
      items: [
        {
          id: 'crunchyrollPlans',
          question: 'Which Crunchyroll plans are there?',
          answer: [
            'Fan costs $10.99 a month and Mega Fan $13.99 a month. Crunchyroll launched on 27 August 2025 and is available on the Gen 5 box only.',
          ],
        },
      ],
    },
    {
      slug: 'netflix',
      title: 'Netflix',
      items: [
        {
          id: 'netflixPayment',
          question: 'What happens if a Netflix payment fails?',
          answer: [
            'When Netflix is billed through your account and a payment fails, it is tried again after 7 days. If the second try fails too, the Netflix subscription is cancelled.',
          ],
        },
        {
          id: 'reinstate',
          question: 'How do I get Netflix back after it was cancelled?',
          answer: [
            'Update your payment card, then subscribe to Netflix again from the Netflix app on the box. The Basic plan was removed on 24 October 2023, so choose one of the current plans.',
          ],
        },
      ],
    },
    {
      slug: 'prime-video',
      title: 'Prime Video',
      items: [
        {
          id: 'primeTrial',
          question: 'Is there a Prime Video trial?',
          answer: ['Yes, new Prime Video members get a 30-day trial.'],
        },
      ],
    },
    {
      slug: 'youtube',
      title: 'YouTube',
      items: [
        {
          id: 'youtubeSignIn',
          question: 'How do I sign in to YouTube?',
          answer: ['Open YouTube on the box, choose Sign in and follow the steps on your phone.'],
          links: [{ label: 'YouTube quick start (PDF)', href: '/pdf/youtube-quick-start.pdf' }],
        },
      ],
    },
    {
      slug: 'paramount',
      title: 'Paramount+',
      items: [
        {
          id: 'paramountTrial',
          question: 'How does the Paramount+ trial work?',
          answer: [
            'Paramount+ starts with a 7-day trial and is billed once the trial ends. If you unsubscribe during the trial, access ends straight away and there is no second trial.',
          ],
        },
      ],
    },
    {
      slug: 'stan',
      title: 'Stan',
      items: [
        {
          id: 'howToWatchStan',
          question: 'How do I watch Stan?',
          answer: [
            'Subscribe to Stan, open the Stan app on the box and enter the 6-character code shown on screen to link it. BritBox links the same way.',
          ],
        },
      ],
    },
    {
      slug: 'disney-plus',
      title: 'Disney+',
      items: [
        {
          id: 'howDoIUseDisney',
          question: 'How do I use Disney+ on Home TV?',
          answer: [
            'Subscribe from the Disney+ app on the box. You are charged 2 days before each monthly anniversary of your subscription.',
            'Upgrading your plan takes effect at once and starts a new billing cycle; downgrading takes effect at the next billing date.',
          ],
        },
        {
          id: 'moveDisneyToFetch',
          question: 'I already pay Disney directly. Can I move it here?',
          answer: [
            'Yes. Subscribing through Home TV pauses your direct Disney+ subscription, so you are not charged twice.',
          ],
        },
        {
          id: 'disneyFailedCharge',
          question: 'What happens if a Disney+ charge fails?',
          answer: [
            'The subscription goes on hold and the charge is tried again each day. After 30 days on hold it is cancelled.',
          ],
        },
      ],
    },
    {
      slug: 'britbox',
      title: 'BritBox',
      items: [
        {
          id: 'britboxApp',
          question: 'Where do I find BritBox?',
          answer: [
            'In the apps row on the box, after you subscribe. It is linked with a code as Stan is.',
          ],
          links: [{ label: 'How to link Stan', href: '/faqs/using-fetch/stan/howToWatchStan' }],
        },
      ],
    },
    {
      slug: 'sport',
      title: 'Sport',
      items: [
        {
          id: 'sportChannels',
          question: 'Where is the sport?',
          answer: [
            'On free-to-air channels, in the special-interest sport packs and through pay per view events.',
          ],
        },
      ],
    },
    {
      slug: 'streaming',
      title: 'Streaming',
      items: [
        {
          id: 'streamingIssue',
          question: 'The screen says "Streaming Issue". What now?',
          answer: [
            'The box could not keep the stream going: check that other devices are not using all of your broadband, then try again.',
          ],
        },
      ],
    },
    {
      slug: 'games',
      title: 'Games',
      items: [
        {
          id: 'freeGames',
          question: 'Are there games?',
          answer: ['Yes, 30 free games, with a new one added each month.'],
        },
      ],
    },
    {
      slug: 'pay-per-view',
      title: 'Pay per view',
      items: [
        {
          id: 'ppvReplay',
          question: 'Can I watch a pay per view event again?',
          answer: ['Yes, a replay is available for 48 hours after the event.'],
        },
      ],
    },
    {
      slug: 'multiroom',
      title: 'Multiroom',
      items: [
        {
          id: 'multiroomDiscovery',
          question: 'How do I add a second box?',
          answer: [
            'Connect the new box to the same home network and switch it on. Finding the other boxes can take up to 5 minutes.',
          ],
          links: [
            { label: 'Multiroom quick start (PDF)', href: '/pdf/multiroom-quick-start.pdf' },
            { label: 'Multiroom support', href: '/support/multiroom' },
          ],
        },
      ],
    },
    {
      slug: 'fetch-app',
      title: 'The mobile app',
      items: [
        {
          id: 'appPlayback',
          question: 'Can I watch on my phone?',
          answer: [
            'Yes, in the mobile app. Playing from this website opens the app on a phone or tablet; on a computer the site tells you to use a mobile device.',
          ],
          links: [{ label: 'Mobile playback', href: '/support/mobile-playback' }],
        },
      ],
    },
    {
      slug: 'media-hub',
      title: 'Media hub',
      items: [
        {
          id: 'mediaHubFormats',
          question: 'Which files does the media hub play?',
          answer: ['Common photo, music and video formats from USB drives and home computers.'],
        },
      ],
    },
    {
      slug: 'updates',
      title: 'Updates',
      items: [
        {
          id: 'boxRestarts',
          question: 'Why did my box restart by itself?',
          answer: [
            'The box restarts itself every couple of days, when it is not in use, to install updates and stay quick.',
          ],
        },
      ],
    },
    {
      slug: 'bluetooth',
      title: 'Bluetooth',
      items: [
        {
          id: 'bluetoothHeadphones',
          question: 'Can I use Bluetooth headphones?',
          answer: ['Yes, on boxes with Bluetooth: pair them from Settings, then Bluetooth.'],
        },
      ],
    },
    {
      slug: 'audio-video',
      title: 'Audio and video',
      items: [
        {
          id: 'pinkGreenScreen',
          question: 'My picture is pink or green.',
          answer: [
            'Check that the HDMI cable is pushed in firmly at both ends, or try another cable or HDMI input.',
          ],
        },
      ],
    },
  ],
};
