import type { ChatQuestion, ChatSource, ChatSourceFinder } from '../chat-engine';
import { partsOf, writeQuestion } from './question-tutor';
import type { ReplyComposer } from './reply-composer';

/** Excerpts quoted in an explanation: the best few, so the reply stays readable. */
const EXPLAIN_EXCERPTS = 3;
/** Share of the message's content words a bank question must contain to be taken as that question. */
const QUESTION_MATCH_SHARE = 0.7;
const QUESTION_MATCH_MIN_WORDS = 6;

/** The tools of the app that do what the offline tutor cannot, by what the message is about. */
const TOOLS: Array<[RegExp, string]> = [
  [
    /\b(?:essays?|paragraphs?|proof-?read|grammar|spelling|write (?:me )?(?:an?|my)|rewrite|reword|paraphrase)\b/i,
    'the essay helper (/essayhelper), which checks and improves your own writing',
  ],
  [
    /\b(?:notes?|summar(?:y|ies|i[sz]e)|lecture|revision sheet|flashcards?)\b/i,
    'the lecture notes generator (open it from /home), which writes notes on a topic',
  ],
  [/\b(?:plot|graph|sketch|draw)\b/i, 'the plot generator (/plot-generator), which draws graphs'],
  [/\b(?:calculat\w*|arithmetic|numbers?|sum)\b/i, 'the calculator (/calculator), which works out values'],
  [
    /\b(?:past papers?|find questions|search (?:for )?questions)\b/i,
    'question search (/question-search) or past papers (/past-papers), which find exam questions',
  ],
  [
    /\b(?:mark|grade|score)\b.*\b(?:exam|paper|test|script)\b/i,
    'the exam grader (/exam-grader), which marks answers against a mark scheme you give it',
  ],
  [
    /\b(?:photo|image|picture|scan)\b/i,
    'the image-to-text converter (/image-text-convertor), which reads text from a picture',
  ],
  [/\b(?:formula|equation sheet|constants?)\b/i, 'formula search (/formula-search), which finds formulas'],
];

const DEFAULT_TOOLS =
  'question search (/question-search) for exam questions, the calculator (/calculator) for working out values, the essay helper (/essayhelper) for writing, and the exam grader (/exam-grader) for marking';

/** A plain "I cannot help with that" that names the tool which can. */
export async function writeCannotHelp(out: ReplyComposer, text: string, reason?: string): Promise<void> {
  const tools = TOOLS.filter(([topic]) => topic.test(text)).map(([, tool]) => tool);
  await out.say(
    `${reason ?? "I cannot help with that: I am the offline tutor, so I only answer from the app's own parts (the maths engine, the dictionary, the question bank and your notes) and never make things up."}`,
  );
  await out.say(
    `${tools.length ? `Try ${tools.slice(0, 2).join('; or ')}.` : `You may want ${DEFAULT_TOOLS}.`}`,
  );
  await out.say(
    'What I can do here: maths (for example "solve 2x + 3 = 7", "differentiate x^2 sin x", "integrate x e^x dx"), definitions ("define osmosis"), excerpts on a topic ("explain photosynthesis"), a bank question ("give me a question on vectors") and marking ("mark my answer: …" with a question).',
  );
}

/** A check question from a retrieved bank question: asked by its title, which stands on its own. */
function checkFrom(found: ChatSource[]): string | null {
  const question = found.find((s) => s.kind === 'question');
  if (!question) return null;
  const title =
    question.title.length > 80 ? `${question.title.slice(0, 80).replace(/\s+\S*$/, '')} …` : question.title;
  return `Can you answer the bank question "${title}"?`;
}

/** A check question after a bank question: another bank question found by its title. */
export async function relatedQuestionCheck(
  sources: ChatSourceFinder,
  question: ChatSource,
): Promise<string | null> {
  const found = await sources.search(question.title, { kinds: ['question'], limit: 8 });
  return checkFrom(found.filter((s) => s.sourceId !== question.sourceId));
}

/** Sources with different words: a question-level hint shared by every part is quoted once. */
function distinct(found: ChatSource[]): ChatSource[] {
  const seen = new Set<string>();
  return found.filter((s) => {
    const words = s.text.replace(/\s+/g, ' ').trim().toLowerCase();
    if (seen.has(s.key) || seen.has(words)) return false;
    seen.add(s.key).add(words);
    return true;
  });
}

/**
 * Statements before exercises: notes, formulas, mark-scheme points and hints say something about a
 * topic, a question's statement only asks about it, so at most one question is quoted.
 */
