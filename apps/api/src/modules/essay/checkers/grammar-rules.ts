import { noun as nounLemma } from 'wink-lemmatizer';
import { wordsOf } from './text';

/** A finding of one of our own grammar rules, with offsets inside the sentence. */
export interface RuleFinding {
  issue: string;
  start: number;
  end: number;
  replacement: string;
}

export type GrammarRuleName =
  'subject-verb-agreement' | 'run-on' | 'comma-splice' | 'its' | 'their-there' | 'article' | 'repeated-word';

type Rule = (sentence: string) => RuleFinding[];

const words = (list: string) => new Set(list.split(' '));
const matchCase = (like: string, word: string) =>
  /^[A-Z]/.test(like) ? word[0].toUpperCase() + word.slice(1) : word;

const SINGULAR_TO_PLURAL_VERB: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  shows: 'show',
  suggests: 'suggest',
  indicates: 'indicate',
  proves: 'prove',
  demonstrates: 'demonstrate',
  reveals: 'reveal',
  seems: 'seem',
  appears: 'appear',
  remains: 'remain',
  makes: 'make',
  needs: 'need',
  leads: 'lead',
  helps: 'help',
  means: 'mean',
  causes: 'cause',
  creates: 'create',
  supports: 'support',
  explains: 'explain',
  affects: 'affect',
  becomes: 'become',
  gives: 'give',
  allows: 'allow',
  requires: 'require',
  depends: 'depend',
  tends: 'tend',
  argues: 'argue',
};
const PLURAL_TO_SINGULAR_VERB = Object.fromEntries(
  Object.entries(SINGULAR_TO_PLURAL_VERB).map(([singular, plural]) => [plural, singular]),
);
const DETERMINERS = words(
  'the these those many most some several our their his her its my your all both few',
);
const PREPOSITIONS = words('of in on for from with about at by among between across');
const NOT_NOUNS = words('this that there it he she they we i you one each every who which what');

function isPluralNoun(word: string): boolean {
  const w = word.toLowerCase();
  return /[^su]s$/.test(w) && !/(ics|ss|is|us|news)$/.test(w) && nounLemma(w) !== w;
}

/**
 * "The results of the study shows": a determiner, a head noun, a prepositional phrase of a few words,
 * then a verb whose number disagrees with the head noun (not with the nearer noun in the phrase).
 */
const subjectVerbAgreement: Rule = (sentence) => {
  const ws = wordsOf(sentence);
  for (let i = 0; i + 3 < ws.length; i += 1) {
    if (!DETERMINERS.has(ws[i].text.toLowerCase())) continue;
    // A noun phrase right after a preposition is an object, not the subject.
    if (i > 0 && PREPOSITIONS.has(ws[i - 1].text.toLowerCase())) continue;
    const head = ws[i + 1];
    if (NOT_NOUNS.has(head.text.toLowerCase())) continue;
    // The head noun is followed directly by the verb or by a prepositional phrase of up to five words.
    const candidates = [i + 2];
    if (PREPOSITIONS.has(ws[i + 2].text.toLowerCase()))
      for (let k = i + 4; k <= i + 8; k += 1) candidates.push(k);
    for (const k of candidates) {
      const verb = ws[k];
      if (!verb) break;
      const v = verb.text.toLowerCase();
      const plural = isPluralNoun(head.text);
      const fix = plural ? SINGULAR_TO_PLURAL_VERB[v] : PLURAL_TO_SINGULAR_VERB[v];
      const singularHead = !plural && /^[a-z]+$/i.test(head.text) && !/s$/i.test(head.text);
      if (fix && (plural || (singularHead && k > i + 2))) {
        return [
          {
            issue: `Subject–verb agreement: "${head.text}" is ${plural ? 'plural' : 'singular'}, so use "${fix}"`,
            start: verb.start,
            end: verb.start + verb.text.length,
            replacement: matchCase(verb.text, fix),
          },
        ];
      }
      if (SINGULAR_TO_PLURAL_VERB[v] || PLURAL_TO_SINGULAR_VERB[v]) break;
    }
  }
  return [];
};

const SUBJECT_PRONOUNS = 'I|he|she|it|we|they|there|this';
// A finite verb, or an adverb and a verb: "it is", "it never asks", "they rarely mattered".
const FINITE_VERB =
  '(?:(?:never|not|also|still|often|always|then|rarely|soon|quickly|seldom)\\s+[a-z]+|is|are|was|were|has|have|had|will|would|can|could|should|must|did|does|do|[a-z]+ed|[a-z]+[^s\\W]s)';

/** Independent clauses joined by a comma alone: "The law passed, it changed nothing." */
const commaSplice: Rule = (sentence) => {
  if (
    /^(if|when|because|although|though|since|while|after|before|unless|as|once|whether|until|whenever|even)\b/i.test(
      sentence,
    )
  ) {
    return [];
  }
  const pattern = new RegExp(`,\\s+(${SUBJECT_PRONOUNS})\\s+${FINITE_VERB}\\b`, 'g');
  for (const m of sentence.matchAll(pattern)) {
    const comma = m.index ?? 0;
    const before = sentence.slice(0, comma);
    // A short lead-in ("However, it is") or a clause opened by a subordinator is not a splice.
    if (
      wordsOf(before).length < 4 ||
      /\b(which|who|that|if|when|because|although|while)\b[^,]*$/i.test(before)
    )
      continue;
    return [
      {
        issue: 'Comma splice: two complete sentences joined only by a comma',
        start: comma,
        end: comma + 1,
        replacement: ';',
      },
    ];
  }
  return [];
};

/**
 * Words that end a clause and cannot head a relative clause ("the tools they use" is fine, so a noun
 * before the pronoun is not enough): adverbs in -ly, past participles in -ed and time words.
 */
