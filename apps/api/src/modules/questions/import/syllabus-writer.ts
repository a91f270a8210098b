import type { SyllabusFile, SyllabusTopicInput } from '@eps/contracts';
import type { Transaction } from '../../../database/transactions';
import { prerequisiteLinks, writePrerequisites } from './topic-prerequisites';

interface FlatTopic {
  code: string;
  name: string;
  description: string;
  depth: number;
  position: number;
  parent_code: string | null;
}

function flatten(
  topics: SyllabusTopicInput[],
  depth = 0,
  parent: string | null = null,
  out: FlatTopic[] = [],
) {
  topics.forEach((t) => {
    out.push({
      code: t.code,
      name: t.name,
      description: t.description,
      depth,
      position: out.length,
      parent_code: parent,
    });
    flatten(t.children, depth + 1, t.code, out);
  });
  return out;
}

/**
 * Writes one syllabus file: its row, its topics (keyed on code; a topic gone from the file is deleted), the
 * closure rows of its tree and its prerequisite links. Rows already as in the file are not touched.
 * Returns how many rows changed.
 */
export async function writeSyllabus(tx: Transaction, file: SyllabusFile): Promise<number> {
  const topics = flatten(file.topics);
  const codes = topics.map((t) => t.code);
  const duplicate = codes.find((c, i) => codes.indexOf(c) !== i);
  if (duplicate) throw new Error(`syllabus ${file.id}: topic code ${duplicate} appears twice`);
  const prerequisites = prerequisiteLinks(file, codes);
  let changed = 0;
  // TypeORM answers an UPDATE or DELETE … RETURNING with [rows, rowCount], an INSERT with the rows.
  const count = (result: unknown[]) =>
    (changed +=
      result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number'
        ? result[1]
        : result.length);

  count(
    await tx.query(
      `INSERT INTO syllabuses (id, board, qualification, subject, title) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET board = EXCLUDED.board, qualification = EXCLUDED.qualification,
         subject = EXCLUDED.subject, title = EXCLUDED.title, updated_at = now()
       WHERE (syllabuses.board, syllabuses.qualification, syllabuses.subject, syllabuses.title)
         IS DISTINCT FROM (EXCLUDED.board, EXCLUDED.qualification, EXCLUDED.subject, EXCLUDED.title)
       RETURNING id`,
      [file.id, file.board, file.qualification, file.subject, file.title],
    ),
  );
  const json = JSON.stringify(topics);
  count(
    await tx.query(
      `INSERT INTO topics (syllabus_id, code, name, description, depth, position)
       SELECT $1, x.code, x.name, x.description, x.depth, x.position
       FROM jsonb_to_recordset($2::jsonb) AS x(code text, name text, description text, depth int, position int)
       ON CONFLICT (syllabus_id, code) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         depth = EXCLUDED.depth, position = EXCLUDED.position
       WHERE (topics.name, topics.description, topics.depth, topics.position)
         IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.description, EXCLUDED.depth, EXCLUDED.position)
       RETURNING id`,
      [file.id, json],
    ),
  );
  count(
    await tx.query(
      `UPDATE topics t SET parent_id = p.id
       FROM jsonb_to_recordset($2::jsonb) AS x(code text, parent_code text)
       LEFT JOIN topics p ON p.syllabus_id = $1 AND p.code = x.parent_code
       WHERE t.syllabus_id = $1 AND t.code = x.code AND t.parent_id IS DISTINCT FROM p.id
       RETURNING t.id`,
      [file.id, json],
    ),
  );
  count(
    await tx.query(`DELETE FROM topics WHERE syllabus_id = $1 AND code <> ALL($2::text[]) RETURNING id`, [
      file.id,
      codes,
    ]),
  );
  // The closure follows parent_id; only missing pairs are added and only stale ones removed.
  const closure = `WITH RECURSIVE c (ancestor_id, descendant_id, distance) AS (
      SELECT id, id, 0 FROM topics WHERE syllabus_id = $1
      UNION ALL
      SELECT c.ancestor_id, t.id, c.distance + 1 FROM c JOIN topics t ON t.parent_id = c.descendant_id
    )`;
  count(
    await tx.query(
      `${closure} INSERT INTO topic_closure (ancestor_id, descendant_id, distance)
       SELECT ancestor_id, descendant_id, distance FROM c ON CONFLICT DO NOTHING RETURNING ancestor_id`,
      [file.id],
    ),
  );
  count(
    await tx.query(
      `${closure} DELETE FROM topic_closure tc USING topics t
       WHERE t.id = tc.descendant_id AND t.syllabus_id = $1
         AND NOT EXISTS (SELECT 1 FROM c WHERE c.ancestor_id = tc.ancestor_id AND c.descendant_id = tc.descendant_id
                                          AND c.distance = tc.distance)
       RETURNING tc.ancestor_id`,
      [file.id],
    ),
  );
  changed += await writePrerequisites(tx, file.id, prerequisites);
  return changed;
}
