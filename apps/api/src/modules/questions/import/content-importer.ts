import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { Transaction } from '../../../database/transactions';
import {
  contentDataDir,
  contentFilePaths,
  readOatutorLines,
  readOatutorTopicMap,
  readOriginalQuestionFiles,
  readSyllabusFiles,
} from './content-files';
import { parseOatutorLine } from './oatutor-record';
import { originalQuestionDrafts } from './original-questions';
import type { QuestionDraft } from './question-draft';
import { rebuildSearchVocabulary, writeImportedQuestions, type ResolvedTopic } from './question-writer';
import { writeSyllabus } from './syllabus-writer';

const IMPORT_NAME = 'question-bank';
const ANALYZED_TABLES = [
  'questions',
  'question_parts',
  'question_topics',
  'topics',
  'topic_closure',
  'search_vocabulary',
];

/** The importer's own code is part of the fingerprint: a changed mapping re-imports once, by itself. */
const importerSources = () =>
  readdirSync(__dirname)
    .filter((f) => /\.(ts|js)$/.test(f) && !/\.(spec|d)\.ts$/.test(f))
    .sort()
    .map((f) => join(__dirname, f));

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ContentImportSummary {
  /** True when the data files were as last imported and nothing was read (a normal restart). */
  skipped: boolean;
  syllabuses: number;
  syllabusRowsChanged: number;
  oatutor: ImportCounts & {
    records: number;
    skippedFigure: number;
    invalid: number;
    invalidExamples: string[];
  };
  original: ImportCounts & { files: number };
  unresolvedTopicRefs: string[];
  ms: number;
}

function fingerprintOf(paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of [...importerSources(), ...paths])
    hash.update(path.replace(/^.*[\\/]/, '')).update(readFileSync(path));
  return hash.digest('hex');
}

async function resolvedTopics(tx: Transaction): Promise<Map<string, ResolvedTopic>> {
  const rows: (ResolvedTopic & { ref: string })[] = await tx.query(
    `SELECT t.syllabus_id || ':' || t.code AS ref, t.id, s.board, s.qualification, s.subject
     FROM topics t JOIN syllabuses s ON s.id = t.syllabus_id`,
  );
  return new Map(
    rows.map((r) => [
      r.ref,
      { id: r.id, board: r.board, qualification: r.qualification, subject: r.subject },
    ]),
  );
}

/**
 * The seed step run after the migrations (runMigrations): syllabuses, the OATutor problems and the original
 * questions in data/ become rows, in one transaction under an advisory lock so two starting processes do
 * not import twice. Idempotent: questions are keyed on their source and only changed ones are written.
 * When the data files' fingerprint matches the last import the step does nothing unless `force`.
 */
