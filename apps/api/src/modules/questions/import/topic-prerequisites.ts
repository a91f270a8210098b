import type { SyllabusFile, SyllabusTopicInput } from '@eps/contracts';
import type { Transaction } from '../../../database/transactions';

export interface PrerequisiteLink {
  /** The point that builds on another. */
  code: string;
  /** The point to learn first. */
  prerequisite: string;
}

function collect(topics: SyllabusTopicInput[], out: PrerequisiteLink[] = []): PrerequisiteLink[] {
  for (const t of topics) {
    for (const prerequisite of new Set(t.prerequisites ?? [])) out.push({ code: t.code, prerequisite });
    collect(t.children, out);
  }
  return out;
}

/**
 * The file's prerequisite links, checked: each names another point of the same syllabus, and following
 * them never comes back to where it started (a cycle would leave no point to learn first).
 */
export function prerequisiteLinks(file: SyllabusFile, codes: readonly string[]): PrerequisiteLink[] {
  const known = new Set(codes);
  const links = collect(file.topics);
  for (const { code, prerequisite } of links) {
    if (!known.has(prerequisite))
      throw new Error(
        `syllabus ${file.id}: topic ${code} lists prerequisite ${prerequisite}, not a topic of it`,
      );
    if (prerequisite === code)
      throw new Error(`syllabus ${file.id}: topic ${code} lists itself as a prerequisite`);
  }
  const after = new Map<string, string[]>();
  for (const l of links) after.set(l.code, [...(after.get(l.code) ?? []), l.prerequisite]);
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (code: string, path: string[]) => {
    if (state.get(code) === 'done') return;
    if (state.get(code) === 'visiting')
      throw new Error(
        `syllabus ${file.id}: prerequisites go round in a cycle: ${[...path, code].join(' → ')}`,
      );
    state.set(code, 'visiting');
    for (const next of after.get(code) ?? []) visit(next, [...path, code]);
    state.set(code, 'done');
  };
  for (const code of after.keys()) visit(code, []);
  return links;
}

/** Makes topic_prerequisites of the syllabus match `links`; returns how many rows changed. */
export async function writePrerequisites(
  tx: Transaction,
  syllabusId: string,
  links: PrerequisiteLink[],
): Promise<number> {
  const json = JSON.stringify(links);
  const inserted: unknown[] = await tx.query(
    `INSERT INTO topic_prerequisites (topic_id, prerequisite_id)
     SELECT t.id, p.id FROM jsonb_to_recordset($2::jsonb) AS x(code text, prerequisite text)
     JOIN topics t ON t.syllabus_id = $1 AND t.code = x.code
     JOIN topics p ON p.syllabus_id = $1 AND p.code = x.prerequisite
     ON CONFLICT DO NOTHING RETURNING topic_id`,
    [syllabusId, json],
  );
  // TypeORM answers a DELETE … RETURNING with [rows, rowCount].
  const [, deleted] = (await tx.query(
    `DELETE FROM topic_prerequisites tp USING topics t, topics p
     WHERE tp.topic_id = t.id AND tp.prerequisite_id = p.id AND t.syllabus_id = $1
       AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS x(code text, prerequisite text)
                       WHERE x.code = t.code AND x.prerequisite = p.code)
     RETURNING tp.topic_id`,
    [syllabusId, json],
  )) as [unknown[], number];
  return inserted.length + deleted;
}
