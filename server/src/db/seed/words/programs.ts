/** Names and synopses for invented TV guide programmes that are not drawn from the VOD catalogue. */

export interface FixedProgramme {
  title: string;
  minutes: readonly number[];
  weight: number;
  rating: number;
  synopsis: string;
  /** Local hours [from, to) when it may start; wraps past midnight when from > to. */
  hours?: readonly [number, number];
}

const p = (
  title: string,
  minutes: readonly number[],
  weight: number,
  rating: number,
  synopsis: string,
  hours?: readonly [number, number],
): FixedProgramme => ({ title, minutes, weight, rating, synopsis, ...(hours ? { hours } : {}) });

export const NEWS_PROGRAMMES = (network: string): FixedProgramme[] => [
  p(
    `${network} News`,
    [30, 60],
    2,
    0,
    'The latest local, national and international news, with sport and weather.',
  ),
  p(
    `${network} Late News`,
    [30],
    1,
    0,
    'The day’s stories, the late sport and a look at tomorrow’s weather.',
    [21, 24],
  ),
  p(`${network} News Update`, [5], 1, 0, 'A short update on the stories making news right now.'),
  p(
    'Sunup Live',
    [120, 180],
    1,
    0,
    'Breakfast television: news, weather, interviews and a little bit of fun to start the day.',
    [5, 9],
  ),
  p(
    'Brainwave Jackpot',
    [30],
    1,
    20,
    'Contestants race the clock through general-knowledge rounds for a growing cash jackpot.',
    [15, 19],
  ),
  p(
    'Home Shopping',
    [30, 60],
    1,
    0,
    'Great deals on products for your home, garden and kitchen.',
    [1, 5],
  ),
];

export const NEWS_CHANNEL_PROGRAMMES: readonly FixedProgramme[] = [
  p('News Live', [60], 6, 0, 'Rolling coverage of the stories that matter, as they happen.'),
  p(
    'Morning Briefing',
    [60, 120],
    1,
    0,
    'The overnight headlines, the markets and what to watch for today.',
    [5, 9],
  ),
  p(
    'World Desk Tonight',
    [30],
    2,
    0,
    'Correspondents around the globe report on the day’s international news.',
  ),
  p('Markets & Money', [30], 2, 0, 'Markets, money and the companies making headlines.'),
  p('Weather Update', [5], 2, 0, 'The forecast for your region and the week ahead.'),
  p('Headlines', [15, 30], 2, 0, 'A round-up of the top stories of the hour.'),
  p(
    'Week on the Record',
    [60],
    1,
    0,
    'Politicians and commentators are put on the spot about the week’s big issues.',
  ),
];

export const MUSIC_PROGRAMMES: readonly FixedProgramme[] = [
  p('Hit Parade Hour', [60], 3, 20, 'The biggest songs of the week, counted down.'),
  p('Retro Rewind', [60, 120], 2, 20, 'Music videos from the decades that shaped pop.'),
  p('Music Break', [5], 2, 20, 'A quick burst of music videos.'),
  p('Chart Toppers', [30, 60], 2, 20, 'Back-to-back number ones.'),
  p(
    'Late Night Grooves',
    [120, 180],
    1,
    40,
    'Slow jams and deep cuts for the small hours.',
    [22, 3],
  ),
  p(
    'Bare Strings Sessions',
    [30],
    1,
    20,
    'Artists strip their songs back to the bare essentials in an intimate live set.',
  ),
];

export const SHOPPING_PROGRAMMES: readonly FixedProgramme[] = [
  p('Home Shopping Live', [60], 3, 0, 'Live deals on homewares, beauty and gadgets.'),
  p('Gadget Hour', [60], 2, 0, 'The latest clever gadgets, demonstrated live.'),
  p('Kitchen Deals', [30], 2, 0, 'Cookware and appliances at special prices.'),
  p('Fashion Finds', [30], 2, 0, 'Seasonal fashion at prices you will love.'),
  p('Paid Programming', [30], 2, 0, 'Paid programming.'),
];

