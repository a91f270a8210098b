import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { NounSenses } from './noun-senses';
import { repairVerbs } from './tag-repair';
import { markNarrativeTense } from './tense-shift';
import type { TaggedSentence, Token } from './token';

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;
const senses = new NounSenses();

/** The model takes about half a second to load, so it loads on the first sentence tagged. */
function loadNlp(): Nlp {
  nlp ??= winkNLP(model);
  return nlp;
}

const CLITIC = /^(['’](s|re|ve|ll|d|m)|n['’]t)$/i;

/**
 * Tags text; clitics the tagger splits off ("it" + "'s") are joined back to their word. The tagger
 * reads a capitalised word as a name ("Farmers use…" → PROPN NOUN), so each sentence's first word is
 * tagged in lower case (`starts`: offsets of sentence starts); tokens keep the text as written.
 */
function tagText(text: string, starts: number[]): Token[] {
  const engine = loadNlp();
  const chars = [...text];
  let lowered = text;
  if (chars.length === text.length) {
    const names = namesInText(text);
    for (const at of starts) {
      const word = /^[A-Z][a-z]+/.exec(text.slice(at, at + 40))?.[0];
      if (word && !names.has(word)) chars[at] = chars[at].toLowerCase();
    }
    lowered = chars.join('');
  }
  const doc = engine.readDoc(lowered);
  const list = doc.tokens();
  // its.lemma's declared signature does not fit out()'s overloads, although it works the same way.
  const read = (its: unknown) => (list.out as (f: unknown) => string[]).call(list, its);
  const values = read(engine.its.value);
  const tags = read(engine.its.pos);
  const lemmas = read(engine.its.lemma);
  const tokens: Token[] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    const at = lowered.indexOf(value, cursor);
    if (at < 0) return;
    cursor = at + value.length;
    const written = text.slice(at, cursor);
    const previous = tokens[tokens.length - 1];
    if (previous && previous.end === at && CLITIC.test(value)) {
      previous.text += written;
      previous.end = cursor;
      previous.clitic = value.toLowerCase().replace('’', "'");
      previous.lower = previous.text.toLowerCase().replace(/’/g, "'");
      return;
    }
    const lower = value.toLowerCase().replace(/’/g, "'");
    // The tagger keeps some possessives whole ("customer's", even as a name): split the clitic off.
    const whole =
      /^[a-z-]{2,}'s$/.test(lower) && (tags[i] === 'NOUN' || (tags[i] === 'PROPN' && /^[a-z]/.test(written)));
    // It keeps "I'm" whole too, as a name: it is the pronoun and its verb.
    const iAm = lower === "i'm";
    tokens.push({
      text: written,
      lower,
      base: whole || iAm ? lower.slice(0, -2) : lower,
      clitic: whole ? "'s" : iAm ? "'m" : '',
      start: at,
      end: cursor,
      pos: iAm ? 'PRON' : tags[i],
      lemma: iAm ? 'i' : (lemmas[i] ?? value).toLowerCase(),
    });
  });
  return tokens;
}

/**
 * Words written with a capital inside a sentence ("…, Crooks at first tries"): names, which keep
 * their capital where they open a sentence ("Crooks, the stable buck, is").
 */
function namesInText(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/[a-z,;] ([A-Z][a-z]+)/g)) names.add(m[1]);
  return names;
}

/** Tags one sentence. */
export function tagSentence(text: string): TaggedSentence {
  const tokens = tagText(text, [text.length - text.trimStart().length]);
  repairVerbs(tokens, senses);
  return { text, tokens };
}

/**
 * Tags a whole text in one pass (much faster than sentence by sentence) and hands each sentence its
 * tokens, with offsets made relative to the sentence.
 */
export function tagSentences(
  text: string,
  sentences: { text: string; start: number; paragraph?: number }[],
): TaggedSentence[] {
  const tokens = tagText(
    text,
    sentences.map((s) => s.start),
  );
  let k = 0;
  const tagged = sentences.map((sentence): TaggedSentence => {
    const end = sentence.start + sentence.text.length;
    const own: Token[] = [];
    while (k < tokens.length && tokens[k].start < sentence.start) k += 1;
    while (k < tokens.length && tokens[k].end <= end) {
      const t = tokens[k];
      own.push({ ...t, start: t.start - sentence.start, end: t.end - sentence.start });
      k += 1;
    }
    repairVerbs(own, senses);
    return { text: sentence.text, tokens: own };
  });
  const paragraphs = sentences.map((s) => s.paragraph ?? 0);
  markNarrativeTense(tagged, paragraphs);
  tagged.forEach((sentence, i) => {
    if (i > 0 && paragraphs[i - 1] === paragraphs[i]) sentence.previous = tagged[i - 1].tokens;
    const first = paragraphs.indexOf(paragraphs[i]);
    sentence.earlier = tagged.slice(first, i).map((s) => s.tokens);
  });
  return tagged;
}
