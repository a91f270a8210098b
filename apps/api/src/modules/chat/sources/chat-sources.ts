import { Inject, Injectable } from '@nestjs/common';
import { QUESTION_SEARCH_MAX_QUERY_CHARS, type ChatCitationKind } from '@eps/contracts';
import { DocumentsService } from '../../documents/documents.service';
import { Dictionary } from '../../essay/checkers';
import { QuestionSearchService } from '../../questions/question-search.service';
import { QuestionsRepository } from '../../questions/questions.repository';
import type { ChatQuestion, ChatSource, ChatSourceFinder } from '../engines/chat-engine';
import { toChatQuestion } from './bank-sources';
import { ChatSourcesRepository } from './chat-sources.repository';
import { noteSections } from './note-sources';

/** More places to search, one kind each (the formula data: sources/formula-sources.ts). */
export interface ChatSourceProvider {
  kind: ChatCitationKind;
  search(query: string, limit: number): Promise<ChatSource[]>;
}
export const CHAT_SOURCE_PROVIDERS = Symbol('CHAT_SOURCE_PROVIDERS');

const DEFAULT_LIMIT = 6;
/** Questions whose hints and mark schemes are searched too. */
const QUESTIONS_OPENED = 3;
const DOCUMENTS_SEARCHED = 20;
const QUERY_WORDS = 12;

/**
 * A chat message as a full-text query: its words joined by `or`, so an item matching some of them is
 * found and one matching more ranks higher (websearch_to_tsquery would otherwise ask for all of them).
 */
export function anyWordQuery(text: string): string {
  const words = [...new Set(text.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? [])].filter((w) => w !== 'or');
  let query = '';
  for (const word of words.slice(0, QUERY_WORDS)) {
    const next = query ? `${query} or ${word}` : word;
    if (next.length > QUESTION_SEARCH_MAX_QUERY_CHARS) break;
    query = next;
  }
  return query;
}

/** What one reply may cite: everything the engine looked up, by key. */
export class RetrievedSources implements ChatSourceFinder {
  private readonly retrieved = new Map<string, ChatSource>();
  /** A question is read once per reply, however often the engine asks for it. */
  private readonly questions = new Map<string, Promise<ChatQuestion | null>>();

  constructor(
    private readonly library: ChatSourceLibrary,
    private readonly userId: string,
  ) {}

  /** The source behind a key, only when this reply retrieved it. */
  get(key: string): ChatSource | undefined {
    return this.retrieved.get(key);
  }

  async search(
    query: string,
    options: { kinds?: ChatCitationKind[]; limit?: number } = {},
  ): Promise<ChatSource[]> {
    const read = (id: string) => this.read(id);
    return this.remember(
      await this.library.search(this.userId, query, options.kinds, options.limit ?? DEFAULT_LIMIT, read),
    );
  }

  async question(questionId: string): Promise<ChatQuestion | null> {
    const question = await this.read(questionId);
    if (question) {
      this.remember([question.question]);
      for (const part of question.parts)
        this.remember([
          part.prompt,
          ...part.hints,
          ...part.markScheme,
          ...(part.answer ? [part.answer] : []),
        ]);
    }
    return question;
  }

  async define(term: string): Promise<ChatSource | null> {
    const found = this.library.define(term);
    if (found) this.remember([found]);
    return found;
  }

  /** Reads a question once per reply; only what is handed to the engine is remembered. */
  private read(questionId: string): Promise<ChatQuestion | null> {
    let reading = this.questions.get(questionId);
    if (!reading) {
      reading = this.library.question(questionId);
      this.questions.set(questionId, reading);
    }
    return reading;
  }

  private remember(sources: ChatSource[]): ChatSource[] {
    for (const source of sources) this.retrieved.set(source.key, source);
    return sources;
  }
}

/**
 * Retrieval for the chat tutor: the approved bank (through the bank's own search, spell correction
 * included), the hints and mark-scheme points of the questions it finds, the user's own documents cut
 * into sections, WordNet, and any further providers (formulas). Another user's documents are never read.
 */
@Injectable()
export class ChatSourceLibrary {
  constructor(
    private readonly questionSearch: QuestionSearchService,
    private readonly questions: QuestionsRepository,
    private readonly documents: DocumentsService,
    private readonly dictionary: Dictionary,
    private readonly ranking: ChatSourcesRepository,
    @Inject(CHAT_SOURCE_PROVIDERS) private readonly providers: ChatSourceProvider[],
  ) {}

  forReply(userId: string): RetrievedSources {
    return new RetrievedSources(this, userId);
  }

  async question(questionId: string): Promise<ChatQuestion | null> {
    const found = await this.questions.findApproved(questionId);
    return found && toChatQuestion(found.question, found.parts);
  }

  define(term: string): ChatSource | null {
    const entry = this.dictionary.lookup(term);
    return (
      entry && {
        key: `dictionary:${entry.lemma}`,
        kind: 'dictionary',
        sourceId: entry.lemma,
        locator: entry.partOfSpeech,
        title: `${entry.lemma} (WordNet)`,
        text: entry.definition,
        href: null,
      }
    );
  }

  /** Questions first (the bank's ranking), then hints, mark-scheme points, notes and formulas by rank. */
  async search(
    userId: string,
    text: string,
    kinds: ChatCitationKind[] | undefined,
    limit: number,
    readQuestion: (id: string) => Promise<ChatQuestion | null> = (id) => this.question(id),
  ): Promise<ChatSource[]> {
    const query = anyWordQuery(text);
    if (!query) return [];
    const wanted = (kind: ChatCitationKind) => !kinds || kinds.includes(kind);
    const bank =
      wanted('question') || wanted('hint') || wanted('mark-scheme')
        ? await this.bankQuestions(query, readQuestion)
        : [];
    const questions = wanted('question') ? bank.map((q) => q.question).slice(0, Math.ceil(limit / 2)) : [];
    const details = bank.flatMap((q) =>
      q.parts.flatMap((p) => [
        ...(wanted('hint') ? p.hints : []),
        ...(wanted('mark-scheme') ? p.markScheme : []),
      ]),
    );
    const notes =
      wanted('note') || wanted('document')
        ? (await this.documents.latestTexts(userId, DOCUMENTS_SEARCHED))
            .flatMap(noteSections)
            .filter((s) => wanted(s.kind))
        : [];
    // Providers have searches of their own: they get the message as written.
    const provided = (
      await Promise.all(this.providers.filter((p) => wanted(p.kind)).map((p) => p.search(text, limit)))
    ).flat();
    const others = [...details, ...notes, ...provided];
    const order = await this.ranking.rank(
      others.map((s) => `${s.title} ${s.locator ?? ''} ${s.text}`),
      query,
      limit - questions.length,
    );
    return [...questions, ...order.map((i) => others[i])];
  }

  private async bankQuestions(
    query: string,
    readQuestion: (id: string) => Promise<ChatQuestion | null>,
  ): Promise<ChatQuestion[]> {
    const found = await this.questionSearch.search({ q: query, page: 1, pageSize: QUESTIONS_OPENED });
    const opened = await Promise.all(found.items.map((item) => readQuestion(item.id)));
    return opened.filter((q): q is ChatQuestion => q !== null);
  }
}
