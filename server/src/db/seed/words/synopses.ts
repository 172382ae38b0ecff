/**
 * Word lists for invented movie synopses: "When {someone} {event}, {they} must {goal}." followed
 * by a tagline. Events are written in the third person singular; the plural form is derived.
 * Placeholders: {subj} she/he/they, {obj} her/him/them, {poss} her/his/their, {be} is/are.
 */

export type Mood =
  | 'drama'
  | 'comedy'
  | 'thriller'
  | 'action'
  | 'horror'
  | 'romance'
  | 'scifi'
  | 'family'
  | 'documentary';

/** f: she, m: he, x: either (chosen per title), pl: they. */
export type Who = 'f' | 'm' | 'x' | 'pl';

export const PROTAGONISTS: Record<
  Exclude<Mood, 'documentary'>,
  readonly (readonly [string, Who])[]
> = {
  drama: [
    ['widowed fisherman', 'm'],
    ['young nurse', 'f'],
    ['two estranged sisters', 'pl'],
    ['retired schoolteacher', 'x'],
    ['country vet', 'x'],
    ['grieving father', 'm'],
    ['single mother of three', 'f'],
    ['ageing boxer', 'm'],
    ['refugee doctor', 'x'],
    ['three brothers', 'pl'],
    ['travelling shearer', 'x'],
    ['piano prodigy', 'x'],
    ['small-town publican', 'x'],
    ['newly arrived teacher', 'x'],
    ['former football star', 'm'],
  ],
  comedy: [
    ['hopeless wedding planner', 'x'],
    ['recently retired accountant', 'x'],
    ['two feuding neighbours', 'pl'],
    ['struggling stand-up comic', 'x'],
    ['overconfident real-estate agent', 'x'],
    ['family of five', 'pl'],
    ['small-town mayor', 'x'],
    ['pair of best friends', 'pl'],
    ['perpetually late pizza courier', 'x'],
    ['newly single dentist', 'x'],
  ],
  thriller: [
    ['night-shift security guard', 'x'],
    ['disgraced detective', 'x'],
    ['investigative journalist', 'x'],
    ['forensic accountant', 'x'],
    ['ferry deckhand', 'x'],
    ['public defender', 'x'],
    ['two flatmates', 'pl'],
    ['hotel night manager', 'x'],
    ['court stenographer', 'x'],
  ],
  action: [
    ['former navy diver', 'x'],
    ['bush pilot', 'x'],
    ['getaway driver', 'x'],
    ['border patrol officer', 'x'],
    ['retired bodyguard', 'x'],
    ['elite rescue team', 'pl'],
    ['stunt double', 'x'],
  ],
  horror: [
    ['young family', 'pl'],
    ['paranormal podcaster', 'x'],
    ['night nurse', 'f'],
    ['group of university friends', 'pl'],
    ['grieving widower', 'm'],
    ['locksmith', 'x'],
    ['house-sitter', 'x'],
  ],
  romance: [
    ['florist', 'x'],
    ['wedding photographer', 'x'],
    ['small-town baker', 'x'],
    ['ferry captain', 'x'],
    ['travelling violinist', 'x'],
    ['bookshop owner', 'x'],
    ['widowed vineyard owner', 'x'],
  ],
  scifi: [
    ['junior engineer', 'x'],
    ['cartographer', 'x'],
    ['teenage hacker', 'x'],
    ["ship's medic", 'x'],
    ['pair of archivists', 'pl'],
    ['retired astronaut', 'x'],
    ['lighthouse technician', 'x'],
  ],
  family: [
    ['curious ten-year-old', 'x'],
    ['set of twin sisters', 'pl'],
    ['clumsy young koala', 'x'],
    ['group of backyard explorers', 'pl'],
    ['shy platypus', 'x'],
    ['kid inventor', 'x'],
    ['gang of cousins', 'pl'],
  ],
};

