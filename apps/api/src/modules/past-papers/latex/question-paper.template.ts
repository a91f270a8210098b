import { escapeText, inlineToLatex, markdownToLatex, unitsToLatex } from './markdown-to-latex';
import {
  MARKS_MACRO,
  PREAMBLE,
  marksLabel,
  paperMarks,
  questionMarks,
  type PaperContent,
  type PaperPart,
  type PaperQuestion,
} from './paper-content';

/** Answer space grows with the marks on offer: extended answers need more room than a short one. */
function answerLines(part: PaperPart): number {
  if (part.answerType === 'multiple-choice') return 0;
  if (part.answerType === 'numeric' || part.answerType === 'algebraic') return Math.min(8, 2 + part.marks);
  const perMark = part.answerType === 'extended' ? 3 : 2;
  return Math.min(24, Math.max(2, part.marks * perMark));
}

function choices(part: PaperPart): string {
  const options = part.answer?.choices ?? [];
  if (options.length === 0) return '';
  const items = options.map(
    (c, i) => `  \\item[\\fbox{\\phantom{X}}\\ \\textbf{${String.fromCharCode(65 + i)}}] ${inlineToLatex(c)}`,
  );
  return [
    'Tick (\\checkmark) one box.',
    '\\begin{itemize}[leftmargin=4em,itemsep=3pt]',
    ...items,
    '\\end{itemize}',
  ].join('\n');
}

function finalAnswer(part: PaperPart): string {
  if (part.answerType !== 'numeric') return '';
  const units = part.answer?.units ? ` \\quad ${unitsToLatex(part.answer.units)}` : '';
  return `\\par\\vspace{4mm}\\hfill Answer = \\makebox[45mm]{\\dotfill}${units}`;
}

function part(p: PaperPart, only: boolean): string {
  const label = only ? '' : `\\textbf{(${escapeText(p.label)})}\\quad `;
  return [
    `\\par\\medskip ${label}${markdownToLatex(p.prompt)}\\marksright{${marksLabel(p.marks)}}`,
    choices(p),
    '\\answerline'.repeat(answerLines(p)),
    finalAnswer(p),
  ]
    .filter(Boolean)
    .join('\n');
}

function question(q: PaperQuestion, number: number): string {
  const only = q.parts.length === 1;
  return [
    `\\section*{Question ${number} \\hfill \\normalsize\\normalfont [${marksLabel(questionMarks(q))}]}`,
    q.stem.trim() ? markdownToLatex(q.stem) : '',
    ...q.parts.map((p) => part(p, only)),
    '\\vspace{4mm}\\hrule',
  ]
    .filter(Boolean)
    .join('\n');
}

function frontPage({ paper }: PaperContent, total: number): string {
  const t = escapeText;
  return String.raw`\thispagestyle{empty}
\begin{center}
{\large ${t(paper.board)} \textperiodcentered{} ${t(paper.qualification)} ${t(paper.subject)}}\par\medskip
{\LARGE\bfseries ${t(paper.title)}}\par\medskip
{\large ${t(paper.session)} \textperiodcentered{} Paper ${paper.paperNumber}}\par\bigskip
{\large Question paper}
\end{center}
\vspace{8mm}
\begin{tabular}{@{}ll@{}}
\textbf{Time allowed:} & ${paper.timeAllowedMinutes} minutes\\
\textbf{Total marks:} & ${total}\\
\textbf{Questions:} & ${paper.questions.length}\\
\end{tabular}
\vspace{8mm}

Name \makebox[0.55\linewidth]{\dotfill}\par\vspace{4mm}
Centre / class \makebox[0.47\linewidth]{\dotfill}

\vspace{8mm}
\textbf{Instructions}
\begin{itemize}
  \item Use black ink or black ball-point pen.
  \item Answer \textbf{all} questions in the spaces provided.
  \item Show your working in calculations: marks may be given for a correct method.
  \item Give numerical answers to an appropriate number of significant figures, with units.
\end{itemize}
\textbf{Information}
\begin{itemize}
  \item The marks for each part are shown in brackets, like this: \textbf{[2 marks]}.
  \item The maximum mark for this paper is ${total}.
  \item You are advised to spend about ${Math.round((paper.timeAllowedMinutes / Math.max(1, total)) * 10) / 10} minutes per mark.
\end{itemize}
\vfill
{\small Exam Prep Studio original practice paper (CC BY 4.0). Not an exam board's paper.}
\newpage`;
}

/** The question paper: a front page with instructions, total marks and time, then every question. */
export function questionPaperLatex(content: PaperContent): string {
  const total = paperMarks(content);
  const { paper } = content;
  return `${PREAMBLE}${MARKS_MACRO}\\fancyhead[L]{\\small ${escapeText(paper.title)} --- ${escapeText(paper.session)}}
\\fancyfoot[C]{\\small Page \\thepage\\ of \\pageref{LastPage}}
\\begin{document}
${frontPage(content, total)}
${content.questions.map((q, i) => question(q, i + 1)).join('\n\n')}
\\par\\bigskip\\begin{center}\\textbf{END OF QUESTIONS}\\end{center}
\\end{document}
`;
}