export const RACING_PROGRAMMES = (places: readonly string[]): FixedProgramme[] => [
  ...places
    .slice(0, 4)
    .map((place) =>
      p(
        `Race Day Live: ${place}`,
        [120, 180],
        2,
        0,
        `Every race from the ${place} meeting, with expert form and on-course interviews.`,
        [11, 18],
      ),
    ),
  p('Form Guide', [30], 2, 0, 'The tips, the tempo and the horses to watch this weekend.'),
  p('Trackside Replays', [60], 2, 0, 'Replays of the best races from around the country.'),
  p('Dawn Gallops', [30], 1, 0, 'Trackwork from the training centres at first light.', [4, 8]),
  p('Racing Results', [5], 1, 0, 'Quick results from today’s meetings.'),
];

export const FAITH_PROGRAMMES: readonly FixedProgramme[] = [
  p('Morning Praise', [30], 3, 0, 'Songs of praise to begin the day.', [5, 10]),
  p('Hymns of Hope', [60], 2, 0, 'Much-loved hymns performed by choirs from around the country.'),
  p('Sunday Worship Hour', [60, 90], 1, 0, 'A service of worship, music and reflection.'),
  p('Words for Today', [15], 2, 0, 'A short reflection for the day ahead.'),
  p('Faith & Family', [30], 2, 0, 'Stories of faith lived out at home and in the community.'),
];

export const ITALIAN_PROGRAMMES: readonly FixedProgramme[] = [
  p(
    'Notiziario Italia',
    [30],
    3,
    0,
    'Il notiziario quotidiano: news from Italy and the Italian community, in Italian.',
  ),
  p('Cucina di Casa', [30], 2, 20, 'Home cooks share family recipes from every region of Italy.'),
  p(
    'Calcio Sera',
    [120],
    1,
    0,
    'Football highlights, interviews and analysis from the Italian leagues.',
  ),
  p("Strade d'Italia", [60], 2, 20, 'A slow journey through villages, vineyards and coastlines.'),
];

export const EVENT_PROGRAMMES: readonly FixedProgramme[] = [
  p('Ringside Preview', [60], 2, 40, 'The fighters, the form and the stakes ahead of fight night.'),
  p('Ringside Classics', [120, 180], 2, 60, 'Great title fights from the archive, round by round.'),
  p(
    'Title Night: Kovač vs Delaney',
    [180],
    1,
    60,
    'The heavyweight title bout and the full undercard, live.',
    [18, 23],
  ),
  p('Weigh-In Live', [30], 1, 40, 'The official weigh-in and the last words before the bell.'),
];

export const WEATHER_PROGRAMMES: readonly FixedProgramme[] = [
  p(
    'Weather Now',
    [5, 10, 15],
    1,
    0,
    'Radar, warnings and the seven-day forecast for your region.',
  ),
];

export const KIDS_SHORTS: readonly FixedProgramme[] = [
  p('Bedtime Bites', [5], 1, 0, 'Short stories to wind down the day.', [17, 20]),
  p('Giggle Minute', [5], 1, 0, 'A few minutes of silly songs and jokes.'),
];

export const COMEDY_SPECIALS: readonly FixedProgramme[] = [
  p('Stand-Up Special', [60], 1, 60, 'A comedian’s hour-long set, recorded live.', [20, 2]),
  p('Comedy Gala Highlights', [90], 1, 60, 'The best sets from a night of stand-up.', [20, 2]),
];

export const SPORTS = [
  'Rugby League',
  'Football',
  'Netball',
  'Basketball',
  'Cricket',
  'Tennis',
  'Cycling',
  'Motorsport',
  'Surfing',
  'Hockey',
] as const;

export const TEAM_NAMES = [
  'Harbour City Herons',
  'Wirrabilla Wanderers',
  'Kestrel Bay Comets',
  'Ironbark Rangers',
  'Saltmarsh Sharks',
  'Marrowdale Miners',
  'Juniper Falls Jets',
  'Redgum Raiders',
  'Coldharbour Kings',
  'Tallowood Titans',
  'Pindara Panthers',
  'Eastwold Eagles',
  'Karrabee Cobras',
  'Mallee Magpies',
  'Long Reef Lightning',
] as const;

export const SPORT_SHOWS = (sport: string): FixedProgramme[] => [
  p(
    `${sport} Tonight`,
    [30, 60],
    2,
    0,
    `News, results and analysis from the world of ${sport.toLowerCase()}.`,
  ),
  p('The Sideline Report', [30], 2, 0, 'The day’s sport news, scores and interviews.'),
  p(
    `${sport} Classics`,
    [60, 120],
    1,
    0,
    `Memorable ${sport.toLowerCase()} matches from the archive.`,
  ),
];
