import { PDFDocument } from '@cantoo/pdf-lib';
import type { UserEntity } from '../../database/entities';
import type { TransactionRunner } from '../../database/transactions';
import type { FileStorage } from '../file-storage/file-storage';
import type { PaperSnapshot, PaperUploadsRepository, UploadRow } from './paper-uploads.repository';
import { PaperUploadsService } from './paper-uploads.service';

const ID = '11111111-1111-4111-8111-111111111111';
const TEACHER = { id: 'teacher-1', role: 'teacher' } as UserEntity;
const FIELDS = {
  syllabusId: 'alevel-physics-aqa',
  year: 2019,
  session: 'May/June',
  paperNumber: 1,
  title: null,
  timeAllowedMinutes: null,
  totalMarks: null,
  notes: null,
};
const V1: PaperSnapshot = {
  ...FIELDS,
  questionPaper: { key: `papers/${ID}/v1-aaaa/question-paper.pdf`, pages: 1, bytes: 10, sha256: 'a' },
  markScheme: { key: `papers/${ID}/v1-aaaa/mark-scheme.pdf`, pages: 1, bytes: 10, sha256: 'b' },
};

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/** The service over an in-memory store and a repository whose row moved on after the service read it. */
function setup() {
  const files = new Map<string, Buffer>();
  const storage: FileStorage = {
    put: async (key, data) => void files.set(key, data),
    get: async (key) => files.get(key)!,
    delete: async (key) => void files.delete(key),
  };
  const repo = {
    find: async () =>
      ({ id: ID, uploader_id: TEACHER.id, status: 'changes_requested', version: 1 }) as UploadRow,
    syllabusExists: async () => true,
    snapshot: async () => V1,
    replaceContent: jest.fn(async () => false),
    insertVersion: jest.fn(),
    audit: jest.fn(),
  };
  const transactions = { run: (work: (tx: unknown) => Promise<unknown>) => work({}) };
  const service = new PaperUploadsService(
    repo as unknown as PaperUploadsRepository,
    transactions as unknown as TransactionRunner,
    storage,
  );
  return { service, repo, files };
}

describe('PaperUploadsService.resubmit', () => {
  it('refuses a resubmission that lost a race (409), records nothing and removes the file it stored', async () => {
    const { service, repo, files } = setup();
    const outcome = service.resubmit(TEACHER, ID, FIELDS, { questionPaper: await onePagePdf() });
    await expect(outcome).rejects.toMatchObject({ status: 409, code: 'PAPER_UPLOAD_CHANGED' });
    expect(repo.replaceContent).toHaveBeenCalledWith({}, ID, 1, expect.anything());
    expect(repo.insertVersion).not.toHaveBeenCalled();
    expect(repo.audit).not.toHaveBeenCalled();
    expect([...files.keys()]).toEqual([]);
  });

  it('keeps a file left out at its earlier key and writes the new one under a folder of its own', async () => {
    const { service, repo } = setup();
    await service.resubmit(TEACHER, ID, FIELDS, { questionPaper: await onePagePdf() }).catch(() => undefined);
    const [, , , snapshot] = repo.replaceContent.mock.calls[0] as unknown as [
      unknown,
      string,
      number,
      PaperSnapshot,
    ];
    expect(snapshot.markScheme).toEqual(V1.markScheme);
    expect(snapshot.questionPaper.key).toMatch(
      new RegExp(`^papers/${ID}/v2-[0-9a-f]{8}/question-paper\\.pdf$`),
    );
  });
});