export const EVENTS: Record<Exclude<Mood, 'documentary'>, readonly string[]> = {
  drama: [
    'inherits a failing vineyard from a grandfather {subj} never met',
    'returns to {poss} hometown for a funeral',
    'finds a box of letters hidden under the floorboards',
    'loses {poss} job at the mill',
    'takes in a teenage runaway',
    'agrees to care for a dying neighbour',
    'discovers a family secret buried for forty years',
    'is offered a second chance at the career {subj} walked away from',
    'moves into a boarding house at the edge of town',
    'receives a letter from a brother presumed dead',
    'comes home to a farm in ruins',
    'is asked to coach the local team one last time',
  ],
  comedy: [
    'accidentally books two weddings at the same venue',
    'is mistaken for a famous chef',
    'inherits a run-down caravan park',
    'fakes an engagement to impress {poss} parents',
    "enters the town's annual scarecrow competition",
    'swaps houses with a stranger for the summer',
    "is put in charge of the school's disastrous musical",
    'adopts a goat that will not stop escaping',
    'becomes the reluctant manager of a retirement-village band',
    'wins a holiday nobody remembers entering',
  ],
  thriller: [
    'witnesses something {subj} should not have seen on the late ferry',
    "finds a stranger's phone full of photographs of {poss} own house",
    'takes a night job guarding an empty hotel',
    'is called back to a case everyone thought was closed',
    'receives an anonymous tip about a missing accountant',
    'wakes up in hospital with no memory of the last three days',
    'uncovers a pattern in a string of small-town disappearances',
    'agrees to deliver one package, no questions asked',
  ],
  action: [
    'is the last one who can fly the storm route',
    'learns that {poss} old unit has been framed',
    'is hired to escort a witness across the desert',
    'steals the wrong car from the wrong people',
    'is trapped on a stalled freight train with a crew of hijackers',
    'gets one last job offer from a crew {subj} swore off',
  ],
  horror: [
    'moves into a farmhouse where every clock stops at three in the morning',
    "hears a child's voice on an old reel-to-reel tape",
    'takes a caretaking job at a shuttered asylum',
    'buys an antique mirror at a deceased-estate auction',
    'arrives at a remote lodge just as the snow closes the road',
    'notices that the neighbours never seem to sleep',
  ],
  romance: [
    'falls for the rival florist across the street',
    'meets a stranger on a delayed overnight train',
    'is hired to plan the wedding of {poss} first love',
    'returns to the island where {subj} spent one perfect summer',
    'answers an old-fashioned personal ad in the local paper',
    'shares a rental cottage with a grumpy novelist by mistake',
  ],
  scifi: [
    'receives a message from a colony ship lost for a century',
    'finds a door in the library that was not there yesterday',
    'wakes up on a generation ship that has drifted off course',
    'discovers a way to hear the thoughts of machines',
    'is chosen to carry a map to a city that exists only at night',
    'repairs a robot that remembers a war nobody else does',
  ],
  family: [
    'finds a lost wombat in the school garden',
    "builds a rocket out of the family's old washing machine",
    'befriends a dragon who is afraid of the dark',
    'enters the regional billycart derby',
    'discovers a tiny village living under the veranda',
    'is left in charge of the neighbourhood pet-sitting business',
  ],
};

export const GOALS: Record<Exclude<Mood, 'documentary'>, readonly string[]> = {
  drama: [
    'decide how much of {poss} past {subj} {be} willing to share',
    'learn to trust again',
    'hold the family together through one long, hard winter',
    'face the choices that drove {obj} away',
    'choose between duty and the life {subj} always wanted',
    'find the courage to ask for help',
    'make peace with a father who never said sorry',
    'rebuild what the flood took, one fence post at a time',
  ],
  comedy: [
    'keep the lie going until the end of the weekend',
    'win back {poss} dignity, and possibly the trophy',
    'survive three days with the in-laws',
    'stop a small disaster from becoming a very large one',
    'convince everyone that everything is under control',
    'get through the holidays without anyone finding out',
  ],
  thriller: [
    'find out who is watching before it is too late',
    'decide who to trust in a town that keeps its secrets',
    'outrun the people who want it back',
    'piece together the truth before the trail goes cold',
    'clear {poss} name before the verdict comes in',
    'stay one step ahead of a killer who seems to know {poss} every move',
  ],
  action: [
    'get everyone home before the bridge goes down',
    'pull off the impossible in under twenty-four hours',
    'fight {poss} way out of a city that wants {obj} gone',
    'win back the trust of the team {subj} left behind',
    'stop a heist that would empty the national reserve',
  ],
  horror: [
    'survive until morning',
    'discover what the house wants before it takes someone else',
    'break a curse older than the town itself',
    'keep {poss} family together as something in the walls tries to pull it apart',
  ],
  romance: [
    'decide whether love is worth the risk',
    'choose between the safe life and the one that makes {poss} heart race',
    'say what should have been said ten years ago',
    'work out whether a summer romance can survive the winter',
  ],
  scifi: [
    'find the way home before the window closes',
    'decide what is worth saving',
    'unravel a mystery written into the stars',
    'outwit an empire that controls time itself',
    'keep a promise made in another lifetime',
  ],
  family: [
    'get everyone home in time for dinner',
    'save the town fair from a very determined storm',
    'prove that small heroes can do big things',
    'learn that friendship is the best adventure of all',
  ],
};

