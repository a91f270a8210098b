import type { ChatMode } from '@eps/contracts';
import type { GradingEngine } from '../../../grading/engines/grading-engine';
import type {
  ChatEngine,
  ChatEngineReply,
  ChatQuestion,
  ChatReplyWriter,
  ChatSourceFinder,
  ChatTurn,
} from '../chat-engine';
import {
  firstMentionOf,
  hintsGivenSince,
  previousProblem,
  questionsShown,
  workingIn,
  type ConversationProblem,
} from './conversation';
import {
  attemptAgrees,
  attemptIn,
  nearbyCheckQuestion,
  isRefusal,
  runMaths,
  writeMathsAnswer,
  writeMathsHint,
  type MathsEvaluator,
  type MathsRefusal,
  type MathsProblem,
} from './maths-reply';
import { partsOf, writeMarking, writeQuestionAnswer, writeQuestionHint } from './question-tutor';
import { ReplyComposer, ReplyStopped } from './reply-composer';
import { looksLikeMaths, readRequest, type ChatRequest } from './request-reader';
import {
  questionMatching,
  relatedQuestionCheck,
  writeBankQuestion,
  writeCannotHelp,
  writeDefinition,
  writeExplanation,
} from './study-replies';

export interface OfflineChatEngineParts {
  maths: MathsEvaluator;
  grader: GradingEngine;
}

/** What one reply works with. */
interface Reply {
  turn: ChatTurn;
  sources: ChatSourceFinder;
  out: ReplyComposer;
}

/** "this", "it", "the question": the message points at its attachment rather than carrying the maths. */
const POINTS_AT_ATTACHMENT =
  /^(?:this|that|it|these|the (?:question|problem|equation|expression|one) (?:above|attached|below))$/i;

/**
 * The offline tutor (the default engine): reads the request with a small grammar (request-reader.ts),
 * then answers from real parts only — the maths engine (results with their steps and checks), WordNet,
 * the retrieved bank items, notes and formulas (quoted and cited), a bank question's hint pathway and
 * mark scheme, and the marking engine. Hint mode gives the next hint only and never the final answer.
 * When it cannot help it says so and names the tool that can. Text streams line by line.
 */
export class OfflineChatEngine implements ChatEngine {
  readonly kind = 'offline' as const;
  private readonly maths: MathsEvaluator;
  private readonly grader: GradingEngine;

  constructor({ maths, grader }: OfflineChatEngineParts) {
    this.maths = maths;
    this.grader = grader;
  }

  async reply(
    turn: ChatTurn,
    sources: ChatSourceFinder,
    writer: ChatReplyWriter,
    signal: AbortSignal,
  ): Promise<ChatEngineReply> {
    const out = new ReplyComposer(writer, signal);
    try {
      await this.answer({ turn, sources, out });
    } catch (err) {
      if (!(err instanceof ReplyStopped)) throw err;
    }
    return out.finish();
  }

