import { NounSenses } from './noun-senses';
import { matchCase, type Rule } from './rule';
import { finiteVerbs, numberOf, verbNumber } from './syntax';
import { subjectOf } from './subject';
import type { Token } from './token';

const PLURAL_PRONOUNS = /^(they|them|their|themselves)$/;
const SINGULAR_OF: Record<string, string> = { they: 'it', them: 'it', their: 'its', themselves: 'itself' };
/** Words that make a singular "they" natural: "everyone … their". */
const INDEFINITE_PEOPLE = /^(everyone|everybody|someone|somebody|anyone|anybody|no one|nobody|each|whoever)$/;

/** The tokens without the clauses opened by a subordinator and closed by a comma. */
function mainClauses(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  let segment: Token[] = [];
  for (const t of [...tokens, null]) {
    if (t === null || t.lower === ',') {
      const first = segment.find((x) => x.pos !== 'CCONJ');
      if (!(first && (first.pos === 'SCONJ' || SUBORDINATE.test(first.lower)) && t !== null))
        kept.push(...segment);
      segment = [];
      if (t) kept.push(t);
    } else segment.push(t);
  }
  return kept;
}

const SUBORDINATE =
  /^(if|when|because|although|though|since|while|after|before|unless|as|once|until|whenever)$/;

/**
 * "they", "them" or "their" for a single thing: "a company … their loan", "a reef … they can no
 * longer". The antecedent is the subject of the pronoun's clause when nothing plural comes between
 * them, or else every noun before the pronoun in its sentence. A person may be "they" (singular
 * they), so nouns whose most frequent WordNet sense is a person, names and "everyone" are left alone.
 */
export function pronounAntecedent(senses: NounSenses): Rule {
  // A possessive noun ("a school's identity") has the number of the noun without its "'s".
  const nounNumber = (t: Token) => numberOf(t.clitic === "'s" ? { ...t, clitic: '' } : t);
  const singularThing = (t: Token) =>
    t.pos === 'NOUN' && nounNumber(t) === 'singular' && !senses.isPerson(t.lemma);
  const pluralOrPerson = (t: Token, i: number, tokens: Token[]) =>
    (t.pos === 'NOUN' && (nounNumber(t) !== 'singular' || senses.isPerson(t.lemma))) ||
    // A name, or a plural-looking name after "the" ("the Berliners", "the Lanterns").
    (t.pos === 'PROPN' && (tokens[i - 1]?.pos !== 'DET' || /[^s]s$/.test(t.base))) ||
    (t.pos === 'PRON' && /^(we|us|they|them|these|those|you|i|he|she|who)$/.test(t.base)) ||
    INDEFINITE_PEOPLE.test(t.base);

  return ({ tokens }) => {
    const finite = finiteVerbs(tokens);
    for (let p = 1; p < tokens.length; p += 1) {
      const pronoun = tokens[p];
      if (!PLURAL_PRONOUNS.test(pronoun.base) || pronoun.clitic) continue;
      // Clauses of condition or time before a comma ("If sales are slow, …") hold no antecedent.
      const before = mainClauses(tokens.slice(0, p));
      const coordinated = before.some(
        (t, i) => t.lower === 'and' && /^(NOUN|PROPN)$/.test(before[i - 1]?.pos ?? ''),
      );
      // "all of them", "some of them": part of a plural named before, whatever it was.
      if (pronoun.base === 'them' && tokens[p - 1]?.lower === 'of') continue;
      let antecedent: Token | null = null;
      // The subject of the pronoun's clause, or of the verb it shares ("cannot reduce … and close them").
      const earlier = finite.filter((v) => v < p).reverse();
      const verb = earlier.find((v) => subjectOf(tokens, v) !== null);
      if (verb !== undefined && pronoun.base !== 'they') {
        const subject = subjectOf(tokens, verb);
        if (subject?.number !== 'singular') continue;
        // "The audience were on their feet": a group its writer treats as plural may be "they".
        if (senses.isGroup(tokens[subject.head].lemma) && verbNumber(tokens[verb]) === 'plural') continue;
        const between = tokens.slice(verb + 1, p);
        const pluralBetween = between.some((t, i) => pluralOrPerson(t, verb + 1 + i, tokens));
        // "Every fare rise hits them": an object right after its verb cannot stand for that verb's
        // subject (that would be "themselves"); another single thing of the sentence may be what it
        // stands for ("the table was heavy, and the cast moved them").
        const directObject = pronoun.base === 'them' && tokens[p - 1].pos === 'VERB';
        if (directObject) {
          const others = tokens
            .slice(0, p)
            .map((t, i) => ({ t, i }))
            .filter(({ i }) => i < subject.start || i > subject.head);
          const plural = others.some(({ t, i }) => pluralOrPerson(t, i, tokens));
          antecedent = plural ? null : (others.find(({ t }) => singularThing(t))?.t ?? null);
        } else if (singularThing(tokens[subject.head]) && !pluralBetween) antecedent = tokens[subject.head];
      }
      const opensClause = /^(,|but|and|so)$/.test(tokens[p - 1].lower);
      // "When a school's identity depends on a jumper, they…": every noun before is a single thing.
      const all = tokens.slice(0, p);
      const allNouns = all.filter((t) => t.pos === 'NOUN');
      if (
        !antecedent &&
        opensClause &&
        allNouns.length > 0 &&
        !coordinated &&
        !all.some((t, i) => pluralOrPerson(t, i, all))
      )
        antecedent = allNouns.find(singularThing) ?? null;
      if (antecedent && before.some((t, i) => pluralOrPerson(t, i, before))) continue;
      if (!antecedent) continue;
      const fix = SINGULAR_OF[pronoun.base];
      return [
        {
          issue: `Pronoun–antecedent agreement: "${pronoun.text}" is plural but refers to "${antecedent.text}", which is singular; use "${fix}"`,
          start: pronoun.start,
          end: pronoun.end,
          replacement: matchCase(pronoun.text, fix),
        },
      ];
    }
    return [];
  };
}
