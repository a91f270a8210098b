import { MigrationInterface, QueryRunner } from 'typeorm';
import { readEssayBankFiles } from '../../modules/essay/bank/essay-bank-files';

/** The AP essay question bank, seeded with the practice prompts shipped in modules/essay/bank/*.json. */
export class EssayQuestionBank1732600000000 implements MigrationInterface {
  name = 'EssayQuestionBank1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE essay_questions (
        id text PRIMARY KEY,
        subject text NOT NULL CHECK (subject IN ('psych', 'lang', 'lit')),
        year text NOT NULL CHECK (year ~ '^[0-9]{4}$'),
        number integer NOT NULL CHECK (number > 0),
        task_type text NOT NULL,
        title text NOT NULL,
        question text NOT NULL,
        rubric text NOT NULL,
        rubric_total integer NOT NULL CHECK (rubric_total IN (6, 7, 8, 10)),
        source text NOT NULL CHECK (source IN ('practice', 'uploaded')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The bank is read grouped by subject, newest year first, then by question number.
    await q.query(
      `CREATE INDEX essay_questions_subject_year_idx ON essay_questions (subject, year DESC, number)`,
    );

    for (const file of readEssayBankFiles()) {
      for (const item of file.items) {
        // ON CONFLICT keeps a re-run after a partial failure from tripping over rows already there.
        await q.query(
          `INSERT INTO essay_questions (id, subject, year, number, task_type, title, question, rubric, rubric_total, source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'practice')
           ON CONFLICT (id) DO NOTHING`,
          [
            item.id,
            file.subject,
            item.year,
            item.number,
            item.taskType,
            item.title,
            item.question,
            item.rubric,
            item.rubricTotal,
          ],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE essay_questions`);
  }
}
