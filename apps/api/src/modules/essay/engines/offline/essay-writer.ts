import type { EssayAnalysis, EssentialSentence, GenerateEssayRequest, WritingOption } from '@eps/contracts';
import type { EssayWriter, SentenceRewrite, WrittenEssay } from '../essay-engine';
import { buildScaffold } from './scaffold';
import { analyseEssay, essentialSentences } from './writer-analysis';
import { rewriteByRules, rewriteStyleOf } from './writer-edits';
import { WriterErrors } from './writer-errors';
import { applyOptionType, optionTypeOf, suggestOptions } from './writer-options';
import { CUES, locate, readEssay, roleOf, sharedWords, type SentenceRole } from './writer-roles';

const ROLE_TEXT: Record<SentenceRole, string> = {
  thesis: 'This is the thesis: the central, defensible claim that the whole essay sets out to prove.',
  'topic sentence':
    'This is a topic sentence: it states the claim its paragraph proves, one step in the line of reasoning.',
  evidence: 'This is evidence: a specific detail, example or quotation that the argument rests on.',
  commentary: 'This is commentary: it explains what the evidence means and why it supports the claim.',
  'counter-argument':
    'This is a counter-argument: it weighs an opposing view, which shows the complexity the sophistication point rewards.',
  transition: 'This is a transition: it connects the previous idea to the next one so the reasoning flows.',
  conclusion: 'This is part of the conclusion: it returns to the thesis and says why it matters.',
  context: 'This sets the context: it introduces the subject before the thesis makes its claim.',
};

/**
 * The offline essay writer: extractive and rule-based, the same answer for the same input. Its
 * "generated essay" is a labelled scaffold to write from, and each answer says what rules can and cannot do.
 */
export class OfflineEssayWriter implements EssayWriter {
  async writeEssay(request: GenerateEssayRequest): Promise<WrittenEssay> {
    return { ...buildScaffold(request), isScaffold: true };
  }

  async findEssentialSentences(essay: string): Promise<EssentialSentence[]> {
    return essentialSentences(essay);
  }

  async suggestWritingOptions(essay: string, _analysis?: EssayAnalysis): Promise<WritingOption[]> {
    return suggestOptions(essay);
  }

  async applyWritingOption(
    essay: string,
    option: WritingOption,
  ): Promise<{ updatedEssay: string; analysis: EssayAnalysis }> {
    const type = optionTypeOf(option);
    if (!type) throw WriterErrors.optionNotApplicable(option.title);
    const updatedEssay = applyOptionType(essay, type);
    if (updatedEssay.trim() === essay.trim()) throw WriterErrors.nothingToChange(option.title);
    return { updatedEssay, analysis: analyseEssay(updatedEssay) };
  }

  async explainSentence(sentence: string, context: string): Promise<string> {
    const reading = readEssay(context.trim() ? context : sentence);
    const found = locate(sentence, reading);
    if (!found || !context.trim())
      return `${ROLE_TEXT[roleFromWording(sentence)]} (Read from its wording alone: send the whole essay as context to see how it links to the thesis.)`;
    const role = roleOf(found, reading);
    const parts = [ROLE_TEXT[role]];
    const { thesis } = reading;
    if (thesis && role !== 'thesis') {
      const shared = sharedWords(found.text, thesis.text).slice(0, 4);
      parts.push(
        shared.length
          ? `It links to the thesis ("${thesis.text}") through ${shared.map((w) => `"${w}"`).join(', ')}.`
          : `It shares no key words with the thesis ("${thesis.text}"); make the link explicit so the reader sees how it advances the argument.`,
      );
    }
    parts.push(
      `It is in paragraph ${reading.paragraphs.findIndex((p) => p.includes(found)) + 1} of ${reading.paragraphs.length}. (Explained by the offline engine from the sentence's position and wording.)`,
    );
    return parts.join(' ');
  }

  async rewriteSentence(sentence: string, _context: string, instruction: string): Promise<SentenceRewrite> {
    const original = sentence.trim();
    const rewritten = keepOpeningCase(original, rewriteByRules(original, rewriteStyleOf(instruction)));
    const rules = `the offline engine's rules for "${instruction.slice(0, 100)}" (wordiness, intensifiers, contractions, informal words, simple passive voice)`;
    return rewritten === original
      ? { rewritten: original, note: `Nothing to change: ${rules} found nothing to change in this text.` }
      : { rewritten, note: `Rewritten by ${rules}.` };
  }
}

/**
 * A selection can start mid-sentence ("concedes that …"), and the rules capitalise sentence starts: a
 * rewrite of text that began in lower case begins in lower case too, unless its first word is a name
 * the original writes with a capital ("the law was passed by Congress" → "Congress passed the law").
 */
function keepOpeningCase(original: string, rewritten: string): string {
  if (!/^\p{Ll}/u.test(original)) return rewritten;
  const first = /^\p{L}+/u.exec(rewritten)?.[0];
  if (!first || new RegExp(`(^|[^\\p{L}])${first}(?![\\p{L}])`, 'u').test(original)) return rewritten;
  return first.charAt(0).toLowerCase() + rewritten.slice(1);
}

function roleFromWording(sentence: string): SentenceRole {
  if (CUES.counter.test(sentence)) return 'counter-argument';
  if (CUES.evidence.test(sentence)) return 'evidence';
  if (CUES.commentary.test(sentence)) return 'commentary';
  if (CUES.transition.test(sentence)) return 'transition';
  return CUES.thesis.test(sentence) ? 'topic sentence' : 'context';
}
