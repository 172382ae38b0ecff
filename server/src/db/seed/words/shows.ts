/**
 * Word lists for invented TV shows, their season and episode titles and synopses.
 * {place}, {surname}, {surname2}, {name}, {noun}, {adj}, {edge}, {animal}, {word}, {format}
 * are filled from here and from the title and people word lists.
 */

export type ShowMood = 'drama' | 'comedy' | 'crime' | 'reality' | 'documentary' | 'kids' | 'scifi';

export const SHOW_TITLE_TEMPLATES: Record<ShowMood, readonly string[]> = {
  drama: [
    '{place}',
    '{place} Heights',
    'The {noun} Years',
    'Life on the {edge}',
    'The {surnamePlural}',
    '{place} General',
    'House of {surname}',
    '{place} Station',
    'The {adj} Season',
    'Back to {place}',
  ],
  comedy: [
    'The {noun} Club',
    'Welcome to {place}',
    '{surname} & Daughters',
    '{place} Nights',
    'Mostly {adjPlain}',
    'The {noun} Committee',
    'Upstairs at the {noun}',
    'Neighbours of {place}',
  ],
  crime: [
    '{place} Homicide',
    '{surname} & {surname2}',
    'The {noun} Files',
    '{place} Confidential',
    'Cold Case: {place}',
    'The {adj} Squad',
    'Crime Scene {place}',
    'Inspector {surname}',
  ],
  reality: ['{word} {format}', '{place} {format}', 'The Great {place} {contest}'],
  documentary: [
    'Wild {place}',
    'Secrets of the {noun}',
    'Inside the {noun}',
    'The {place} Coast',
    'Edge of the {edge}',
    'Hidden {place}',
    'Rivers of the South',
    'Life Beneath the {edge}',
  ],
  kids: [
    '{name} the {animal}',
    'The {adjPlain} Adventures of {name}',
    '{animal} Academy',
    'Backyard {animals}',
    '{name} and the {noun}',
    'Tiny {animals}',
  ],
  scifi: [
    '{noun} Protocol',
    'The {adj} Signal',
    'Station {greek}',
    'Beyond {place}',
    'Project {greek}',
  ],
};

export const SHOW_ADJECTIVES_PLAIN = [
  'Marvellous',
  'Curious',
  'Tremendous',
  'Peculiar',
  'Splendid',
  'Dreadful',
  'Unlikely',
  'Harmless',
  'Ordinary',
  'Brilliant',
  'Fabulous',
  'Sensible',
] as const;

export const REALITY_WORDS = [
  'Backyard',
  'Coastal',
  'Country',
  'Harbour',
  'Weekend',
  'Midnight',
  'Kitchen',
  'Garden',
  'Shed',
  'Caravan',
  'Island',
  'Suburban',
  'Farmhouse',
  'Tiny Home',
  'Heritage',
] as const;

export const REALITY_FORMATS = [
  'Rescue',
  'Rivals',
  'Makeover',
  'Secrets',
  'Diaries',
  'Detectives',
  'Heroes',
  'Hunters',
  'Chronicles',
  'Masters',
  'Showdown',
  'Flippers',
] as const;

export const REALITY_CONTESTS = [
  'Cook-Off',
  'Pie Contest',
  'Garden Challenge',
  'Build Off',
  'Quilting Bee',
] as const;

export const ANIMALS = [
  'Wombat',
  'Platypus',
  'Echidna',
  'Bilby',
  'Quokka',
  'Possum',
  'Kookaburra',
  'Cockatoo',
  'Penguin',
  'Numbat',
  'Dugong',
  'Lyrebird',
  'Frog',
  'Turtle',
  'Otter',
] as const;

export const GREEK_LETTERS = [
  'Kappa',
  'Sigma',
  'Theta',
  'Omega',
  'Delta',
  'Lambda',
  'Zeta',
  'Iota',
] as const;

