import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { DocumentSummary, GeneratedDocument, GenerationKind, GenerationOptions } from '@eps/contracts';
import { DocumentVersionEntity, GeneratedDocumentEntity } from '../../database/entities';

export interface NewDocument {
  ownerId: string;
  kind: GenerationKind;
  title: string;
  options: GenerationOptions;
  latexCode: string;
  change: string;
}

export interface DocumentText {
  id: string;
  kind: GenerationKind;
  title: string;
  latexCode: string;
}

interface DocumentRow {
  id: string;
  kind: GenerationKind;
  title: string;
  options: GenerationOptions;
  created_at: Date;
  updated_at: Date;
  version: number;
  latex_code: string;
  change: string;
  can_undo: boolean;
}

type SummaryRow = Pick<DocumentRow, 'id' | 'kind' | 'title' | 'created_at' | 'updated_at' | 'version'>;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** A document with its latest version, scoped to its owner: another user's id finds nothing. */
async function selectDocument(db: Queryable, ownerId: string, id: string): Promise<GeneratedDocument | null> {
  const rows: DocumentRow[] = await db.query(
    `SELECT d.id, d.kind, d.title, d.options, d.created_at, d.updated_at, v.version, v.latex_code, v.change,
            EXISTS (
              SELECT 1 FROM document_versions o WHERE o.document_id = d.id AND o.version < v.version
            ) AS can_undo
     FROM generated_documents d
     CROSS JOIN LATERAL (
       SELECT version, latex_code, change FROM document_versions
       WHERE document_id = d.id ORDER BY version DESC LIMIT 1
     ) v
     WHERE d.id = $1 AND d.owner_id = $2`,
    [id, ownerId],
  );
  const row = rows[0];
  return row
    ? {
        ...toSummary(row),
        latexCode: row.latex_code,
        change: row.change,
        options: row.options,
        canUndo: row.can_undo,
      }
    : null;
}

function toSummary(row: SummaryRow): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * One document inside a transaction that holds its row lock, so saves and undos of the same document
 * run one after the other: version numbers are never handed out twice (and the unique index on
 * (document_id, version) would refuse it anyway).
 */
export class LockedDocument {
  constructor(
    private readonly m: EntityManager,
    private readonly ownerId: string,
    readonly id: string,
  ) {}

  /** Adds a version numbered one past the latest. */
  async addVersion(latexCode: string, change: string): Promise<void> {
    await this.m.query(
      `INSERT INTO document_versions (document_id, version, latex_code, change)
       SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3 FROM document_versions WHERE document_id = $1`,
      [this.id, latexCode, change],
    );
    await this.touch();
  }

  /** The newest `limit` version numbers, newest first. */
  async latestVersions(limit: number): Promise<number[]> {
    const rows: Array<{ version: number }> = await this.m.query(
      `SELECT version FROM document_versions WHERE document_id = $1 ORDER BY version DESC LIMIT $2`,
      [this.id, limit],
    );
    return rows.map((r) => r.version);
  }

  async deleteVersion(version: number): Promise<void> {
    await this.m.delete(DocumentVersionEntity, { documentId: this.id, version });
    await this.touch();
  }

  /** Keeps version 1 (what was generated) and the newest versions, `keep` in all. */
  async dropOldVersions(keep: number): Promise<void> {
    await this.m.query(
      `DELETE FROM document_versions WHERE id IN (
         SELECT id FROM document_versions WHERE document_id = $1 AND version <> 1
         ORDER BY version DESC OFFSET $2
       )`,
      [this.id, keep - 1],
    );
  }

  async current(): Promise<GeneratedDocument> {
    const doc = await selectDocument(this.m, this.ownerId, this.id);
    if (!doc) throw new Error(`document ${this.id} vanished inside its own transaction`);
    return doc;
  }

  private async touch(): Promise<void> {
    await this.m.query(`UPDATE generated_documents SET updated_at = now() WHERE id = $1`, [this.id]);
  }
}

/** Generated documents and their versions in Postgres. */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly db: DataSource) {}

  create(doc: NewDocument): Promise<GeneratedDocument> {
    return this.db.transaction(async (m) => {
      const { id } = await m.save(
        m.create(GeneratedDocumentEntity, {
          ownerId: doc.ownerId,
          kind: doc.kind,
          title: doc.title,
          options: doc.options,
        }),
      );
      await m.insert(DocumentVersionEntity, {
        documentId: id,
        version: 1,
        latexCode: doc.latexCode,
        change: doc.change,
      });
      return new LockedDocument(m, doc.ownerId, id).current();
    });
  }

  async list(ownerId: string, kind: GenerationKind | undefined, limit: number): Promise<DocumentSummary[]> {
    const rows: SummaryRow[] = await this.db.query(
      `SELECT d.id, d.kind, d.title, d.created_at, d.updated_at,
              (SELECT MAX(version) FROM document_versions v WHERE v.document_id = d.id) AS version
       FROM generated_documents d
       WHERE d.owner_id = $1 AND ($2::text IS NULL OR d.kind = $2)
       ORDER BY d.updated_at DESC, d.id
       LIMIT $3`,
      [ownerId, kind ?? null, limit],
    );
    return rows.map(toSummary);
  }

  latestTexts(ownerId: string, limit: number): Promise<DocumentText[]> {
    return this.db.query(
      `SELECT d.id, d.kind, d.title, v.latex_code AS "latexCode"
       FROM generated_documents d
       CROSS JOIN LATERAL (
         SELECT latex_code FROM document_versions WHERE document_id = d.id ORDER BY version DESC LIMIT 1
       ) v
       WHERE d.owner_id = $1
       ORDER BY d.updated_at DESC, d.id
       LIMIT $2`,
      [ownerId, limit],
    );
  }

  find(ownerId: string, id: string): Promise<GeneratedDocument | null> {
    return selectDocument(this.db, ownerId, id);
  }

  /**
   * Runs `work` in a transaction holding the document's row lock; null (and `work` never runs) when the
   * owner has no such document. An error thrown by `work` rolls everything back.
   */
  withLock<T>(ownerId: string, id: string, work: (doc: LockedDocument) => Promise<T>): Promise<T | null> {
    return this.db.transaction(async (m) => {
      const locked: unknown[] = await m.query(
        `SELECT id FROM generated_documents WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
        [id, ownerId],
      );
      return locked.length ? work(new LockedDocument(m, ownerId, id)) : null;
    });
  }

  /** True when the owner had the document. Its versions go with it (ON DELETE CASCADE). */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db.getRepository(GeneratedDocumentEntity).delete({ id, ownerId });
    return (result.affected ?? 0) > 0;
  }
}
