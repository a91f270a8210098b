import {
  announces,
  concedes,
  concludes,
  essayParagraphs,
  explains,
  givesReasons,
  keyTerms,
  opensWithTransition,
  overlap,
  rebuts,
  specifics,
  takesPosition,
  wordCount,
  type EssayParagraph,
} from './assess-signals';

/** How the assessor reads one paragraph against the thesis. */
export interface ParagraphReading {
  paragraph: EssayParagraph;
  role: 'introduction' | 'body' | 'conclusion';
  /** Sentences with specific evidence and what kind it is. */
  evidence: Array<{ sentence: string; kinds: string[] }>;
  /** Sentences that explain (because, therefore, this shows …). */
  commentary: string[];
  /** The first sentence, which should connect the paragraph to the thesis. */
  topicSentence: string;
  /** Opens with a transition or its topic sentence shares terms with the thesis. */
  linked: boolean;
}

export interface Thesis {
  sentence: string;
  defensible: boolean;
  position: boolean;
  reasons: boolean;
  announcement: boolean;
}

export interface CounterArgument {
  concession: string;
  rebuttal: string;
}

export interface EssayReading {
  paragraphs: ParagraphReading[];
  body: ParagraphReading[];
  thesis: Thesis | undefined;
  counterArgument: CounterArgument | undefined;
  words: number;
  /** Share of the question's key terms the essay uses; undefined without a question. */
  relevance: number | undefined;
}

// A topic sentence sharing this share of its key terms with the thesis counts as linked to it.
const LINK_OVERLAP = 0.15;

export function readEssay(essay: string, question: string | undefined): EssayReading {
  const paragraphs = essayParagraphs(essay);
  const thesis = findThesis(paragraphs[0]);
  const thesisTerms = keyTerms(thesis?.sentence ?? '');
  const readings = paragraphs.map((p, i) => readParagraph(p, roleOf(i, paragraphs.length), thesisTerms));
  const body =
    paragraphs.length >= 3 ? readings.slice(1, -1) : readings.slice(paragraphs.length === 1 ? 0 : 1);
  return {
    paragraphs: readings,
    body,
    thesis,
    counterArgument: findCounterArgument(paragraphs),
    words: wordCount(essay),
    relevance: question === undefined ? undefined : overlap(keyTerms(question), keyTerms(essay)),
  };
}

function roleOf(index: number, count: number): ParagraphReading['role'] {
  if (index === 0) return 'introduction';
  return count >= 3 && index === count - 1 ? 'conclusion' : 'body';
}

/**
 * The opening paragraph's best thesis candidate: a position with reasons beats a bare position, an
 * announcement ("In this essay I will …") or a question never counts; on a tie the later sentence wins,
 * since a thesis usually closes the introduction.
 */
function findThesis(opening: EssayParagraph | undefined): Thesis | undefined {
  let best: Thesis | undefined;
  let bestScore = -Infinity;
  for (const sentence of opening?.sentences ?? []) {
    const candidate: Thesis = {
      sentence,
      position: takesPosition(sentence) && !sentence.endsWith('?'),
      reasons: givesReasons(sentence),
      announcement: announces(sentence),
      defensible: false,
    };
    candidate.defensible = candidate.position && candidate.reasons && !candidate.announcement;
    const score =
      (candidate.position ? 2 : 0) + (candidate.reasons ? 1 : 0) - (candidate.announcement ? 3 : 0);
    if (score >= bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

function readParagraph(
  paragraph: EssayParagraph,
  role: ParagraphReading['role'],
  thesisTerms: Set<string>,
): ParagraphReading {
  const topicSentence = paragraph.sentences[0] ?? '';
  const evidence = paragraph.sentences
    .map((sentence) => ({ sentence, kinds: specifics(sentence) }))
    .filter((e) => e.kinds.length > 0);
  return {
    paragraph,
    role,
    evidence,
    commentary: paragraph.sentences.filter(explains),
    topicSentence,
    linked:
      // A counter-argument engages the thesis by answering an opposing view.
      opensWithTransition(topicSentence) ||
      concludes(topicSentence) ||
      concedes(topicSentence) ||
      overlap(keyTerms(topicSentence), thesisTerms) >= LINK_OVERLAP,
  };
}

const ANSWER_WITHIN = 3;

/** A view the essay concedes and then answers, in the same sentence or soon after in that paragraph. */
function findCounterArgument(paragraphs: EssayParagraph[]): CounterArgument | undefined {
  for (const { sentences } of paragraphs) {
    for (let i = 0; i < sentences.length; i++) {
      const sentence = sentences[i]!;
      if (!concedes(sentence)) continue;
      // "Critics say X, but Y" answers itself; otherwise the answer follows within a few sentences.
      if (rebuts(sentence.replace(/^\S+\s/, ''))) return { concession: sentence, rebuttal: sentence };
      const answer = sentences.slice(i + 1, i + 1 + ANSWER_WITHIN).find(rebuts);
      if (answer) return { concession: sentence, rebuttal: answer };
    }
  }
  return undefined;
}
