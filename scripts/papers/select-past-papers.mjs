// Writes data/papers/<id>.json: the practice papers assembled from data/questions/original.
// Each syllabus's questions are split into ceil(total marks / 70) papers of near-equal marks (largest
// question first onto the lightest paper), so no question is in two papers of a subject; each paper
// keeps the file's question order. Run: node scripts/papers/select-past-papers.mjs
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ORIGINALS = path.join(ROOT, 'data/questions/original');
const OUT = path.join(ROOT, 'data/papers');
const TARGET_MARKS = 70;
const YEAR = 2026;
/** Minutes per mark in the boards' own papers: about 1.2 for AQA A-level, 1.5 for AP and IB. */
const MINUTES_PER_MARK = { 'A-level': 1.2, AP: 1.5, IB: 1.5 };

const marksOf = (q) => q.parts.reduce((sum, p) => sum + p.marks, 0);

fs.mkdirSync(OUT, { recursive: true });
for (const file of fs
  .readdirSync(ORIGINALS)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const { syllabus, questions } = JSON.parse(fs.readFileSync(path.join(ORIGINALS, file), 'utf8'));
  const meta = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/syllabuses', `${syllabus}.json`), 'utf8'));
  const total = questions.reduce((sum, q) => sum + marksOf(q), 0);
  const count = Math.ceil(total / TARGET_MARKS);
  const bins = Array.from({ length: count }, () => ({ marks: 0, order: [] }));
  const byMarks = questions
    .map((q, index) => ({ q, index }))
    .sort((a, b) => marksOf(b.q) - marksOf(a.q) || a.index - b.index);
  for (const item of byMarks) {
    const lightest = bins.reduce((min, bin) => (bin.marks < min.marks ? bin : min));
    lightest.marks += marksOf(item.q);
    lightest.order.push(item);
  }
  bins.forEach((bin, i) => {
    const number = i + 1;
    const minutes = Math.round((bin.marks * MINUTES_PER_MARK[meta.qualification]) / 5) * 5;
    const paper = {
      id: `${syllabus}-practice-${YEAR}-${number}`,
      syllabus,
      board: meta.board,
      qualification: meta.qualification,
      subject: meta.subject,
      year: YEAR,
      session: `Practice set ${number} (${YEAR})`,
      paperNumber: number,
      title: `${meta.qualification} ${meta.subject} practice paper ${number}`,
      timeAllowedMinutes: minutes,
      totalMarks: bin.marks,
      questions: bin.order.sort((a, b) => a.index - b.index).map(({ q }) => q.slug),
    };
    fs.writeFileSync(path.join(OUT, `${paper.id}.json`), `${JSON.stringify(paper, null, 2)}\n`);
    console.log(paper.id, paper.totalMarks, 'marks', paper.questions.length, 'questions', minutes, 'min');
  });
}
