import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prerequisite links between specification points (issue 20, the Knowledge Galaxy), written as data:
 * a topic in data/syllabuses/*.json may list `prerequisites` (codes in the same syllabus) to learn first.
 * Kept apart from topics so the closure-table joins of the counts stay as they are.
 */
export class TopicPrerequisites1733800000000 implements MigrationInterface {
  name = 'TopicPrerequisites1733800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE topic_prerequisites (
        topic_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
        prerequisite_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
        PRIMARY KEY (topic_id, prerequisite_id),
        CHECK (topic_id <> prerequisite_id)
      )`);
    // The cascade from a deleted prerequisite and "what builds on this point".
    await q.query(`CREATE INDEX topic_prerequisites_prerequisite_idx ON topic_prerequisites (prerequisite_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE topic_prerequisites`);
  }
}
