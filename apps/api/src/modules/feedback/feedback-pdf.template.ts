import type { FeedbackBatch, FeedbackStudent } from '@eps/contracts';
import { escapeText } from '../generation/engines/offline/latex-text';

const PREAMBLE = String.raw`\documentclass[11pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[margin=2cm]{geometry}
\usepackage{textcomp,array,booktabs,longtable}
\setlength{\parindent}{0pt}
\setlength{\parskip}{0.6em}
\pagestyle{plain}
`;

const COLUMNS = String.raw`@{}p{0.06\linewidth}p{0.62\linewidth}>{\centering\arraybackslash}p{0.1\linewidth}>{\centering\arraybackslash}p{0.12\linewidth}@{}`;

/** Paragraphs kept, every character escaped: nothing a student or teacher wrote can run a TeX command. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => escapeText(p.trim()).replace(/\s*\n\s*/g, ' '))
    .filter(Boolean)
    .join('\n\n');
}

function studentPage(batch: FeedbackBatch, student: FeedbackStudent): string {
  const rows = student.points.map(
    (p, i) =>
      `${i + 1} & ${escapeText(p.point)} & ${p.marks} & ${p.awarded ? `\\textbf{${p.marks}}` : '0'}\\\\`,
  );
  return [
    `\\section*{${escapeText(student.name)}}`,
    `\\textbf{${escapeText(batch.title)}}\\hfill Score: \\textbf{${student.score} / ${student.maxScore}}`,
    batch.question.trim() ? `\\subsection*{Question}\n${paragraphs(batch.question)}` : '',
    '\\subsection*{Your answer}',
    paragraphs(student.answer),
    '\\subsection*{Marks}',
    `\\begin{longtable}{${COLUMNS}}\n\\toprule\n & \\textbf{Marking point} & \\textbf{Marks} & \\textbf{Awarded}\\\\ \\midrule`,
    ...rows,
    '\\bottomrule\n\\end{longtable}',
    "\\subsection*{Teacher's comment}",
    paragraphs(student.comment) || '\\emph{No comment.}',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The feedback of the given students, one page each, for pdflatex through the compile service. */
export function feedbackLatex(batch: FeedbackBatch, students: FeedbackStudent[]): string {
  return `${PREAMBLE}\\begin{document}\n${students.map((s) => studentPage(batch, s)).join('\n\\newpage\n')}\n\\end{document}\n`;
}
