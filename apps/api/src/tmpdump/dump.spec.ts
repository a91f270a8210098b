import { writeFileSync } from 'node:fs';
import { readEssayBankFiles } from '../modules/essay/bank/essay-bank-files';
import { buildScaffold } from '../modules/essay/engines/offline/scaffold';
import { readPrompt } from '../modules/essay/engines/offline/writer-prompt';
it('dumps', () => {
  const out: string[] = [];
  for (const f of readEssayBankFiles())
    for (const q of f.items) {
      const r = readPrompt(q.question, q.rubric);
      const s = buildScaffold({ question: q.question, rubric: q.rubric, subject: f.name, questionId: q.id });
      out.push(`## ${q.id} kind=${r.kind} own=${r.ownWork} choices=${r.choices}\nTASK: ${r.task}\nTOPIC: ${r.topic}\nPURPOSE: ${r.purpose}\n${s.essay}\nSTRATEGY: ${s.analysis.writingStrategy}\nALIGN: ${s.analysis.rubricAlignment}\n`);
    }
  writeFileSync('/tmp/essay-scaffolds2.txt', out.join('\n'));
});
