import type { MarkSchemePoint, PastPaperFile, QuestionAnswer, QuestionAnswerType } from '@eps/contracts';

/** A paper's questions as the templates typeset them, read from the bank (so edits there show up). */
export interface PaperPart {
  label: string;
  prompt: string;
  marks: number;
  answerType: QuestionAnswerType;
  answer: QuestionAnswer | null;
  markScheme: MarkSchemePoint[];
}

export interface PaperQuestion {
  id: string;
  slug: string;
  title: string;
  stem: string;
  parts: PaperPart[];
}

export interface PaperContent {
  paper: PastPaperFile;
  questions: PaperQuestion[];
}

export const questionMarks = (q: PaperQuestion) => q.parts.reduce((sum, p) => sum + p.marks, 0);
export const paperMarks = (c: PaperContent) => c.questions.reduce((sum, q) => sum + questionMarks(q), 0);
export const marksLabel = (marks: number) => `${marks} ${marks === 1 ? 'mark' : 'marks'}`;

/** The same preamble for both documents, so the worker's precompiled-preamble cache serves both. */
export const PREAMBLE = String.raw`\documentclass[11pt,a4paper]{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[margin=2cm,headheight=14pt]{geometry}
\usepackage{amsmath,amssymb,textcomp,array,booktabs,longtable,enumitem,fancyhdr,lastpage}
\setlength{\parindent}{0pt}
\setlength{\parskip}{0.5em}
\setlist{nosep,leftmargin=1.5em}
\pagestyle{fancy}
\fancyhf{}
\renewcommand{\headrulewidth}{0.4pt}
`;

/** `[3 marks]` at the right margin, on the prompt's last line or, when it is full, the next one. */
export const MARKS_MACRO = String.raw`\newcommand{\marksright}[1]{\unskip\nobreak\hfill\penalty50\hskip1em\null\nobreak\hfill\mbox{\textbf{[#1]}}{\parfillskip=0pt\finalhyphendemerits=0\par}}
\newcommand{\answerline}{\par\vspace{6mm}\noindent\makebox[\linewidth]{\dotfill}}
`;
