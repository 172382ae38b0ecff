// Folding and slugs live in domain/ (the cast look-up, the catalogue import and the web app's
// title links fold names the same way).
export { foldText, slugOf, sortTitleOf } from '@app/domain';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The plural form of a verb phrase written in the third person singular ("finds a key" → "find a key"). */
export function pluralVerbPhrase(phrase: string): string {
  const space = phrase.indexOf(' ');
  const verb = space < 0 ? phrase : phrase.slice(0, space);
  const rest = space < 0 ? '' : phrase.slice(space);
  return pluralVerb(verb) + rest;
}

function pluralVerb(verb: string): string {
  const irregular: Record<string, string> = {
    is: 'are',
    has: 'have',
    does: 'do',
    goes: 'go',
    was: 'were',
  };
  if (irregular[verb]) return irregular[verb];
  if (/[^aeiou]ies$/.test(verb)) return verb.slice(0, -3) + 'y';
  if (/(ch|sh|ss|x|zz)es$/.test(verb)) return verb.slice(0, -2);
  if (verb.endsWith('s') && !verb.endsWith('ss')) return verb.slice(0, -1);
  return verb;
}

/** Replaces `{name}` placeholders; an unknown placeholder is a bug in a word list, so it throws. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {${key}} in "${template}"`);
    return value;
  });
}

/** "a" or "an" before a word, by its first sound as written. */
export function withArticle(phrase: string): string {
  return (
    (/^[aeiouAEIOU]/.test(phrase) && !/^(uni|use|eu|one)/i.test(phrase) ? 'an ' : 'a ') + phrase
  );
}
