import type { MarkSchemePoint } from '@eps/contracts';
import { escapeText, inlineToLatex, markdownToLatex, unitsToLatex } from './markdown-to-latex';
import {
  PREAMBLE,
  marksLabel,
  paperMarks,
  questionMarks,
  type PaperContent,
  type PaperPart,
  type PaperQuestion,
} from './paper-content';

const COLUMNS = String.raw`@{}p{0.06\linewidth}p{0.47\linewidth}>{\centering\arraybackslash}p{0.07\linewidth}>{\raggedright\arraybackslash}p{0.31\linewidth}@{}`;
const HEADER = String.raw`\textbf{Part} & \textbf{Marking points} & \textbf{Marks} & \textbf{Alternatives / do not accept}\\`;

function notes(point: MarkSchemePoint): string {
  const lines: string[] = [];
  if (point.alternatives.length)
    lines.push(`\\textbf{Allow:} ${point.alternatives.map(inlineToLatex).join('; ')}`);
  if (point.reject.length)
    lines.push(`\\textbf{Do not accept:} ${point.reject.map(inlineToLatex).join('; ')}`);
  return lines.join(' \\newline ');
}

/** The answer a part's marks lead to, where the bank records one (numeric value, the correct choice). */
function expectedAnswer(part: PaperPart): string {
  const a = part.answer;
  if (!a) return '';
  if (
    part.answerType === 'multiple-choice' &&
    a.correct !== undefined &&
    a.choices?.[a.correct] !== undefined
  )
    return `Answer: \\textbf{${String.fromCharCode(65 + a.correct)}} (${inlineToLatex(a.choices[a.correct])})`;
  if (part.answerType === 'numeric' && a.value !== undefined) {
    const tolerance =
      a.tolerance === undefined
        ? ''
        : a.toleranceType === 'absolute'
          ? ` ($\\pm$ ${a.tolerance})`
          : ` ($\\pm$ ${+(a.tolerance * 100).toPrecision(3)}\\,\\%)`;
    return `Answer: ${+a.value.toPrecision(4)}${a.units ? ` ${unitsToLatex(a.units)}` : ''}${tolerance}`;
  }
  if (part.answerType === 'algebraic' && a.expression) return `Answer: ${escapeText(a.expression)}`;
  return '';
}

function partRows(part: PaperPart, only: boolean): string[] {
  const name = `(${escapeText(part.label)})`;
  // Braced: booktabs would read a "(" straight after \midrule as the start of a trim argument.
  const label = only ? '' : `{${name}}`;
  const rows = part.markScheme.map(
    (point, i) =>
      `${i === 0 ? label : ''} & ${inlineToLatex(point.point)} & ${point.marks} & ${notes(point)}\\\\`,
  );
  const answer = expectedAnswer(part);
  if (answer) rows.push(` & \\emph{${answer}} & & \\\\`);
  rows.push(
    ` & \\hfill\\emph{Total for ${only ? 'this question' : `part ${name}`}} & \\textbf{${part.marks}} & \\\\ \\midrule`,
  );
  return rows;
}

function question(q: PaperQuestion, number: number): string {
  const only = q.parts.length === 1;
  return [
    `\\subsection*{Question ${number}: ${escapeText(q.title)} \\hfill \\normalsize\\normalfont [${marksLabel(questionMarks(q))}]}`,
    `\\begin{longtable}{${COLUMNS}}`,
    '\\toprule',
    HEADER,
    '\\midrule\\endhead',
    ...q.parts.flatMap((p) => partRows(p, only)),
    '\\end{longtable}',
  ].join('\n');
}

/** The mark scheme: for each question a table of its parts' marking points, marks and alternatives. */
export function markSchemeLatex(content: PaperContent): string {
  const { paper } = content;
  const total = paperMarks(content);
  return `${PREAMBLE}\\fancyhead[L]{\\small ${escapeText(paper.title)} --- ${escapeText(paper.session)}}
\\fancyhead[R]{\\small Mark scheme}
\\fancyfoot[C]{\\small Page \\thepage\\ of \\pageref{LastPage}}
\\begin{document}
\\begin{center}
{\\large ${escapeText(`${paper.board} ${paper.qualification} ${paper.subject}`)}}\\par\\medskip
{\\LARGE\\bfseries ${escapeText(paper.title)}}\\par\\medskip
{\\large ${escapeText(paper.session)} --- Paper ${paper.paperNumber}}\\par\\bigskip
{\\Large Mark scheme}\\par\\medskip
Maximum mark: ${total} \\quad Time allowed: ${paper.timeAllowedMinutes} minutes
\\end{center}
${markdownToLatex('Award each marking point once. Accept answers that convey the same meaning as a point; *Allow* lists further creditworthy answers and *Do not accept* answers that gain no credit. For calculations, award the final-answer mark for a correct answer with no working unless the part says otherwise, and carry an error forward (ECF) where the method is correct.')}
${content.questions.map((q, i) => question(q, i + 1)).join('\n\n')}
\\end{document}
`;
}
