import { diffPaperUploads } from './paper-upload-diff';
import type { PaperSnapshot } from './paper-uploads.repository';

const V1: PaperSnapshot = {
  syllabusId: 'alevel-physics-aqa',
  year: 2019,
  session: 'May/June',
  paperNumber: 1,
  title: null,
  timeAllowedMinutes: 120,
  totalMarks: null,
  notes: null,
  questionPaper: {
    key: 'papers/x/v1/question-paper.pdf',
    pages: 24,
    bytes: 1_572_864,
    sha256: 'a'.repeat(64),
  },
  markScheme: { key: 'papers/x/v1/mark-scheme.pdf', pages: 1, bytes: 104_858, sha256: 'b'.repeat(64) },
};

describe('diffPaperUploads', () => {
  it('shows every filled field of a first upload, files as pages, size and hash', () => {
    const changes = diffPaperUploads(null, V1);
    expect(changes.map((c) => c.field)).toEqual([
      'Syllabus',
      'Year',
      'Session',
      'Paper number',
      'Time allowed (minutes)',
      'Question paper',
      'Mark scheme',
    ]);
    expect(changes.every((c) => c.before === null)).toBe(true);
    expect(changes.find((c) => c.field === 'Question paper')?.after).toBe(
      '24 pages, 1.5 MB (sha256 aaaaaaaaaaaa)',
    );
    expect(changes.find((c) => c.field === 'Mark scheme')?.after).toBe(
      '1 page, 102 KB (sha256 bbbbbbbbbbbb)',
    );
  });

  it('shows only what changed, and a file replaced by one of the same size by its hash', () => {
    const v2: PaperSnapshot = {
      ...V1,
      totalMarks: 85,
      markScheme: { ...V1.markScheme, key: 'papers/x/v2/mark-scheme.pdf', sha256: 'c'.repeat(64) },
    };
    expect(diffPaperUploads(V1, v2)).toEqual([
      { field: 'Total marks', before: null, after: '85' },
      {
        field: 'Mark scheme',
        before: '1 page, 102 KB (sha256 bbbbbbbbbbbb)',
        after: '1 page, 102 KB (sha256 cccccccccccc)',
      },
    ]);
    expect(diffPaperUploads(V1, { ...V1 })).toEqual([]);
  });
});
