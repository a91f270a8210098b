import {
  TITLE_PAGE_PATTERN,
  type RegenerateFrameRequest,
  type RegenerateSectionRequest,
  type RegenerateSubsectionRequest,
} from '@eps/contracts';
import type { Block } from './blocks';
import { bodyOf, readBlocks, readGroup, tablesIn } from './latex-reader';
import { escapeText, latexToPlain } from './latex-text';
import { renderBlocks, supportOf, type LatexSupport } from './notes-writer';
import { GenerationErrors } from '../../generation.errors';
import type { Regenerated } from '../generation-engine';
import { plainTextOf, type ExampleSource } from './material-example';
import { countOf, mathIn, nextExample, typesetBlocks } from './section-edits';
import type { Intent } from './requirement';
import { outcomesOf, readSectionRequests, type Effects, type SectionRequests } from './section-requests';
import { contentWords, keySentences, sentenceKey, splitSentences, termFrequencies } from './sentences';
import { FrameBuilder, slideStyle } from './slides-writer';
import { bulletList, leadIn, sentencesOf, toBullets, toConcise, toNumbered, toProse } from './transforms';

/**
 * The regenerate calls of the Document and Slide editors, by rules. The requirement is read clause by
 * clause (section-requests): "shorter" keeps the key sentences, "more detail" adds the document's
 * related sentences, "bullet points", "numbered" and "paragraphs" change the form, "typeset the
 * equations" puts plain formulas into math mode, "a worked example" adds one computed from the
 * material's own numbers, and an empty requirement restructures the item. The heading is kept; the
 * answer replaces the item's whole text and says, per clause, what was done and what could not be.
 */

const RELATED_SENTENCES = 3;

interface Context {
  requests: SectionRequests;
  intent: Intent;
  asked: boolean;
  /** Where worked examples take their numbers: the item's and the context's text and tables. */
  source: ExampleSource;
  /** LaTeX the item sits in, nearest first: its section, then the document. */
  context: string[];
  /** The context's sentences, each once. */
  contextSentences: string[];
  freq: Map<string, number>;
  slides: boolean;
}

/** The context's sentences that share the most words with the item and are not already in it. */
function related(item: Block[], ctx: Context): string[] {
  const own = new Set(sentencesOf(item).map(sentenceKey));
  const keywords = new Set(sentencesOf(item).flatMap(contentWords));
  return ctx.contextSentences
    .filter((s) => !own.has(sentenceKey(s)))
    .map((s, i) => {
      const words = contentWords(s);
      const shared = new Set(words.filter((w) => keywords.has(w))).size;
      return { s, i, shared, score: shared / Math.sqrt(Math.max(6, words.length)) };
    })
    .filter((c) => c.shared >= 2)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, RELATED_SENTENCES)
    .sort((a, b) => a.i - b.i)
    .map((c) => c.s);
}

/** Paragraphs open with their first sentence and list the rest; long list items get sub-points. */
function restructure(blocks: Block[]): Block[] {
  return blocks.flatMap((b): Block[] => {
    if (b.kind === 'paragraph') {
      const [first, ...rest] = splitSentences(b.text);
      const { points, lead } = leadIn(rest);
      if (!points.length) return [b];
      const closing: Block[] = lead === null ? [] : [{ kind: 'paragraph', text: lead }];
      return [{ kind: 'paragraph', text: first! }, bulletList(points), ...closing];
    }
    if (b.kind === 'list') {
      const items = b.items.map((item) => {
        const [first, ...more] = splitSentences(item.text);
        return more.length && !item.children ? { text: first!, children: bulletList(more) } : item;
      });
      return [{ ...b, items }];
    }
    return [b];
  });
}

/** The form rules, part by part (a section's own text and each subsection). */
function reform(blocks: Block[], ctx: Context): Block[] {
  const { intent } = ctx;
  let out = ctx.asked ? blocks : restructure(blocks);
  // Asked to shorten this one item, even a short list loses its least important points.
  if (intent.concise) out = toConcise(out, ctx.freq, 1);
  if (intent.bullets || (intent.numbered && !intent.paragraphs)) out = toBullets(out);
  else if (intent.paragraphs) out = toProse(out);
  if (intent.numbered) out = toNumbered(out);
  return out;
}

/** Inserts `block` after `after` (or at the end of the first part), before any key-points summary. */
function insert(parts: Block[][], block: Block, after: Block | null): void {
  const part =
    parts.find((p) => after !== null && p.includes(after)) ?? parts.find((p) => p.length) ?? parts[0]!;
  const summary = part.findIndex((b) => b.kind === 'keyPoints');
  const at = after ? part.indexOf(after) + 1 : summary >= 0 ? summary : part.length;
  part.splice(at, 0, block);
}

