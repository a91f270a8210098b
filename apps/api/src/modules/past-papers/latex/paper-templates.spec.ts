import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZOriginalQuestionFileSchema, type OriginalQuestion } from '@eps/contracts';
import { contentDataDir } from '../../questions/import/content-files';
import { readPaperFiles } from '../paper-catalogue';
import { escapeText, inlineToLatex, markdownToLatex } from './markdown-to-latex';
import { markSchemeLatex } from './mark-scheme.template';
import type { PaperContent } from './paper-content';
import { questionPaperLatex } from './question-paper.template';

const dataDir = contentDataDir();
const papers = readPaperFiles(dataDir);
const originals = new Map<string, { syllabus: string; question: OriginalQuestion }>();
for (const file of [
  'alevel-biology-aqa',
  'alevel-chemistry-aqa',
  'alevel-economics-aqa',
  'alevel-physics-aqa',
  'alevel-psychology-aqa',
  'ap-physics-1',
  'ib-biology',
]) {
  const parsed = ZOriginalQuestionFileSchema.parse(
    JSON.parse(readFileSync(join(dataDir, 'questions/original', `${file}.json`), 'utf8')),
  );
  for (const question of parsed.questions)
    originals.set(question.slug, { syllabus: parsed.syllabus, question });
}

function contentOf(paper: (typeof papers)[number]): PaperContent {
  return {
    paper,
    questions: paper.questions.map((slug) => {
      const q = originals.get(slug)!.question;
      return {
        id: slug,
        slug,
        title: q.title,
        stem: q.stem,
        parts: q.parts.map((p) => ({ ...p, answer: p.answer ?? null })),
      };
    }),
  };
}

describe('past papers: data/papers', () => {
  it('has at least 12 papers of 40–80 marks across the seven syllabuses of original questions', () => {
    expect(papers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(papers.map((p) => p.syllabus)).size).toBe(7);
    for (const paper of papers) {
      const marks = paper.questions.reduce(
        (sum, slug) => sum + originals.get(slug)!.question.parts.reduce((s, p) => s + p.marks, 0),
        0,
      );
      expect({ id: paper.id, marks }).toEqual({ id: paper.id, marks: paper.totalMarks });
      expect(marks).toBeGreaterThanOrEqual(40);
      expect(marks).toBeLessThanOrEqual(80);
    }
  });

  it('names only original questions of its own syllabus, and no question is in two papers of a subject', () => {
    const seen = new Map<string, string>();
    for (const paper of papers) {
      for (const slug of paper.questions) {
        expect(originals.get(slug)?.syllabus).toBe(paper.syllabus);
        const key = `${paper.syllabus}:${slug}`;
        expect(seen.get(key) ?? paper.id).toBe(paper.id);
        seen.set(key, paper.id);
      }
      expect(new Set(paper.questions).size).toBe(paper.questions.length);
    }
  });
});

describe('past papers: Markdown and maths to LaTeX', () => {
  it('escapes every TeX special character in text, so text cannot run a command', () => {
    expect(escapeText('50% of £10 & #2 costs_x ^ ~ {a} \\input{/etc/passwd}')).toBe(
      '50\\% of \\pounds{}10 \\& \\#2 costs\\_x \\textasciicircum{} \\textasciitilde{} \\{a\\} \\textbackslash{}input\\{/etc/passwd\\}',
    );
  });

  it('keeps $…$, $$…$$, \\(…\\) and \\[…\\] maths as TeX and escapes the text around it', () => {
    expect(inlineToLatex('Mass $m = 2\\times10^{-3}$ kg & 5% of $$E=mc^2$$ or \\(v_0\\) \\[a_1\\]')).toBe(
      'Mass $m = 2\\times10^{-3}$ kg \\& 5\\% of \\[E=mc^2\\] or $v_0$ \\[a_1\\]',
    );
  });

  it('maps Unicode symbols in text and in maths to commands pdflatex knows', () => {
    expect(inlineToLatex('ΔT = 5 °C, R = 2 Ω, A ⇌ B, x ≤ 3 – end')).toBe(
      '\\ensuremath{\\Delta}T = 5 \\ensuremath{^{\\circ}}C, R = 2 \\ensuremath{\\Omega}, A \\ensuremath{\\rightleftharpoons} B, x \\ensuremath{\\leq} 3 -- end',
    );
    expect(inlineToLatex('$x − y ≥ 2μ$')).toBe('$x {-} y {\\geq} 2{\\mu}$');
  });

  it('typesets bold, italic, lists, paragraphs and pipe tables', () => {
    expect(markdownToLatex('**Bold** and *italic*\n\n- one\n- two\n\n1. first\n2. second')).toBe(
      '\\textbf{Bold} and \\emph{italic}\n\n\\begin{itemize}\n  \\item one\n  \\item two\n\\end{itemize}\n\n\\begin{enumerate}\n  \\item first\n  \\item second\n\\end{enumerate}',
    );
    const table = markdownToLatex('| Exp | rate / s$^{-1}$ |\n|---|---|\n| 1 | $2.0\\times10^{-4}$ |');
    expect(table).toContain('\\begin{tabular}{ll}');
    expect(table).toContain('Exp & rate / s$^{-1}$ \\\\');
    expect(table).toContain('1 & $2.0\\times10^{-4}$ \\\\');
  });
});

