import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZPastPaperFileSchema, type PastPaperFile, type PastPaperQuery } from '@eps/contracts';
import { isUuid } from '../../common/uuid';
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
      // A UUID names an uploaded paper (PastPapersService.pdf tells the two kinds apart by it).
      if (isUuid(parsed.data.id))
        throw new Error(`data/papers/${f}: id: a UUID is kept for uploaded papers.`);
      return parsed.data;
    });
}

const same = (a: string, b: string | undefined) =>
  b === undefined || b === '' || a.toLowerCase() === b.toLowerCase();

type Sortable = Pick<PastPaperFile, 'board' | 'qualification' | 'subject' | 'year' | 'paperNumber' | 'id'>;

/** Browsing order: board, qualification, subject, newest year first, paper number. */
export function sortPapers<T extends Sortable>(papers: T[]): T[] {
  return papers.sort(
    (a, b) =>
      a.board.localeCompare(b.board) ||
      a.qualification.localeCompare(b.qualification) ||
      a.subject.localeCompare(b.subject) ||
      b.year - a.year ||
      a.paperNumber - b.paperNumber ||
      a.id.localeCompare(b.id),
  );
}

/** The papers a query asks for, in browsing order. */
export function filterPapers(papers: readonly PastPaperFile[], query: PastPaperQuery): PastPaperFile[] {
  return sortPapers(
    papers.filter(
      (p) =>
        same(p.board, query.board) &&
        same(p.qualification, query.qualification) &&
        same(p.subject, query.subject) &&
        (query.year === undefined || p.year === query.year),
    ),
  );
}