/** All the rules for one item, its parts rewritten in place, and what they did. */
function rewrite(parts: Block[][], ctx: Context): { parts: Block[][]; effects: Effects } {
  const before = parts.flat();
  let typeset = 0;
  const prepared = ctx.requests.typeset
    ? parts.map((p) => {
        const done = typesetBlocks(p);
        typeset += done.count;
        return done.blocks;
      })
    : parts;
  const out = prepared.map((p) => reform(p, ctx));
  const item = out.flat();
  const measure = (fn: (blocks: Block[]) => number): [number, number] => [fn(before), fn(item)];
  let relatedAdded = 0;
  if (ctx.intent.expand) {
    const extra = related(item, ctx);
    const addition: Block =
      ctx.slides || ctx.intent.bullets ? bulletList(extra) : { kind: 'paragraph', text: extra.join(' ') };
    if (extra.length) insert(out, ctx.intent.numbered ? toNumbered([addition])[0]! : addition, null);
    relatedAdded = extra.length;
  }
  const examplesAdded: Effects['examplesAdded'] = [];
  for (let n = 0; n < ctx.requests.examples; n++) {
    const found = nextExample(out.flat(), ctx.source);
    if (!found) break;
    insert(out, found.block, found.after);
    if (found.block.kind === 'example')
      examplesAdded.push({ title: latexToPlain(found.block.title), typical: found.typical });
  }
  const sentences = sentencesOf(item);
  if (!ctx.asked && !ctx.slides && sentences.length >= 5 && !item.some((b) => b.kind === 'keyPoints'))
    out.at(-1)!.push({ kind: 'keyPoints', section: '', items: keySentences(sentences, 3, ctx.freq) });
  const effects: Effects = {
    sentences: measure((b) => sentencesOf(b).length),
    paragraphs: measure((b) => countOf(b, (x) => x.kind === 'paragraph')),
    lists: measure((b) => countOf(b, (x) => x.kind === 'list')),
    orderedLists: measure((b) => countOf(b, (x) => x.kind === 'list' && x.ordered)),
    relatedAdded,
    examplesAdded,
    typeset,
    mathBefore: mathIn(before),
  };
  return { parts: out, effects };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The heading command (kept exactly as written) and the text after it. */
function splitHeading(
  content: string,
  command: string,
  fallbackTitle: string,
): { heading: string; body: string } {
  const match = new RegExp(`\\\\${command}\\*?(\\[[^\\]\\n]*\\])?(?=\\{)`).exec(content);
  const group = match ? readGroup(content, match.index + match[0].length) : null;
  if (!match || !group)
    return { heading: `\\${command}{${escapeText(fallbackTitle) || 'Untitled'}}`, body: content };
  return { heading: content.slice(match.index, group.end), body: content.slice(group.end) };
}

/** The context's sentences, each once; a bullet the slides cut short is not a sentence to reuse. */
function sentencesOfContext(context: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const latex of context) {
    for (const sentence of sentencesOf(readBlocks(bodyOf(latex)))) {
      const key = sentenceKey(sentence);
      if (sentence.endsWith('\\ldots{}') || seen.has(key)) continue;
      seen.add(key);
      out.push(sentence);
    }
  }
  return out;
}

function contextOf(requirement: string, item: string, context: string[], slides: boolean): Context {
  const requests = readSectionRequests(requirement);
  const present = context.filter(Boolean);
  const contextSentences = sentencesOfContext(present);
  const freq = termFrequencies([...sentencesOf(readBlocks(item)), ...contextSentences]);
  const source = { tables: [item, ...present].flatMap(tablesIn), text: plainTextOf([item, ...present]) };
  const { intent, asked } = requests;
  return { requests, intent, asked, source, context: present, contextSentences, freq, slides };
}

/** The fallback when the rules changed nothing: paragraphs become lists, or lists paragraphs. */
const swapForm = (blocks: Block[]) =>
  blocks.some((b) => b.kind === 'paragraph') ? toBullets(blocks) : toProse(blocks);

type Part = { heading: string | null; body: string };