describe('past papers: question paper and mark scheme templates', () => {
  it('produces a question paper and a mark scheme for every paper, marks on the right and in the tables', () => {
    for (const paper of papers) {
      const content = contentOf(paper);
      const qp = questionPaperLatex(content);
      const ms = markSchemeLatex(content);
      expect(qp).toContain(`\\textbf{Total marks:} & ${paper.totalMarks}`);
      expect(qp).toContain(`${paper.timeAllowedMinutes} minutes`);
      expect(ms).toContain(`Maximum mark: ${paper.totalMarks}`);
      const partMarks = content.questions.flatMap((q) => q.parts.map((p) => p.marks));
      expect(qp.match(/\\marksright\{\d+ marks?\}/g)).toHaveLength(partMarks.length);
      expect(ms.match(/Total for [^}]*\} & \\textbf\{\d+\}/g)).toHaveLength(partMarks.length);
      expect(qp.match(/\\section\*\{Question \d+/g)).toHaveLength(paper.questions.length);
      for (const doc of [qp, ms]) {
        expect(doc).toMatch(/\\end\{document\}\n$/);
        // Every character is printable ASCII, a newline or a Latin-1 letter inputenc knows.
        expect(doc.replace(/[ -~\n\u00c0-\u00ff]/g, '')).toBe('');
      }
    }
  });

  it("puts a part's marks in brackets and shows the alternatives and rejected answers", () => {
    const content: PaperContent = {
      paper: { ...papers[0], questions: ['q'] },
      questions: [
        {
          id: 'q',
          slug: 'q',
          title: 'Tom & Jerry_s 100% question',
          stem: 'A car of mass $m$ accelerates.',
          parts: [
            {
              label: 'a',
              prompt: 'Calculate the speed.',
              marks: 1,
              answerType: 'numeric',
              answer: { value: 12.5, units: 'm s^-1', tolerance: 0.02, toleranceType: 'relative' },
              markScheme: [
                { point: '$v = 12.5$ m s$^{-1}$', marks: 1, alternatives: ['12 m/s'], reject: ['12.5 m'] },
              ],
            },
          ],
        },
      ],
    };
    const qp = questionPaperLatex(content);
    const ms = markSchemeLatex(content);
    expect(qp).toContain('Calculate the speed.\\marksright{1 mark}');
    expect(qp).toContain('Answer = \\makebox[45mm]{\\dotfill} \\quad m s\\textsuperscript{\\textminus{}1}');
    expect(ms).toContain('Question 1: Tom \\& Jerry\\_s 100\\% question');
    expect(ms).toContain(
      '$v = 12.5$ m s$^{-1}$ & 1 & \\textbf{Allow:} 12 m/s \\newline \\textbf{Do not accept:} 12.5 m\\\\',
    );
    expect(ms).toContain('Answer: 12.5 m s\\textsuperscript{\\textminus{}1} ($\\pm$ 2\\,\\%)');
  });
});
