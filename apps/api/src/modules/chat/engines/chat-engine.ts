import type {
  AiEngineKind,
  ChatCitationKind,
  ChatMessage,
  ChatMode,
  QuestionAnswer,
  QuestionAnswerType,
} from '@eps/contracts';

/**
 * One item the tutor may quote and cite: a bank question (or its part, hint or mark-scheme point), a
 * note section of the user's own generated documents, a formula, a dictionary entry. `key` is unique
 * per item and location ("question:<id>:hint:2"); a reply cites items by key, and the service turns
 * the keys into numbered citation chips.
 */
export interface ChatSource {
  key: string;
  kind: ChatCitationKind;
  /** The item's own id (question id, document id, formula id, WordNet lemma). */
  sourceId: string;
  /** Where inside the item: "Part (b)", "Hint 2", "Mark scheme point 1", "Section 2.1 Entropy"; null for the whole item. */
  locator: string | null;
  title: string;
  /** The item's words, which a reply may quote. */
  text: string;
  /** Where the item opens in the app, or null (a dictionary entry). */
  href: string | null;
}

/** A bank question as the tutor reads it: its statement, and per part the hint pathway and mark scheme. */
export interface ChatQuestion {
  question: ChatSource;
  parts: Array<{
    partId: string;
    label: string | null;
    prompt: ChatSource;
    /** The hint pathway in order (OATutor's hints and scaffolds), each a citable source. */
    hints: ChatSource[];
    markScheme: ChatSource[];
    /** The part's worked answer as text (LaTeX in $…$), or null when the bank has none. */
    answer: ChatSource | null;
    /** What the bank checks answers against (AnswerChecker.check), so a hint can hold the answer back. */
    expected?: { type: QuestionAnswerType; answer: QuestionAnswer | null };
  }>;
}

/**
 * What the engines may look things up in, for one reply. Everything it returns is remembered for this
 * reply: the service accepts a citation only of an item that was returned here ("never cite what was
 * not retrieved").
 */
export interface ChatSourceFinder {
  /** Full-text search over the bank, mark schemes, the user's own notes and documents and the formulas. */
  search(query: string, options?: { kinds?: ChatCitationKind[]; limit?: number }): Promise<ChatSource[]>;
  /** One approved bank question with its parts, hints and mark scheme; null when there is none. */
  question(questionId: string): Promise<ChatQuestion | null>;
  /** A WordNet definition of a word or phrase, or null. */
  define(term: string): Promise<ChatSource | null>;
}

/** Earlier messages of the conversation, oldest first, as the engines read them. */
export type ChatHistoryMessage = Pick<ChatMessage, 'role' | 'content' | 'mode' | 'attachments'>;

export interface ChatTurn {
  userId: string;
  mode: ChatMode;
  /** The user's message (attachments' text is in `attachments`, not here). */
  content: string;
  attachments: ChatMessage['attachments'];
  history: ChatHistoryMessage[];
}

/** Text is streamed as it is produced: each call appends to the reply the user sees. */
export interface ChatReplyWriter {
  write(text: string): void;
}

export interface ChatEngineReply {
  /** The whole reply in Markdown (exactly what was written), citation markers `[n]` included. */
  content: string;
  /** cited[n - 1] is the key of the source behind marker `[n]`. */
  cited: string[];
  /** A short question that checks understanding, or null. */
  checkQuestion: string | null;
}

/**
 * The tutor: answers one turn, streaming its text through `writer`, stopping when `signal` aborts.
 * Offline (engines/offline, the default: the maths engine, WordNet, retrieval, the marking engine) or
 * the configured model (engines/model, streaming through the openai SDK with retrieval in the prompt).
 */
export interface ChatEngine {
  readonly kind: AiEngineKind;
  reply(
    turn: ChatTurn,
    sources: ChatSourceFinder,
    writer: ChatReplyWriter,
    signal: AbortSignal,
  ): Promise<ChatEngineReply>;
}

export const CHAT_ENGINE = Symbol('CHAT_ENGINE');