/** Regenerates a run of notes (a section with its subsections, or one subsection). */
function regenerateNotes(heading: string, parts: Part[], ctx: Context, support: LatexSupport): Regenerated {
  const blocks = parts.map((p) => readBlocks(p.body));
  const render = (rewritten: Block[][]) =>
    [heading, ...parts.flatMap((p, i) => [p.heading ?? '', renderBlocks(rewritten[i]!, support)])]
      .filter(Boolean)
      .join('\n\n');
  const { parts: rewritten, effects } = rewrite(blocks, ctx);
  const first = render(rewritten);
  const unchanged =
    squash(first) === squash([heading, ...parts.flatMap((p) => [p.heading ?? '', p.body])].join(' '));
  // An empty requirement promises a restructured version; what the rules leave alone swaps form.
  const text = `${unchanged && !ctx.asked ? render(blocks.map(swapForm)) : first}\n`;
  return { text, outcomes: outcomesOf(ctx.requests, effects) };
}

/** A section body cut at its `\subsection` headings; the first part has no heading of its own. */
function splitSubsections(body: string): Part[] {
  const parts: Part[] = [];
  let heading: string | null = null;
  let last = 0;
  for (const m of body.matchAll(/\\subsection\*?(?=\{)/g)) {
    const group = readGroup(body, m.index + m[0].length);
    if (!group) continue;
    parts.push({ heading, body: body.slice(last, m.index) });
    heading = body.slice(m.index, group.end);
    last = group.end;
  }
  parts.push({ heading, body: body.slice(last) });
  return parts;
}

export function regenerateSection(request: RegenerateSectionRequest): Regenerated {
  const { heading, body } = splitHeading(request.originalContent, 'section', request.sectionTitle);
  const ctx = contextOf(request.requirement, body, [request.documentContext], false);
  return regenerateNotes(heading, splitSubsections(body), ctx, supportOf(request.documentContext));
}

export function regenerateSubsection(request: RegenerateSubsectionRequest): Regenerated {
  const { heading, body } = splitHeading(request.originalContent, 'subsection', request.subsectionTitle);
  const ctx = contextOf(request.requirement, body, [request.sectionContext, request.documentContext], false);
  return regenerateNotes(heading, [{ heading: null, body }], ctx, supportOf(request.documentContext));
}

/** A frame's options, title (from `\begin{frame}{…}` or `\frametitle{…}`) and body. */
function readFrame(content: string, fallbackTitle: string): { options: string; title: string; body: string } {
  const begin = /\\begin\{frame\}(\[[^\]\n]*\])?/.exec(content);
  const afterBegin = begin ? begin.index + begin[0].length : 0;
  const titleGroup = begin ? readGroup(content, afterBegin) : null;
  const bodyStart = titleGroup?.end ?? afterBegin;
  const end = content.lastIndexOf('\\end{frame}');
  let body = content.slice(bodyStart, end > bodyStart ? end : content.length);
  let title = titleGroup?.text ?? '';
  const frametitle = /\\frametitle(?=\{)/.exec(body);
  const inner = frametitle ? readGroup(body, frametitle.index + frametitle[0].length) : null;
  if (frametitle && inner) {
    title ||= inner.text;
    body = body.slice(0, frametitle.index) + body.slice(inner.end);
  }
  return { options: begin?.[1] ?? '', title: title || escapeText(fallbackTitle) || 'Slide', body };
}

export function regenerateFrame(request: RegenerateFrameRequest): Regenerated {
  if (TITLE_PAGE_PATTERN.test(request.originalContent)) throw GenerationErrors.titlePageNotRegenerable();
  const { options, title, body } = readFrame(request.originalContent, request.frameTitle);
  const ctx = contextOf(request.requirement, body, [request.slideContext], true);
  const style = slideStyle({
    compact: false,
    concise: ctx.intent.concise,
    thorough: true,
    prose: ctx.intent.paragraphs,
  });
  const support = { boxes: false, booktabs: supportOf(request.slideContext).booktabs };
  const frames = (blocks: Block[]) => {
    const latex = new FrameBuilder(title, style, ctx.freq, support).frames(blocks).join('\n\n');
    return options ? latex.replace(/\\begin\{frame\}/g, `\\begin{frame}${options}`) : latex;
  };
  const blocks = readBlocks(body);
  const { parts, effects } = rewrite([blocks], ctx);
  const first = frames(parts[0]!);
  // An empty requirement promises a restructured version; a frame the rules leave alone gets numbered points.
  const unchanged = squash(first) === squash(request.originalContent);
  const text = `${unchanged && !ctx.asked ? frames(toNumbered(blocks)) : first}\n`;
  return { text, outcomes: outcomesOf(ctx.requests, effects) };
}