  private async answer(reply: Reply): Promise<void> {
    const { turn, sources, out } = reply;
    const request = this.requestOf(turn);
    const attempt = attemptIn(turn.content);
    const problem = previousProblem(turn.history);
    if (attempt && problem?.kind === 'maths' && !(request.kind === 'maths' && request.explicit))
      if (await this.checkAttempt(reply, problem, attempt)) return;
    const attached = turn.attachments.find((a) => a.kind === 'question');
    if (attached?.kind === 'question' && !['mark', 'define', 'question'].includes(request.kind)) {
      const question = await sources.question(attached.questionId);
      if (question)
        return this.tutor(
          reply,
          question,
          attached.partId,
          request.kind === 'worked-answer' ? 'answer' : turn.mode,
        );
    }
    switch (request.kind) {
      case 'maths': {
        const refusal = await this.mathsReply(reply, request, turn.mode);
        if (!refusal) return;
        if (!refusal.unreadable)
          return writeCannotHelp(
            out,
            'calculate',
            `${refusal.message} As the offline tutor I do maths only through the maths engine, so I will not guess.`,
          );
        if (request.explicit)
          return writeCannotHelp(
            out,
            turn.content,
            `I could not read "${request.expression}" as maths. ${refusal.message}`,
          );
        return this.fallBack(reply, turn.content);
      }
      case 'define':
        if (await writeDefinition(out, sources, request.term)) return;
        if (await writeExplanation(out, sources, request.term)) return;
        return writeCannotHelp(
          out,
          turn.content,
          `The WordNet dictionary has no entry for "${request.term}", and I found nothing about it in the question bank or your notes.`,
        );
      case 'explain':
        if (await writeExplanation(out, sources, request.topic)) return;
        return writeCannotHelp(
          out,
          `notes ${turn.content}`,
          `I found nothing about "${request.topic}" in the question bank, the formulas or your notes, and as the offline tutor I do not write explanations of my own.`,
        );
      case 'question':
        if (
          await writeBankQuestion(
            out,
            sources,
            request.topic || (await this.lastTopic(reply)),
            questionsShown(turn.history),
          )
        )
          return;
        return writeCannotHelp(
          out,
          'find questions',
          `The question bank has no question on "${request.topic}" that I could find.`,
        );
      case 'mark':
        return this.mark(reply, request.answer);
      case 'worked-answer':
        return this.followUp(reply, 'answer');
      case 'hint':
        return this.followUp(reply, 'hint');
      default:
        return this.fallBack(reply, turn.content);
    }
  }

  /** The message read as a request; "solve this" with an image's text reads the image's text. */
  private requestOf(turn: ChatTurn): ChatRequest {
    const request = readRequest(turn.content);
    const image = turn.attachments.find((a) => a.kind === 'image-text');
    if (image?.kind !== 'image-text') return request;
    if (request.kind === 'maths' && POINTS_AT_ATTACHMENT.test(request.expression))
      return { ...request, expression: image.text };
    // "can you help with this?" and a photo: the photo's text is the request.
    const pointsAtImage = request.kind === 'explain' && POINTS_AT_ATTACHMENT.test(request.topic);
    if (request.kind === 'other' || request.kind === 'hint' || pointsAtImage) {
      const fromImage = readRequest(image.text);
      if (fromImage.kind === 'maths') return fromImage;
    }
    return request;
  }

  private async mathsReply(
    reply: Reply,
    problem: MathsProblem,
    mode: ChatMode,
    hintsGiven = 0,
    introduce = true,
  ): Promise<MathsRefusal | null> {
    const result = await runMaths(this.maths, problem);
    if (isRefusal(result)) return result;
    if (mode === 'hint') await writeMathsHint(reply.out, problem, result, hintsGiven, introduce);
    else await writeMathsAnswer(reply.out, problem, result);
    reply.out.setCheckQuestion(await nearbyCheckQuestion(this.maths, problem));
    return null;
  }

  private async tutor(
    reply: Reply,
    question: ChatQuestion,
    partId: string | undefined,
    mode: ChatMode,
  ): Promise<void> {
    const parts = partsOf(question, partId);
    if (mode === 'answer') {
      await writeQuestionAnswer(reply.out, question, parts);
      return reply.out.setCheckQuestion(await relatedQuestionCheck(reply.sources, question.question));
    }
    const since = firstMentionOf(reply.turn.history, question.question.sourceId);
    await writeQuestionHint(
      reply.out,
      question,
      parts,
      hintsGivenSince(reply.turn.history, since),
      workingIn(reply.turn),
    );
  }

  /** "another question": the topic of the conversation's bank question (its title), or none. */
  private async lastTopic(reply: Reply): Promise<string> {
    const problem = previousProblem(reply.turn.history);
    if (problem?.kind !== 'question') return '';
    return (await reply.sources.question(problem.questionId))?.question.title ?? '';
  }