function explanatoryFirst(found: ChatSource[]): ChatSource[] {
  const statements = found.filter((s) => s.kind !== 'question');
  const questions = found.filter((s) => s.kind === 'question');
  return [
    ...statements.slice(0, EXPLAIN_EXCERPTS - 1),
    ...questions.slice(0, 1),
    ...statements.slice(EXPLAIN_EXCERPTS - 1),
  ];
}

/** "explain / what is / how does": the best retrieved excerpts, quoted word for word and cited. */
export async function writeExplanation(
  out: ReplyComposer,
  sources: ChatSourceFinder,
  topic: string,
): Promise<boolean> {
  const words = topic.split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  const [found, definition] = await Promise.all([
    sources.search(topic, { limit: 6 }),
    words.length <= 3 ? sources.define(topic) : Promise.resolve(null),
  ]);
  if (!found.length && !definition) return false;
  await out.say(
    `Here is what the app's own material says about "${topic}": excerpts quoted word for word from what I retrieved (I am the offline tutor, so I quote rather than write explanations of my own).`,
  );
  if (definition)
    await out.quote(
      definition,
      `**${definition.title}**${/wordnet/i.test(definition.title) ? '' : ' (WordNet)'}`,
    );
  for (const source of explanatoryFirst(distinct(found)).slice(0, EXPLAIN_EXCERPTS)) await out.quote(source);
  out.setCheckQuestion(checkFrom(found));
  return true;
}

/** "define X": the WordNet entry, quoted and cited; false when WordNet has none. */
export async function writeDefinition(
  out: ReplyComposer,
  sources: ChatSourceFinder,
  term: string,
): Promise<boolean> {
  if (!term.trim()) return false;
  const entry = await sources.define(term);
  if (!entry) return false;
  await out.quote(entry, `**${entry.title}** — from the WordNet dictionary (its most common sense):`);
  const [inSubject, related] = await Promise.all([
    sources.search(term, { kinds: ['note', 'formula', 'mark-scheme', 'hint'], limit: 3 }),
    sources.search(term, { kinds: ['question'], limit: 3 }),
  ]);
  const mention = inSubject.find((s) => s.text.toLowerCase().includes(term.toLowerCase()));
  if (mention)
    await out.quote(
      mention,
      `In your subject, from ${mention.kind === 'note' ? 'your notes' : 'the question bank'} — **${mention.title}${mention.locator ? `, ${mention.locator}` : ''}**:`,
    );
  out.setCheckQuestion(checkFrom(related));
  return true;
}

/** "give me a question on X": a bank question not shown before in the conversation, without its answer. */
export async function writeBankQuestion(
  out: ReplyComposer,
  sources: ChatSourceFinder,
  topic: string,
  shown: Set<string>,
): Promise<boolean> {
  if (!topic) {
    await out.say(
      'Which topic would you like a question on? For example: "give me a question on enzymes" or "quiz me on kinematics".',
    );
    return true;
  }
  const found = await sources.search(topic, { kinds: ['question'], limit: 8 });
  const pick = found.find((s) => !shown.has(s.sourceId)) ?? found[0];
  const question = pick ? await sources.question(pick.sourceId) : null;
  if (!question) return false;
  await out.say(`Here is a question from the bank on "${topic}":`);
  await writeQuestion(out, question, partsOf(question));
  await out.say(
    'Reply with your answer and I will mark it ("mark my answer: …"), or ask for a hint. The answer stays hidden until you choose **Show the worked answer**.',
  );
  return true;
}

function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z]{4,}|\d+(?:\.\d+)?/g) ?? []).filter(
      (w) =>
        !/^(?:this|that|with|what|from|have|which|their|there|when|where|about|would|could|should)$/.test(w),
    ),
  );
}

/** A bank question the student pasted or retyped: the best hit sharing most of the message's words. */
export async function questionMatching(
  sources: ChatSourceFinder,
  text: string,
): Promise<ChatQuestion | null> {
  const words = contentWords(text);
  if (words.size < QUESTION_MATCH_MIN_WORDS) return null;
  const found = await sources.search(text, { kinds: ['question'], limit: 3 });
  for (const hit of found) {
    const question = await sources.question(hit.sourceId);
    if (!question) continue;
    const statement = [
      question.question.title,
      question.question.text,
      ...question.parts.map((p) => p.prompt.text),
    ];
    const theirs = contentWords(statement.join(' '));
    const shared = [...words].filter((w) => theirs.has(w)).length;
    if (shared / words.size >= QUESTION_MATCH_SHARE) return question;
  }
  return null;
}