export async function importContent(
  db: DataSource,
  {
    force = false,
    dataDir = contentDataDir(),
    name = IMPORT_NAME,
  }: { force?: boolean; dataDir?: string; name?: string } = {},
): Promise<ContentImportSummary> {
  const started = Date.now();
  const paths = contentFilePaths(dataDir);
  const fingerprint = fingerprintOf(paths);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('eps-content-import'))`);
    const [last] = await tx.query(`SELECT fingerprint FROM content_imports WHERE name = $1`, [name]);
    const summary: ContentImportSummary = {
      skipped: false,
      syllabuses: 0,
      syllabusRowsChanged: 0,
      oatutor: {
        records: 0,
        skippedFigure: 0,
        invalid: 0,
        invalidExamples: [],
        inserted: 0,
        updated: 0,
        unchanged: 0,
      },
      original: { files: 0, inserted: 0, updated: 0, unchanged: 0 },
      unresolvedTopicRefs: [],
      ms: 0,
    };
    if (!force && last?.fingerprint === fingerprint)
      return { ...summary, skipped: true, ms: Date.now() - started };

    const syllabuses = readSyllabusFiles(dataDir);
    summary.syllabuses = syllabuses.length;
    for (const { file } of syllabuses) summary.syllabusRowsChanged += await writeSyllabus(tx, file);
    const topics = await resolvedTopics(tx);
    const unresolved = new Set<string>();

    const originals = readOriginalQuestionFiles(dataDir);
    summary.original.files = originals.length;
    const originalDrafts = originals.flatMap(({ file }) => originalQuestionDrafts(file));
    const originalResult = await writeImportedQuestions(
      tx,
      originalDrafts,
      topics,
      'Imported from data/questions/original',
    );
    Object.assign(summary.original, {
      inserted: originalResult.inserted,
      updated: originalResult.updated,
      unchanged: originalResult.unchanged,
    });
    originalResult.unresolvedTopicRefs.forEach((r) => unresolved.add(r));

    const lines = readOatutorLines(dataDir);
    const topicMap = lines.length ? readOatutorTopicMap(dataDir) : null;
    const oatutorDrafts: QuestionDraft[] = [];
    const seen = new Set<string>();
    for (const line of lines) {
      summary.oatutor.records++;
      const parsed = parseOatutorLine(line, topicMap!);
      if (parsed.kind === 'figure') summary.oatutor.skippedFigure++;
      else if (parsed.kind === 'invalid' || seen.has(parsed.draft.sourceKey)) {
        summary.oatutor.invalid++;
        const reason = parsed.kind === 'invalid' ? parsed.reason : 'duplicate id';
        const id = parsed.kind === 'invalid' ? parsed.id : parsed.draft.sourceKey;
        if (summary.oatutor.invalidExamples.length < 10)
          summary.oatutor.invalidExamples.push(`${id ?? '(no id)'}: ${reason}`);
      } else {
        seen.add(parsed.draft.sourceKey);
        oatutorDrafts.push(parsed.draft);
      }
    }
    const oatutorResult = await writeImportedQuestions(tx, oatutorDrafts, topics, 'Imported from OATutor');
    Object.assign(summary.oatutor, {
      inserted: oatutorResult.inserted,
      updated: oatutorResult.updated,
      unchanged: oatutorResult.unchanged,
    });
    oatutorResult.unresolvedTopicRefs.forEach((r) => unresolved.add(r));
    summary.unresolvedTopicRefs = [...unresolved].sort();

    const questionsChanged =
      summary.oatutor.inserted +
      summary.oatutor.updated +
      summary.original.inserted +
      summary.original.updated;
    const [{ empty }] = await tx.query(`SELECT NOT EXISTS (SELECT 1 FROM search_vocabulary) AS empty`);
    if (questionsChanged > 0 || empty) await rebuildSearchVocabulary(tx);
    if (questionsChanged > 0 || summary.syllabusRowsChanged > 0) {
      // Fresh statistics now, not when autovacuum comes round: without them the planner takes the status
      // index over the full-text one and the trigram index for exact vocabulary lookups, 10x slower.
      for (const table of ANALYZED_TABLES) await tx.query(`ANALYZE ${table}`);
    }
    summary.ms = Date.now() - started;
    if (questionsChanged > 0 || summary.syllabusRowsChanged > 0) {
      await tx.query(
        `INSERT INTO audit_log (entity_type, entity_id, action, details) VALUES ('content-import', $1, 'import', $2)`,
        [name, JSON.stringify({ ...summary, ms: undefined })],
      );
    }
    if (last?.fingerprint !== fingerprint) {
      await tx.query(
        `INSERT INTO content_imports (name, fingerprint, summary) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, summary = EXCLUDED.summary,
           imported_at = now()`,
        [name, fingerprint, JSON.stringify(summary)],
      );
    }
    return summary;
  });
}

/** One line for the start-up log. */
export function describeImport(s: ContentImportSummary): string {
  if (s.skipped) return 'Question bank: data files unchanged since the last import.';
  const o = s.oatutor;
  return (
    `Question bank imported in ${s.ms} ms: ${s.syllabuses} syllabuses; OATutor ${o.records} records → ` +
    `${o.inserted} new, ${o.updated} updated, ${o.unchanged} unchanged, ${o.skippedFigure} skipped (missing figure), ` +
    `${o.invalid} rejected; original questions ${s.original.inserted} new, ${s.original.updated} updated, ` +
    `${s.original.unchanged} unchanged` +
    (s.unresolvedTopicRefs.length
      ? `; ${s.unresolvedTopicRefs.length} topic references name no topic yet`
      : '')
  );
}
