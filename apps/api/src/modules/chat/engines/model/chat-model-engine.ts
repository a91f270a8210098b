import type { TextStreamer } from '../../../ai/openai-chat';
import { MAX_TOKENS } from '../../../ai/prompt-helpers';
import type { AnswerChecker } from '../../../questions/answer-checking/answer-checker';
import type {
  ChatEngine,
  ChatEngineReply,
  ChatQuestion,
  ChatReplyWriter,
  ChatSource,
  ChatSourceFinder,
  ChatTurn,
} from '../chat-engine';
import { AnswerGuard } from '../answer-guard';
import { chatPrompt, questionSources } from './chat-prompt';

const SEARCH_LIMIT = 6;
const CHECK_LINE = /^\s*\*\*Check:\*\*\s*(.+?)\s*$/im;

/**
 * The configured model as the tutor: retrieval (attached questions, then a search for the message) goes
 * into the prompt as numbered sources, the answer streams through the openai SDK, and the numbers the
 * model cites map back to those sources. In hint mode an AnswerGuard holds back any sentence that states
 * an attached or retrieved bank question's final answer.
 */
export class ChatModelEngine implements ChatEngine {
  readonly kind = 'openai' as const;

  constructor(
    private readonly model: TextStreamer,
    private readonly checker: AnswerChecker,
  ) {}

  async reply(
    turn: ChatTurn,
    finder: ChatSourceFinder,
    writer: ChatReplyWriter,
    signal: AbortSignal,
  ): Promise<ChatEngineReply> {
    const { questions, sources } = await this.retrieve(turn, finder);
    const guard = turn.mode === 'hint' ? new AnswerGuard(questions, this.checker, writer) : null;
    let written = '';
    const out = (text: string) => {
      if (guard) return guard.write(text);
      written += text;
      writer.write(text);
    };
    await this.model.stream(chatPrompt(turn, sources), MAX_TOKENS.part, out, signal);
    guard?.end();
    const content = guard ? guard.written : written;
    return {
      content,
      cited: sources.map((s) => s.key),
      checkQuestion: CHECK_LINE.exec(content)?.[1] ?? null,
    };
  }

  /** Attached questions (with their answers only in answer mode), then what the message finds. */
  private async retrieve(turn: ChatTurn, finder: ChatSourceFinder) {
    const attached = await Promise.all(
      turn.attachments.flatMap((a) => (a.kind === 'question' ? [finder.question(a.questionId)] : [])),
    );
    const found = await finder.search(turn.content, { limit: SEARCH_LIMIT });
    // A question the search found is guarded too: its answer must not slip out of a hint.
    const matched = await Promise.all(
      found
        .filter((s) => s.kind === 'question' && s.locator === null)
        .map((s) => finder.question(s.sourceId)),
    );
    const questions = [...attached, ...matched].filter((q): q is ChatQuestion => q !== null);
    const answers = turn.mode === 'answer';
    const sources: ChatSource[] = [];
    const seen = new Set<string>();
    for (const source of [...attached.flatMap((q) => (q ? questionSources(q, answers) : [])), ...found]) {
      if (seen.has(source.key)) continue;
      seen.add(source.key);
      sources.push(source);
    }
    return { questions, sources };
  }
}