  /** "mark my answer": the marking engine on the attached question or the conversation's; maths answers go to the maths engine. */
  private async mark(reply: Reply, answer: string): Promise<void> {
    const { turn, out } = reply;
    const attached = turn.attachments.find((a) => a.kind === 'question');
    const problem = previousProblem(turn.history);
    const target =
      attached?.kind === 'question'
        ? { questionId: attached.questionId, partId: attached.partId }
        : problem?.kind === 'question'
          ? problem
          : null;
    const image = turn.attachments.find((a) => a.kind === 'image-text');
    const text = answer || (image?.kind === 'image-text' ? image.text : '');
    if (!target && problem?.kind === 'maths' && text && (await this.checkAttempt(reply, problem, text)))
      return;
    if (!target)
      return writeCannotHelp(
        out,
        'mark exam paper',
        'To mark an answer I need its question: attach a bank question (or ask me for one first), then send "mark my answer: …" with your answer.',
      );
    if (!text)
      return void (await out.say(
        'Send your answer after "mark my answer:" (or attach a photo of it) and I will mark it against the mark scheme.',
      ));
    const question = await reply.sources.question(target.questionId);
    if (!question)
      return writeCannotHelp(out, 'find questions', 'The question to mark against is no longer in the bank.');
    await writeMarking(out, this.grader, question, partsOf(question, target.partId), text);
  }

  /** "Show me the worked answer", "another hint", "I got …", working: about the conversation's problem. */
  private async followUp(
    reply: Reply,
    mode: ChatMode,
    problem = previousProblem(reply.turn.history),
  ): Promise<void> {
    if (!problem) {
      return writeCannotHelp(
        reply.out,
        reply.turn.content,
        'There is no problem in this conversation yet for me to continue. Send the maths (for example "solve 2x + 3 = 7") or attach a bank question.',
      );
    }
    if (problem.kind === 'question') {
      const question = await reply.sources.question(problem.questionId);
      if (!question)
        return writeCannotHelp(
          reply.out,
          'find questions',
          'The question this conversation was about is no longer in the bank.',
        );
      return this.tutor(reply, question, problem.partId, mode);
    }
    const hintsGiven = hintsGivenSince(reply.turn.history, problem.since);
    const refusal = await this.mathsReply(reply, problem.problem, mode, hintsGiven, false);
    if (refusal) await writeCannotHelp(reply.out, 'calculate', refusal.message);
  }

  /** "I got 2x cos x": the student's result compared with the engine's, then the next hint (or the answer). */
  private async checkAttempt(
    reply: Reply,
    problem: Extract<ConversationProblem, { kind: 'maths' }>,
    attempt: string,
  ): Promise<boolean> {
    const result = await runMaths(this.maths, problem.problem);
    if (isRefusal(result)) return false;
    const agrees = await attemptAgrees(this.maths, problem.problem, result, attempt);
    if (agrees === true) {
      await reply.out.say(
        `Yes: $${attempt.replace(/\$/g, '')}$ agrees with the maths engine's result. Well done.`,
      );
      reply.out.setCheckQuestion(await nearbyCheckQuestion(this.maths, problem.problem));
      return true;
    }
    await reply.out.say(
      agrees === false
        ? `Not quite: $${attempt.replace(/\$/g, '')}$ does not agree with the maths engine's result. Check your working against the next hint.`
        : 'I could not confirm your result either way with the maths engine. Compare it with the next hint.',
    );
    return this.followUp(reply, reply.turn.mode, problem).then(() => true);
  }

  /** A message that is no request of its own: a pasted bank question, working on the problem so far, or nothing I can do. */
  private async fallBack(reply: Reply, text: string): Promise<void> {
    const problem = previousProblem(reply.turn.history);
    const attempt = attemptIn(text);
    if (problem?.kind === 'maths' && attempt && (await this.checkAttempt(reply, problem, attempt))) return;
    const image = reply.turn.attachments.find((a) => a.kind === 'image-text');
    const matched = await questionMatching(reply.sources, image?.kind === 'image-text' ? image.text : text);
    if (matched) return this.tutor(reply, matched, undefined, reply.turn.mode);
    if (problem && workingIn(reply.turn) && !looksLikeMaths(text))
      return this.followUp(reply, reply.turn.mode, problem);
    if (problem && attempt) return this.followUp(reply, reply.turn.mode, problem);
    const words = text.trim().split(/\s+/);
    if (
      words.length <= 4 &&
      !/[?]/.test(text) &&
      (await writeExplanation(reply.out, reply.sources, text.replace(/[.!]+$/, '')))
    )
      return;
    return writeCannotHelp(reply.out, text);
  }
}
