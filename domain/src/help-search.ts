import { foldText } from './text-fold.ts';
import { typoDistance, typosAllowed } from './typos.ts';

/** Words of a text as the help search compares them: folded, letters and digits only. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((w) => w.length > 0);
}

/**
 * How well a query term matches a word: 3 the same, 2 the word starts with it, 1.5 within the
 * typos allowed of a word or a word's start at least as long (so "rentl" finds "rental" and
 * "rentals"), 1 within them of a shorter word ("rentl" and "rent": the user typed more), 0 not.
 */
export function termMatch(term: string, word: string): number {
  if (term === word) return 3;
  if (word.startsWith(term)) return 2;
  const edits = typosAllowed(term);
  if (edits === 0) return 0;
  if (Math.abs(word.length - term.length) <= edits && typoDistance(term, word, edits) <= edits) {
    return word.length >= term.length ? 1.5 : 1;
  }
  if (word.length > term.length) {
    for (let len = term.length - edits; len <= term.length + edits; len++) {
      if (len > 0 && len < word.length && typoDistance(term, word.slice(0, len), edits) <= edits) {
        return 1.5;
      }
    }
  }
  return 0;
}

export interface HelpSearchDocument {
  key: string;
  title: string;
  body: string;
}

export interface HelpSearchHit {
  key: string;
  score: number;
  /** The document's words that matched, folded: what to highlight. */
  matched: string[];
}

/**
 * Words and phrases people use for the same thing in help questions (issue 23): a query word or
 * phrase in a group also finds the group's other words and phrases, a little below its own.
 */
export const HELP_SYNONYMS: readonly (readonly string[])[] = [
  ['pin', 'parental pin', 'parental code', 'passcode', 'code'],
  ['forgot', 'forgotten', 'forget', 'reset', 'lost', 'change'],
  ['wifi', 'wi fi', 'wireless', 'network', 'internet', 'broadband', 'modem', 'router'],
  ['refund', 'money back', 'charge', 'charged', 'charges', 'billing', 'billed', 'bill'],
  ['no signal', 'red light', 'no internet', 'offline', 'not connected', 'no connection'],
  ['cancel', 'cancelled', 'unsubscribe', 'stop', 'remove'],
  ['subtitles', 'captions', 'closed captions', 'cc'],
  ['price', 'cost', 'costs', 'how much', 'fee', 'prices'],
  ['speed', 'mbps', 'fast', 'slow'],
  ['mobile broadband', '4g', '5g', 'dongle', 'sim'],
  ['phone', 'mobile', 'tablet', 'ipad', 'iphone', 'android', 'phones'],
  ['record', 'recording', 'recordings', 'pvr', 'record series'],
  ['second box', 'multiroom', 'another box', 'extra box', 'another room'],
  ['broken', 'faulty', 'fault', 'warranty', 'repair', 'replace', 'replacement'],
  ['restart', 'restarts', 'reboot', 'reboots', 'turns off', 'switches off'],
  ['activate', 'activation', 'set up', 'setup', 'install', 'start'],
  ['headphones', 'bluetooth', 'earphones', 'earbuds'],
  ['rent', 'rental', 'rentals', 'hire'],
  ['buy', 'purchase', 'purchases', 'bought'],
  ['card', 'credit card', 'visa', 'mastercard', 'debit card'],
  ['sport', 'sports', 'football', 'cricket', 'afl', 'nrl'],
  ['suspended', 'blocked', 'locked', 'disabled'],
  ['pink', 'green', 'colour', 'color', 'discoloured'],
  ['complaint', 'feedback', 'suggestion', 'suggestions'],
  ['tv guide', 'guide', 'epg', 'schedule'],
  ['channel packs', 'packs', 'pack', 'package', 'packages'],
  ['data', 'gb', 'usage', 'quota'],
  ['trial', 'free trial', 'free month', 'free'],
  ['provider', 'isp', 'telco', 'internet provider'],
  ['my stuff', 'library', 'my movies'],
  ['voice', 'talk', 'speak', 'microphone'],
  ['files', 'usb', 'photos', 'videos', 'media hub'],
];

/** Words that carry no meaning in a help question; dropped unless the query has nothing else. */
const STOP_WORDS = new Set(
  (
    'a an the i im me my we our you your is are am was be been do does did doing can could ' +
    'how what whats why when where which who whom to of on in into for with it its this that ' +
    'there these those and or if will would should shall not dont doesnt cant wont get got ' +
    'have has had any some so just at from by about please help anything use work works keep ' +
    'keeps take'
  ).split(' '),
);

interface QueryConcept {
  /** The user's own words first, then the synonyms; each alternative is a list of words. */
  alternatives: string[][];
  /** How many alternatives are the user's own word (and its stem), at full weight. */
  own: number;
}

const SYNONYM_WEIGHT = 0.8;

