import { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { DocumentErrors } from './documents.errors';

const ZDocumentIdSchema = z.uuid();

/** Ids are UUIDs; anything else names no document, so it is the same 404 as a missing one. */
export class DocumentIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!ZDocumentIdSchema.safeParse(value).success) throw DocumentErrors.notFound();
    return value.toLowerCase();
  }
}
