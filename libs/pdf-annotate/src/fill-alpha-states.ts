import type { PDFDocument, PDFName, PDFPage, PDFRef } from '@cantoo/pdf-lib';
import { resourceName } from './page-resources';

/** One ExtGState object per fill opacity for the whole document; each page only refers to it. */
export class FillAlphaStates {
  private readonly states = new Map<number, PDFRef>();

  constructor(private readonly doc: PDFDocument) {}

  /** The resource name under which `page` can set this fill opacity with `gs`. */
  nameOn(page: PDFPage, alpha: number): PDFName {
    let state = this.states.get(alpha);
    if (!state) {
      state = this.doc.context.register(this.doc.context.obj({ Type: 'ExtGState', ca: alpha }));
      this.states.set(alpha, state);
    }
    return resourceName(page, 'ExtGState', 'GS', state);
  }
}
