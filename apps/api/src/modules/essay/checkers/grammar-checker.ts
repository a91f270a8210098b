import { grammarRules, tagSentences } from './grammar';
import { HarperLinter, type HarperLint } from './harper-linter';
import { contradictedByTags, type HarperFinding } from './harper-tag-filter';
import { prepareText, replaceSpan, splitSentences, type Sentence } from './text';

/** One grammar problem, in the spec's grammarIssues shape. */
export interface GrammarIssue {
  /** What is wrong, in a few words. */
  issue: string;
  /** The full sentence the problem is in. */
  sentence: string;
  /** The sentence with the problem corrected. */
  suggestion: string;
}

// Harper's style-only kinds belong to the style checker and its capitalisation rules fire on
// headings, so only these kinds count as grammar ("Spelling" is left to word-confusion rules such
// as loose/lose, since the linter runs without its spell check).
const HARPER_GRAMMAR_KINDS = new Set([
  'Agreement',
  'Grammar',
  'Punctuation',
  'Repetition',
  'Miscellaneous',
  'WordChoice',
  'Typo',
  'Spelling',
  'Eggcorn',
  'Malapropism',
  'BoundaryError',
  'Nonstandard',
]);

const MAX_SENTENCE_TOKENS = 150;

interface Finding extends HarperFinding {
  sentence: Sentence;
}

/** harper.js plus our own rules for what it misses; findings on the same span are reported once. */
export class GrammarChecker {
  private readonly rules = Object.values(grammarRules());

  constructor(private readonly harper: HarperLinter = new HarperLinter()) {}

  async check(rawText: string): Promise<GrammarIssue[]> {
    const text = prepareText(rawText);
    const sentences = splitSentences(text);
    if (sentences.length === 0) return [];
    const tagged = tagSentences(text, sentences);
    const ours = sentences.flatMap((sentence, i) =>
      // Past this length a "sentence" is a list or pasted data, not prose the rules can parse.
      tagged[i].tokens.length > MAX_SENTENCE_TOKENS
        ? []
        : this.rules.flatMap((rule) => rule(tagged[i])).map((f) => ({ sentence, ...f })),
    );
    const harpers = toFindings(await this.harper.lint(text), sentences, text).filter(
      (f) => !contradictedByTags(f, tagged[sentences.indexOf(f.sentence)]),
    );
    return dedupe([...ours, ...harpers])
      .sort((a, b) => a.sentence.start + a.start - (b.sentence.start + b.start))
      .map((f) => ({
        issue: f.issue,
        sentence: f.sentence.text,
        suggestion: replaceSpan(f.sentence.text, f.start, f.end, f.replacement),
      }));
  }

  /** Stops harper's worker thread (tests, shutdown). */
  close(): Promise<void> {
    return this.harper.close();
  }
}

function toFindings(lints: HarperLint[], sentences: Sentence[], text: string): Finding[] {
  const findings: Finding[] = [];
  for (const lint of lints) {
    if (!HARPER_GRAMMAR_KINDS.has(lint.kind) || lint.replacement === null) continue;
    // Joining or splitting words ("per cent" → "percent") is a spelling choice, not grammar.
    const squeeze = (s: string) => s.toLowerCase().replace(/[\s-]/g, '');
    if (squeeze(lint.replacement) === squeeze(text.slice(lint.start, lint.end))) continue;
    const sentence = sentences.find((s) => lint.start >= s.start && lint.end <= s.start + s.text.length);
    if (!sentence) continue;
    findings.push({
      sentence,
      start: lint.start - sentence.start,
      end: lint.end - sentence.start,
      issue: lint.message.replace(/`/g, '"'),
      replacement: lint.replacement,
    });
  }
  return findings;
}

/** Keeps the first finding of any group whose spans overlap or touch in the same sentence. */
function dedupe(findings: Finding[]): Finding[] {
  const kept: Finding[] = [];
  for (const f of findings) {
    const clash = kept.some((k) => k.sentence === f.sentence && f.start <= k.end && k.start <= f.end);
    if (!clash) kept.push(f);
  }
  return kept;
}
