import type { FeedbackBatch, FeedbackStudent, GradedPoint } from '@eps/contracts';
import { batchCsv, fileStem } from './feedback-export';
import { feedbackLatex } from './feedback-pdf.template';
import { summariseClass } from './feedback-summary';

const scheme = [
  { point: 'States the law', marks: 1, partLabel: null },
  { point: 'Uses F = ma', marks: 2, partLabel: null },
];

function student(name: string, awarded: boolean[], extra: Partial<FeedbackStudent> = {}): FeedbackStudent {
  const points: GradedPoint[] = scheme.map((p, i) => ({
    point: p.point,
    marks: p.marks,
    awarded: awarded[i],
    verdict: awarded[i] ? 'awarded' : 'missing',
    evidence: [],
    confidence: 0.9,
    votes: null,
    partLabel: null,
  }));
  return {
    id: '00000000-0000-4000-8000-00000000000' + name.length,
    position: 1,
    name,
    answer: 'My answer',
    points,
    score: points.filter((p) => p.awarded).reduce((s, p) => s + p.marks, 0),
    maxScore: 3,
    comment: 'Good.',
    borderline: false,
    flags: [],
    edited: false,
    ...extra,
  };
}

const students = [
  student('Ana', [true, false]),
  student('Ben', [false, false]),
  student('Cara', [true, true]),
];

const batch = (list: FeedbackStudent[]): FeedbackBatch => ({
  id: '00000000-0000-4000-8000-000000000000',
  title: "Newton's 2nd law & friends",
  question: 'State and use the law.',
  questionId: null,
  partId: null,
  scheme,
  engine: 'offline',
  createdAt: new Date(0).toISOString(),
  students: list,
  summary: summariseClass(scheme, list),
});

describe('summariseClass', () => {
  it('orders the points by how many missed them and counts each score', () => {
    const summary = summariseClass(scheme, students);
    expect(summary.missedPoints.map((p) => [p.point, p.missedBy])).toEqual([
      ['Uses F = ma', 2],
      ['States the law', 1],
    ]);
    expect(summary.distribution).toEqual([
      { score: 0, students: 1 },
      { score: 1, students: 1 },
      { score: 2, students: 0 },
      { score: 3, students: 1 },
    ]);
    expect(summary.meanScore).toBe(1.3);
  });
});

describe('batchCsv', () => {
  it("writes a row per student with each point's marks, and keeps formulas from running", () => {
    const csv = batchCsv(
      batch([student('=HYPERLINK("x")', [true, true], { comment: 'Say "why"', edited: true })]),
    );
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      '"name","score","max_score","1. States the law (1)","2. Uses F = ma (2)","comment","borderline","edited"',
    );
    expect(row).toBe('"\'=HYPERLINK(""x"")","3","3","1","2","Say ""why""","no","yes"');
  });

  it('makes safe file names', () => {
    expect(fileStem("Newton's 2nd law & friends")).toBe('newton-s-2nd-law-friends');
    expect(fileStem('???')).toBe('feedback');
  });
});

describe('feedbackLatex', () => {
  it('escapes everything students and teachers wrote, a page per student', () => {
    const hostile = student('Eve \\input{/etc/passwd}', [false, true], {
      answer: '$x^2$ & 100% #1 ~ {}',
      comment: 'See \\url{x}',
    });
    const latex = feedbackLatex(batch([hostile, students[0]]), [hostile, students[0]]);
    expect(latex).not.toContain('\\input{');
    expect(latex).toContain('Eve \\textbackslash{}input\\{/etc/passwd\\}');
    expect(latex).toContain('\\$x\\textasciicircum{}2\\$ \\& 100\\% \\#1');
    expect(latex).toContain("Newton's 2nd law \\& friends");
    expect(latex.match(/\\newpage/g)).toHaveLength(1);
    expect(latex).toContain('Score: \\textbf{2 / 3}');
  });
});