/** Series synopses: "{Group} {activity} {setting}." then a tagline. Activities take a plural subject. */
export const SHOW_GROUPS: Record<ShowMood, readonly string[]> = {
  drama: [
    'three generations of a winemaking family',
    'the staff of a busy regional hospital',
    'the students and teachers of a struggling country school',
    'the crew of a prawn trawler',
    'the residents of a seaside boarding house',
    'two rival pastoral families',
  ],
  comedy: [
    'the mismatched staff of a failing seaside hotel',
    'two families forced to share one house',
    'the volunteers of a small-town radio station',
    'a group of friends in their forties',
    'the members of a hopelessly competitive choir',
  ],
  crime: [
    'a homicide squad',
    'two detectives from opposite ends of the state',
    'a team of forensic scientists',
    'a country police sergeant and a city profiler',
    'a cold-case unit of three',
  ],
  reality: [
    'amateur bakers',
    'home renovators',
    'rival caravan owners',
    'backyard gardeners',
    'first-time farmers',
    'home cooks',
  ],
  documentary: [
    'wildlife rangers',
    'marine scientists',
    'the people of the far north',
    'outback nurses',
    'volunteer lifesavers',
    'heritage builders',
  ],
  kids: [
    'a band of backyard friends',
    'a clever little wombat and friends',
    'five young explorers',
    'a family of penguins',
    'the kids of Platypus Lane',
  ],
  scifi: [
    'the crew of a deep-space salvage ship',
    'a team of rogue scientists',
    'the last settlers of a drowned city',
    'a squad of time-travel auditors',
  ],
};

export const SHOW_ACTIVITIES: Record<ShowMood, readonly string[]> = {
  drama: [
    'navigate love, rivalry and hard seasons',
    'hold their lives together as the town changes around them',
    'face the fallout of one terrible night',
    'fight to keep a family legacy alive',
  ],
  comedy: [
    'stumble from one crisis to the next',
    'try, and mostly fail, to keep things running',
    'discover that nobody really knows what they are doing',
    'turn small problems into spectacular ones',
  ],
  crime: [
    'investigate the crimes that shake a quiet coastline',
    'chase killers along the back roads of {place}',
    'reopen cases that everyone else has given up on',
    'untangle crimes hidden behind respectable front doors',
  ],
  reality: [
    'compete for the title of best in the country',
    'transform tired houses on tiny budgets',
    'take on challenges that test their patience and their friendships',
    'have one season to prove themselves',
  ],
  documentary: [
    'work in some of the most remote places on earth',
    'share a year in one of the wildest corners of the country',
    'take us behind the scenes of work few people ever see',
    'race the seasons to protect what they love',
  ],
  kids: [
    'solve everyday mysteries in their backyard',
    'explore the bush, the beach and everything in between',
    'learn something new in every adventure',
    'turn ordinary days into big adventures',
  ],
  scifi: [
    'uncover secrets that could change everything',
    'fight to survive at the edge of known space',
    'repair the damage of a future that has not happened yet',
    'search for a home that may no longer exist',
  ],
};

export const SHOW_SETTINGS = [
  'in {place}',
  'on the edge of {place}',
  'across the back roads of {place}',
  'in and around {place}',
  'from one end of {place} to the other',
] as const;

export const SHOW_TAGLINES: Record<ShowMood, readonly string[]> = {
  drama: ['A {adj} series about {t1}, {t2} and {t3}.', 'A {adj} family saga about {t1} and {t2}.'],
  comedy: ['A {adj} comedy series about {t1} and {t2}.', 'Expect {adj} chaos and plenty of heart.'],
  crime: [
    'A {adj} crime series about {t1} and {t2}.',
    'Every case has a cost in this {adj} drama.',
  ],
  reality: [
    'Sweat, tears and the occasional triumph in a {adj} competition.',
    'A {adj} series for anyone who loves a challenge.',
  ],
  documentary: ['A {adj} series about {t1}, {t2} and {t3}.', '{Adj} and beautifully shot.'],
  kids: [
    'A {adj} series for young viewers about {t1} and {t2}.',
    'Songs, giggles and {adj} adventures.',
  ],
  scifi: [
    'A {adj} science-fiction series about {t1} and {t2}.',
    '{Adj}, strange and utterly addictive.',
  ],
};

export const SHOW_TAGLINE_ADJECTIVES: Record<ShowMood, readonly string[]> = {
  drama: ['sweeping', 'heartfelt', 'gripping', 'finely acted', 'addictive'],
  comedy: ['warm', 'silly', 'sharp', 'big-hearted', 'gloriously awkward'],
  crime: ['tense', 'twisting', 'unflinching', 'slow-burning', 'gripping'],
  reality: ['friendly', 'fierce', 'feel-good', 'high-stakes'],
  documentary: ['breathtaking', 'intimate', 'surprising', 'moving'],
  kids: ['gentle', 'colourful', 'playful', 'bouncy'],
  scifi: ['ambitious', 'eerie', 'dazzling', 'clever'],
};

