import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZPastPaperFileSchema, type PastPaperFile, type PastPaperQuery } from '@eps/contracts';
import { contentDataDir } from '../questions/import/content-files';

/** data/papers/*.json, checked against the schema; a bad file stops the API at start with its name. */
export function readPaperFiles(dataDir = contentDataDir()): PastPaperFile[] {
  const dir = join(dataDir, 'papers');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = ZPastPaperFileSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`data/papers/${f}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
      }
      return parsed.data;
    });
}

const same = (a: string, b: string | undefined) =>
  b === undefined || b === '' || a.toLowerCase() === b.toLowerCase();

/** The papers a query asks for, in browsing order: board, qualification, subject, year, paper. */
export function filterPapers(papers: readonly PastPaperFile[], query: PastPaperQuery): PastPaperFile[] {
  return papers
    .filter(
      (p) =>
        same(p.board, query.board) &&
        same(p.qualification, query.qualification) &&
        same(p.subject, query.subject) &&
        (query.year === undefined || p.year === query.year),
    )
    .sort(
      (a, b) =>
        a.board.localeCompare(b.board) ||
        a.qualification.localeCompare(b.qualification) ||
        a.subject.localeCompare(b.subject) ||
        b.year - a.year ||
        a.paperNumber - b.paperNumber,
    );
}