/** The word without a common ending ("rebooting" → "reboot", "failed" → "fail"), if long enough. */
function stemsOf(word: string): string[] {
  const m = /^(.{3,}?)(ing|ed|es|s)$/.exec(word);
  return m && m[1] !== word ? [m[1]!] : [];
}

/** A query as concepts: its phrases and words, each with the synonyms it stands for. */
function conceptsOf(query: string): QueryConcept[] {
  const words = wordsOf(query);
  const groups = HELP_SYNONYMS.map((g) => g.map((entry) => wordsOf(entry)));
  const used = new Array<boolean>(words.length).fill(false);
  const concepts: QueryConcept[] = [];
  // Phrases first, longest first, so "no signal" is one concept rather than "no" and "signal".
  const phrases = groups
    .flatMap((g, gi) => g.filter((e) => e.length > 1).map((e) => ({ e, gi })))
    .sort((a, b) => b.e.length - a.e.length);
  for (const { e, gi } of phrases) {
    for (let i = 0; i + e.length <= words.length; i++) {
      if (e.every((w, k) => words[i + k] === w && !used[i + k])) {
        for (let k = 0; k < e.length; k++) used[i + k] = true;
        concepts.push({ alternatives: [e, ...groups[gi]!.filter((x) => x !== e)], own: 1 });
      }
    }
  }
  const rest = words.filter((_, i) => !used[i]);
  const meaningful = rest.filter((w) => !STOP_WORDS.has(w));
  const terms = [...new Set(meaningful.length > 0 || concepts.length > 0 ? meaningful : rest)];
  for (const term of terms) {
    const forms = [term, ...stemsOf(term)];
    const synonyms = groups
      .filter((g) => g.some((e) => e.length === 1 && forms.includes(e[0]!)))
      .flat()
      .filter((e) => !(e.length === 1 && forms.includes(e[0]!)));
    concepts.push({ alternatives: [...forms.map((f) => [f]), ...synonyms], own: forms.length });
  }
  return concepts;
}

/**
 * The help centre's instant search: each word or phrase of the query (without words like "how"
 * or "my") must match the title or the body, itself (typos forgiven) or through a synonym; title
 * matches and the user's own words weigh more. When no answer has them all, the answers with the
 * most of them (at least half) are found. Built once over the content, searched per keystroke.
 */
export function createHelpSearch(documents: readonly HelpSearchDocument[]) {
  const indexed = documents.map((doc) => ({
    key: doc.key,
    title: new Set(wordsOf(doc.title)),
    body: new Set(wordsOf(doc.body)),
  }));

  /** The best score of one word in a document, with the document words it matched. */
  function wordScore(doc: (typeof indexed)[number], term: string, matched: Set<string>): number {
    let best = 0;
    for (const [words, weight] of [
      [doc.title, 3],
      [doc.body, 1],
    ] as const) {
      for (const word of words) {
        const m = termMatch(term, word);
        if (m > 0) {
          matched.add(word);
          best = Math.max(best, m * weight);
        }
      }
    }
    return best;
  }

  return function search(query: string, limit = 20): HelpSearchHit[] {
    const concepts = conceptsOf(query);
    if (concepts.length === 0) return [];
    const perDoc = indexed.map((doc) => {
      const matched = new Set<string>();
      const scores = concepts.map((concept) => {
        // The best of the user's own words and the best synonym; an answer with both ranks above
        // one with only a synonym ("broken" in the text beats "warranty" alone).
        let own = 0;
        let synonym = 0;
        concept.alternatives.forEach((alternative, i) => {
          const words = new Set<string>();
          let sum = 0;
          for (const term of alternative) {
            const s = wordScore(doc, term, words);
            if (s === 0) return;
            sum += s;
          }
          for (const w of words) matched.add(w);
          if (i < concept.own) own = Math.max(own, sum / alternative.length);
          else synonym = Math.max(synonym, (sum / alternative.length) * SYNONYM_WEIGHT);
        });
        return Math.max(own, synonym) + 0.5 * Math.min(own, synonym);
      });
      return { key: doc.key, matched, scores };
    });
    // A concept few answers have says more than one most have ("captions" against "tv").
    const weights = concepts.map((_, c) => {
      const having = perDoc.filter((d) => d.scores[c]! > 0).length;
      return Math.log((indexed.length + 1) / (having + 0.5));
    });
    const scored = perDoc
      .map((d) => ({
        key: d.key,
        matched: [...d.matched],
        found: d.scores.filter((x) => x > 0).length,
        score: d.scores.reduce((sum, x, c) => sum + x * weights[c]!, 0),
      }))
      .filter((h) => h.found > 0);
    const most = Math.max(0, ...scored.map((h) => h.found));
    if (most * 2 < concepts.length) return [];
    return scored
      .filter((h) => h.found === most)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ key, score, matched }) => ({ key, score, matched }));
  };
}