export const SEASON_SENTENCES = [
  'The {ordinal} season brings new faces, old grudges and plenty of {t1}.',
  'Season {n} picks up six months later, with everyone still reeling.',
  'Season {n} raises the stakes as loyalties are tested.',
  'In season {n}, the past catches up with everyone.',
  'Season {n} opens with a shock that changes the rules.',
  'The {ordinal} season heads into new territory.',
] as const;

export const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
] as const;

/** Episode titles. */
export const EPISODE_TITLE_TEMPLATES = [
  'The {noun}',
  '{adj} {noun}',
  'A {noun} for {name}',
  "{name}'s {possession}",
  'What the {noun} Knew',
  'Nobody Leaves {place}',
  'The Long Way to {place}',
  'After the {turn}',
  'Before the {turn}',
  'The {noun} Problem',
  'Everything and the {noun}',
  '{material} and {material2}',
  'Last Orders',
  'Homecoming',
  'Small Mercies',
  'Dead Reckoning',
  'The Morning After',
  'Loose Ends',
  'Open House',
  'The Quiet Part',
  'Second Thoughts',
  'High Water',
  'Low Tide',
  'Paper Cuts',
  'Trust Falls',
] as const;

/** Episode synopses for character shows. Events take a singular subject. */
export const EPISODE_EVENTS = [
  'makes a decision that could cost {poss} job',
  'receives an unexpected visitor',
  'uncovers a lie at the heart of the family',
  'takes a risk that puts everyone in danger',
  'is forced to choose sides',
  'tries to fix a mistake before anyone notices',
  'finds an unlikely ally',
  'confronts an old rival',
  'gets news that changes everything',
  'keeps a secret from {poss} best friend',
  'plans a surprise that goes badly wrong',
  'is offered a tempting deal',
  'struggles with a difficult case',
  'makes a promise {subj} may not be able to keep',
  'has a chance encounter with an old flame',
  'is caught in the middle of a feud',
  'stands up to the people in charge',
  'goes looking for answers',
] as const;

export const EPISODE_CRIME_EVENTS = [
  'investigates a body found at the marina',
  'chases a lead to a shuttered motel',
  'questions a witness who knows more than she admits',
  'reopens a decade-old disappearance',
  'follows the money to a respectable family firm',
  'goes undercover at a country show',
] as const;

export const REALITY_EPISODES = [
  'The {contestants} face a mystery-box challenge. {outcome}',
  'The {contestants} have forty-eight hours to finish the job. {outcome}',
  'The {contestants} cook for a room full of critics. {outcome}',
  'A surprise guest judge arrives and the {contestants} must impress. {outcome}',
  'The {contestants} head out of the city for a team challenge. {outcome}',
  'It is elimination week and the {contestants} feel the pressure. {outcome}',
] as const;

export const REALITY_CONTESTANTS = [
  'contestants',
  'teams',
  'renovators',
  'remaining bakers',
  'home cooks',
  'couples',
] as const;

export const REALITY_OUTCOMES = [
  'One of them will be going home.',
  'Tempers flare as the clock runs down.',
  'An unexpected twist shakes up the leaderboard.',
  'Only one can claim the top spot.',
] as const;

export const DOCUMENTARY_EPISODES = [
  'This episode heads north to the pearling grounds.',
  'This episode meets the people keeping an old craft alive.',
  'This episode follows a rescue in the middle of the night.',
  'This episode tracks the first rains of the season.',
  'This episode visits a town of fewer than fifty people.',
  'This episode goes under the water at dawn.',
  'This episode spends a week with a crew on the move.',
  'This episode looks back on a record-breaking year.',
] as const;

export const KIDS_EVENTS = [
  'loses a favourite hat',
  'builds a cubby house',
  'finds a mysterious egg',
  'plans a picnic',
  'learns to ride a bike',
  'enters a sandcastle contest',
  'looks after a baby bird',
  'tries to catch the moon',
] as const;