/** Second sentences. {adj} {adj2} tagline adjectives, {t1} {t2} {t3} themes, {backdrop}. */
export const TAGLINES: Record<Mood, readonly string[]> = {
  drama: [
    'A {adj} drama about {t1}, {t2} and {t3}.',
    'A {adj} portrait of {t1}, set against {backdrop}.',
    'Set against {backdrop}, it is a {adj} story of {t1} and {t2}.',
  ],
  comedy: [
    'A {adj} comedy about {t1}, {t2} and what really matters.',
    'Expect misunderstandings, mayhem and a {adj} finale.',
    'A {adj} comedy of errors set in {backdrop}.',
  ],
  thriller: [
    'A {adj} thriller in which nobody is quite who they seem.',
    '{Adj} and {adj2} to the final frame, it is a thriller about {t1} and {t2}.',
    'A {adj} mystery set in {backdrop}.',
  ],
  action: [
    'A {adj} action ride set in {backdrop}.',
    '{Adj}, {adj2} and relentless from the first minute.',
    'A {adj} tale of {t1} and {t2}, told at full throttle.',
  ],
  horror: [
    'A {adj} horror story that lingers long after the lights come on.',
    'A {adj} tale of dread set in {backdrop}.',
  ],
  romance: ['A {adj} romance about {t1} and {t2}.', 'A {adj} love story set in {backdrop}.'],
  scifi: [
    'A {adj} science-fiction adventure about {t1} and {t2}.',
    '{Adj} and {adj2}, it asks what {t1} means when everything else is gone.',
  ],
  family: [
    'A {adj} adventure for the whole family.',
    'A {adj} tale about {t1} and {t2}, with laughs for all ages.',
  ],
  documentary: [
    'A {adj} look at {t1}, {t2} and {t3}.',
    '{Adj} and {adj2}, it is a film about {t1} and {t2}.',
  ],
};

export const TAGLINE_ADJECTIVES: Record<Mood, readonly string[]> = {
  drama: [
    'quiet',
    'tender',
    'unflinching',
    'beautifully acted',
    'heartfelt',
    'patient',
    'moving',
    'luminous',
    'restrained',
    'powerful',
  ],
  comedy: [
    'warm-hearted',
    'big-hearted',
    'gently absurd',
    'laugh-out-loud',
    'good-natured',
    'sharp',
    'sweet',
    'chaotic',
  ],
  thriller: [
    'taut',
    'twisting',
    'slow-burning',
    'gripping',
    'nerve-jangling',
    'claustrophobic',
    'razor-sharp',
  ],
  action: ['breathless', 'explosive', 'thunderous', 'high-octane', 'relentless', 'muscular'],
  horror: ['chilling', 'unsettling', 'eerie', 'deeply creepy', 'atmospheric'],
  romance: ['sweet', 'sun-drenched', 'bittersweet', 'swooning', 'tender', 'charming'],
  scifi: ['ambitious', 'mind-bending', 'dazzling', 'thoughtful', 'eerie'],
  family: ['joyful', 'colourful', 'funny', 'heartwarming', 'sparkling'],
  documentary: ['intimate', 'eye-opening', 'stirring', 'revealing', 'compassionate', 'absorbing'],
};

export const THEMES = [
  'grief',
  'second chances',
  'family',
  'forgiveness',
  'loyalty',
  'ambition',
  'belonging',
  'friendship',
  'courage',
  'home',
  'love',
  'memory',
  'justice',
  'trust',
  'growing up',
  'pride',
  'letting go',
  'starting over',
  'small-town secrets',
  'the weight of the past',
  'hope',
  'identity',
  'sacrifice',
  'redemption',
  'community',
  'stubbornness',
  'luck',
] as const;

export const BACKDROPS = [
  'a coastal town in winter',
  'the wheat belt in a drought year',
  'the last days of a travelling circus',
  'a city that never quite sleeps',
  'the goldfields in the 1890s',
  'a crumbling seaside hotel',
  'the pearling towns of the far north',
  'a snowbound mountain pass',
  'a remote island lighthouse',
  'an inner-city laundromat',
  'the final season of a country football club',
  'a sprawling outback cattle station',
  'a postwar boarding house',
  'a rainforest research station',
  'a quiet suburban cul-de-sac',
  'a river town waiting for the flood',
  'an opal-mining settlement',
] as const;

/** Documentary openers: who the film follows and what they do, as pairs that fit together. */
export const DOCUMENTARY_SUBJECTS: readonly (readonly [string, string])[] = [
  [
    'the last ferry crew on a remote island',
    'try to keep their service running for one more season',
  ],
  ['a family of beekeepers', 'battle drought and disease to save their hives'],
  ['a brigade of volunteer firefighters', 'prepare for the worst summer on record'],
  ['two young chefs', 'attempt to open a restaurant in ninety days'],
  ['a club of amateur astronomers', 'hunt for a comet nobody else believes in'],
  ['the residents of a tiny desert town', 'fight to keep their only pub open'],
  ['a team of marine biologists', 'race to map a reef before it changes for ever'],
  ['a high-school choir', 'travel to their first international competition'],
  ['a pair of wildlife carers', 'nurse orphaned joeys back to health'],
  ['a crew of shearers', 'work their way across three states in a single season'],
  ['veteran stonemasons', 'restore a cathedral damaged by an earthquake'],
  ["a women's rowing eight", 'train for a race most people said they could not win'],
  ['the staff of a country hospital', 'keep the doors open through a long winter'],
  ['a group of retired engineers', 'rebuild a steam locomotive piece by piece'],
  ['young jockeys', 'chase their first win on the country racing circuit'],
  ['oyster farmers', 'adapt to a warming estuary'],
  ['a travelling cinema crew', 'bring films to towns that lost their picture theatres'],
  ['street artists', 'turn a grey industrial suburb into an open-air gallery'],
];
