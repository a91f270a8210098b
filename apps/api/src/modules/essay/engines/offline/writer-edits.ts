import { STRONGER_WORDS, WEAK_INTENSIFIERS, WORDY_PHRASES } from '../../checkers/style-phrases';
import { splitSentences } from '../../checkers/text';

/** Rule-based sentence edits shared by rewrite and apply-option: concise, formal and active wording. */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const WORDY = new RegExp(`\\b(${alternation(Object.keys(WORDY_PHRASES))})\\b`, 'gi');
const INTENSIFIED = new RegExp(`\\b(${WEAK_INTENSIFIERS.join('|')})\\s+([A-Za-z]+)`, 'gi');
const FILLERS = /\b(basically|actually|kind of|sort of|definitely|just|simply)\s+/gi;

const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bshan['’]t\b/gi, 'shall not'],
  [/\b(it|that|there|what|here|who)['’]s\b/gi, '$1 is'],
  [/\blet['’]s\b/gi, 'let us'],
  [/\b([a-z]+)n['’]t\b/gi, '$1 not'],
  [/\b([a-z]+)['’]re\b/gi, '$1 are'],
  [/\bI['’]m\b/g, 'I am'],
  [/\b([a-z]+)['’]ve\b/gi, '$1 have'],
  [/\b([a-z]+)['’]ll\b/gi, '$1 will'],
  [/\b([a-z]+)['’]d\b/gi, '$1 would'],
];
const INFORMAL: ReadonlyArray<[RegExp, string]> = [
  [/\b(a lot of|lots of|tons of)\b/gi, 'many'],
  [/\ba lot\b/gi, 'considerably'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bkids\b/gi, 'children'],
  [/\bguys\b/gi, 'people'],
  [/\bstuff\b/gi, 'material'],
  [/\bthings\b/gi, 'factors'],
  [/\bokay\b|\bOK\b/g, 'acceptable'],
  [/\b(pretty|really|super|totally)\s+(?=[a-z]+\b)/gi, ''],
  [/\bget rid of\b/gi, 'eliminate'],
  [/\bfigure out\b/gi, 'determine'],
  [/\bbig\b/gi, 'significant'],
  [/\bnowadays\b/gi, 'today'],
];

const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  written: 'wrote',
  given: 'gave',
  taken: 'took',
  shown: 'showed',
  seen: 'saw',
  made: 'made',
  done: 'did',
  found: 'found',
  held: 'held',
  told: 'told',
  built: 'built',
  chosen: 'chose',
  driven: 'drove',
  broken: 'broke',
  caught: 'caught',
  drawn: 'drew',
  led: 'led',
  sent: 'sent',
  taught: 'taught',
  brought: 'brought',
  spoken: 'spoke',
};

/** Capitalises each sentence start and tidies spaces that removals leave behind. */
function tidy(text: string): string {
  return text
    .replace(/(^|\n)[ \t]+/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(
      /(^|[.!?]["”’)]?\s+|\n\s*)([a-z])/g,
      (_m, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** Replaces wordy phrases, weak intensifiers and fillers with shorter wording. */
export function makeConcise(text: string): string {
  const replaced = text
    .replace(WORDY, (phrase: string) => matchCase(phrase, WORDY_PHRASES[phrase.toLowerCase()] ?? phrase))
    .replace(INTENSIFIED, (_m, intensifier: string, word: string) => {
      const stronger = STRONGER_WORDS[word.toLowerCase()];
      return stronger ? matchCase(intensifier, stronger) : matchCase(intensifier, word);
    })
    .replace(FILLERS, '');
  return tidy(replaced);
}

/** Expands contractions and replaces informal words with academic ones. */
export function makeFormal(text: string): string {
  let out = text;
  for (const [pattern, replacement] of [...CONTRACTIONS, ...INFORMAL])
    out = out.replace(pattern, replacement);
  return tidy(out);
}

// The doer must be a short noun phrase ending the sentence: "by the committee.", not "by 2020 in order to …".
const SIMPLE_PASSIVE =
  /^(.+?)\s+(was|were)\s+([a-z]+)\s+by\s+((?:the |a |an |his |her |their |its )?[A-Za-z-]+(?: [A-Za-z-]+)?)([.!?]?)$/;
const NOT_A_DOER = /\b(in|on|at|during|for|to|of|with|from|after|before|since|until)\b/i;

/** "The law was passed by Congress." → "Congress passed the law."; only for this simple shape. */
export function makeActive(sentence: string): string {
  const m = SIMPLE_PASSIVE.exec(sentence.trim());
  if (!m) return sentence;
  const [, subject, , participle, agent, end] = m;
  const past = /ed$/.test(participle) ? participle : IRREGULAR_PAST[participle.toLowerCase()];
  if (!past || /,/.test(subject) || NOT_A_DOER.test(agent)) return sentence;
  const object = /^(The|A|An|This|That|These|Those|Its|Their|His|Her)\b/.test(subject)
    ? lowerFirst(subject)
    : subject;
  return `${upperFirst(agent)} ${past} ${object}${end || '.'}`;
}

/** Applies makeActive to every sentence of a text, leaving everything between sentences as it was. */
export function activeThroughout(text: string): string {
  let out = text;
  for (const s of splitSentences(text).reverse()) {
    const active = makeActive(s.text);
    if (active !== s.text) out = out.slice(0, s.start) + active + out.slice(s.start + s.text.length);
  }
  return out;
}

export type RewriteStyle = 'concise' | 'formal' | 'clarity';

export function rewriteStyleOf(instruction: string): RewriteStyle {
  if (/\b(concise|shorter|shorten|brief|briefer|trim|tighten|fewer words|wordy)\b/i.test(instruction))
    return 'concise';
  if (/\b(formal|academic|professional|scholarly)\b/i.test(instruction)) return 'formal';
  return 'clarity';
}

export function rewriteByRules(sentence: string, style: RewriteStyle): string {
  if (style === 'concise') return makeConcise(sentence);
  if (style === 'formal') return makeFormal(sentence);
  return makeActive(makeFormal(makeConcise(sentence)));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const matchCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) ? upperFirst(replacement) : replacement;