const CLAUSE_ENDING =
  /^(?:[a-z]+ly|[a-z]+ed|now|then|today|yesterday|again|too|well|anymore|later|ago|soon|year|month|week|semester|time)$/;

/** Two sentences fused with no punctuation: "The town voted for the plan last year it failed." */
const runOn: Rule = (sentence) => {
  const pattern = new RegExp(`\\b([a-z]+)\\s+(I|he|she|it|we|they)\\s+${FINITE_VERB}\\b`, 'g');
  for (const m of sentence.matchAll(pattern)) {
    if (!CLAUSE_ENDING.test(m[1]) || /^(only|early|likely|apply|reply|supply|rely)$/.test(m[1])) continue;
    if (wordsOf(sentence.slice(0, m.index)).length < 3) continue;
    const at = (m.index ?? 0) + m[1].length;
    return [
      {
        issue: 'Run-on sentence: two complete sentences with no punctuation between them',
        start: at,
        end: at,
        replacement: ';',
      },
    ];
  }
  return [];
};

const ITS_BEFORE = words(
  'a an the not been going because clear important obvious likely unlikely possible impossible easy hard difficult essential necessary crucial too also just what how that about unfair fair wrong still always never hardly',
);

const itsVersusItIs: Rule = (sentence) => {
  const found: RuleFinding[] = [];
  for (const m of sentence.matchAll(/\b(its)\s+([a-z]+)/gi)) {
    if (!ITS_BEFORE.has(m[2].toLowerCase())) continue;
    const at = m.index ?? 0;
    found.push({
      issue: '"its" is possessive; use "it\'s" (it is)',
      start: at,
      end: at + 3,
      replacement: matchCase(m[1], "it's"),
    });
  }
  for (const m of sentence.matchAll(/\b(it['’]s)\s+own\b/gi)) {
    const at = m.index ?? 0;
    found.push({
      issue: '"it\'s" means "it is"; use the possessive "its"',
      start: at,
      end: at + 4,
      replacement: matchCase(m[1], 'its'),
    });
  }
  return found;
};

const THEIR_OWNED = words(
  'own parents children lives opinions work way family families homes home jobs students friends rights ideas voices futures',
);

const theirThereTheyre: Rule = (sentence) => {
  const found: RuleFinding[] = [];
  const add = (at: number, word: string, fix: string, why: string) => {
    found.push({
      issue: `"${word}" ${why}; use "${fix}"`,
      start: at,
      end: at + word.length,
      replacement: matchCase(word, fix),
    });
  };
  for (const m of sentence.matchAll(/\b(their)\s+(is|are|was|were|will be|has been|have been)\b/gi))
    add(m.index ?? 0, m[1], 'there', 'is possessive');
  for (const m of sentence.matchAll(/\b(their)\s+(going|trying|not|being|doing|too)\b/gi))
    add(m.index ?? 0, m[1], "they're", 'is possessive');
  for (const m of sentence.matchAll(
    /\b(?:(for|of|with|about|on|by|into|through|against|despite|toward)\s+)?(there)\s+([a-z]+)\b/gi,
  )) {
    const at = (m.index ?? 0) + m[0].indexOf(m[2], m[1]?.length ?? 0);
    const owned =
      (m[1] !== undefined && !/^(is|are|was|were|will|has|have|had|be|being|seems?|remains?)$/i.test(m[3])) ||
      THEIR_OWNED.has(m[3].toLowerCase());
    if (owned) add(at, m[2], 'their', 'is a place');
    else if (/^(going|trying|doing|saying|making|getting)$/i.test(m[3]))
      add(at, m[2], "they're", 'is a place');
  }
  for (const m of sentence.matchAll(/\b(they['’]re)\s+(own|is|was)\b/gi)) {
    add(m.index ?? 0, m[1], m[2].toLowerCase() === 'own' ? 'their' : 'there', 'means "they are"');
  }
  return found;
};

// Vowel letters that sound like consonants and silent h's, the usual exceptions to the first letter.
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one|once|ufo|uk|us\b|ura)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|mba|fbi|nba|sat\b|mri|x-?ray|ngo)/i;

const article: Rule = (sentence) => {
  const found: RuleFinding[] = [];
  for (const m of sentence.matchAll(/\b(a|an)\s+([A-Za-z][\w-]*)/gi)) {
    const next = m[2];
    const vowelSound = (/^[aeiou]/i.test(next) && !CONSONANT_SOUND.test(next)) || VOWEL_SOUND.test(next);
    const want = vowelSound ? 'an' : 'a';
    if (m[1].toLowerCase() === want || /^[A-Z]{2,}/.test(next) || (m[1] === 'A' && (m.index ?? 0) > 0))
      continue;
    const at = m.index ?? 0;
    found.push({
      issue: `Use "${want}" before "${next}"`,
      start: at,
      end: at + m[1].length,
      replacement: matchCase(m[1], want),
    });
  }
  return found;
};

const repeatedWord: Rule = (sentence) => {
  const found: RuleFinding[] = [];
  for (const m of sentence.matchAll(/\b([A-Za-z]+)\s+\1\b/gi)) {
    if (/^(had|that)$/i.test(m[1])) continue;
    const at = m.index ?? 0;
    found.push({
      issue: `Repeated word: "${m[1]}"`,
      start: at,
      end: at + m[0].length,
      replacement: m[1],
    });
  }
  return found;
};

export const GRAMMAR_RULES: Readonly<Record<GrammarRuleName, Rule>> = {
  'subject-verb-agreement': subjectVerbAgreement,
  'comma-splice': commaSplice,
  'run-on': runOn,
  its: itsVersusItIs,
  'their-there': theirThereTheyre,
  article,
  'repeated-word': repeatedWord,
};
