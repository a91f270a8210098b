import type { ChatEngineReply, ChatReplyWriter, ChatSource } from '../chat-engine';

/** Longest excerpt quoted from one source; a longer text is cut at a word and marked with "…". */
const QUOTE_MAX_CHARS = 600;
/** Some bank titles are a whole question; a heading shows their start. */
const TITLE_MAX_CHARS = 80;

/** Thrown inside a reply when the user stopped it; the engine returns what was written so far. */
export class ReplyStopped extends Error {
  constructor() {
    super('The reply was stopped.');
  }
}

/** A source's words as a Markdown block quote, cut at a word boundary when long. */
export function quoteOf(text: string): string {
  const flat = text.trim();
  const cut =
    flat.length <= QUOTE_MAX_CHARS ? flat : `${flat.slice(0, QUOTE_MAX_CHARS).replace(/\s+\S*$/, '')} …`;
  return cut
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/**
 * Writes one reply: each line goes to the writer as soon as it is composed (the user sees it stream),
 * citations are numbered in the order first cited, and a stop (the signal) ends the reply before the
 * next line. `content` is exactly what was written.
 */
export class ReplyComposer {
  private written = '';
  private readonly cited: string[] = [];
  private checkQuestion: string | null = null;

  constructor(
    private readonly writer: ChatReplyWriter,
    private readonly signal: AbortSignal,
  ) {}

  /** The citation marker of a source returned by the finder in this reply: `[n]`. */
  cite(source: ChatSource): string {
    let index = this.cited.indexOf(source.key);
    if (index < 0) index = this.cited.push(source.key) - 1;
    return `[${index + 1}]`;
  }

  /** Writes a paragraph (or a list line), sentence by sentence, waiting a turn between pieces. */
  async say(text: string): Promise<void> {
    const pieces = text.split(/(?<=[.!?] |\n)/);
    const prefix = this.written ? '\n\n' : '';
    for (let i = 0; i < pieces.length; i += 1) {
      await this.yieldTurn();
      const piece = i === 0 ? prefix + pieces[i] : pieces[i];
      this.writer.write(piece);
      this.written += piece;
    }
  }

  /** A source quoted word for word, followed by its citation marker. */
  async quote(source: ChatSource, lead?: string): Promise<void> {
    const title =
      source.title.length > TITLE_MAX_CHARS
        ? `${source.title.slice(0, TITLE_MAX_CHARS).replace(/\s+\S*$/, '')} …`
        : source.title;
    const heading = lead ?? `**${title}${source.locator ? ` — ${source.locator}` : ''}**`;
    await this.say(`${heading} ${this.cite(source)}\n${quoteOf(source.text)}`);
  }

  setCheckQuestion(question: string | null): void {
    this.checkQuestion = question;
  }

  get stopped(): boolean {
    return this.signal.aborted;
  }

  /** The reply as written; sources cited only in text a stop kept from being written are left out (they are the last ones). */
  finish(): ChatEngineReply {
    let kept = this.cited.length;
    while (kept > 0 && !this.written.includes(`[${kept}]`)) kept -= 1;
    return { content: this.written, cited: this.cited.slice(0, kept), checkQuestion: this.checkQuestion };
  }

  private async yieldTurn(): Promise<void> {
    if (this.signal.aborted) throw new ReplyStopped();
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.signal.aborted) throw new ReplyStopped();
  }
}
