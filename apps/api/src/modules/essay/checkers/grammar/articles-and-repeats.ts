/** a/an by the sound of the next word, and a word written twice. */
import { matchCase, type Rule, type RuleFinding } from './rule';

// Vowel letters that sound like consonants and silent h's, the usual exceptions to the first letter.
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one|once|ufo|uk|us\b|ura)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|mba|fbi|nba|sat\b|mri|x-?ray|ngo)/i;

export const article: Rule = ({ text: sentence }) => {
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

export const repeatedWord: Rule = ({ text: sentence }) => {
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
