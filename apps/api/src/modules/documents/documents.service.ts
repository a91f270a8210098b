import { Injectable } from '@nestjs/common';
import {
  DOCUMENT_LIST_LIMIT,
  DOCUMENT_VERSIONS_KEPT,
  type DocumentSummary,
  type GeneratedDocument,
  type GenerationKind,
  type SaveDocumentVersionRequest,
} from '@eps/contracts';
import { DocumentErrors } from './documents.errors';
import { DocumentsRepository, type DocumentText, type NewDocument } from './documents.repository';

/** What the first version of every document says about itself. */
export const GENERATED_CHANGE = 'Generated';

/** A user's generated notes and slides, with the versions their edits made. */
@Injectable()
export class DocumentsService {
  constructor(private readonly documents: DocumentsRepository) {}

  /** Saves what a generator wrote as version 1 of a new document. */
  createGenerated(doc: Omit<NewDocument, 'change'>): Promise<GeneratedDocument> {
    return this.documents.create({ ...doc, change: GENERATED_CHANGE });
  }

  list(ownerId: string, kind?: GenerationKind): Promise<DocumentSummary[]> {
    return this.documents.list(ownerId, kind, DOCUMENT_LIST_LIMIT);
  }

  /** The owner's newest documents with their current LaTeX (what the chat tutor searches). */
  latestTexts(ownerId: string, limit: number): Promise<DocumentText[]> {
    return this.documents.latestTexts(ownerId, limit);
  }

  async get(ownerId: string, id: string): Promise<GeneratedDocument> {
    return found(await this.documents.find(ownerId, id));
  }

  async saveVersion(
    ownerId: string,
    id: string,
    edit: SaveDocumentVersionRequest,
  ): Promise<GeneratedDocument> {
    const saved = await this.documents.withLock(ownerId, id, async (doc) => {
      await doc.addVersion(edit.latexCode, edit.change);
      await doc.dropOldVersions(DOCUMENT_VERSIONS_KEPT);
      return doc.current();
    });
    return found(saved);
  }

  /** Drops the latest version; the one before it becomes the document again. */
  async undo(ownerId: string, id: string): Promise<GeneratedDocument> {
    const previous = await this.documents.withLock(ownerId, id, async (doc) => {
      const [latest, before] = await doc.latestVersions(2);
      if (before === undefined) throw DocumentErrors.nothingToUndo();
      await doc.deleteVersion(latest);
      return doc.current();
    });
    return found(previous);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.documents.delete(ownerId, id))) throw DocumentErrors.notFound();
  }
}

function found(doc: GeneratedDocument | null): GeneratedDocument {
  if (!doc) throw DocumentErrors.notFound();
  return doc;
}
