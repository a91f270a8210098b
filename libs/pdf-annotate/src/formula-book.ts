import type { PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import { formulaOperators } from './formula-operators';
import type { LatexSvg } from './typeset-latex';

type Typeset = (source: string) => LatexSvg;

export interface Formula {
  latex: LatexSvg;
  /** The form XObject that draws it in viewBox units, or null when only pdf-lib's SVG drawing can. */
  form: PDFRef | null;
}

/**
 * The document's LaTeX: each distinct source typeset once and, when it can be, written once as a form
 * XObject that every placement reuses. MathJax (heavy) is loaded on the first formula only.
 */
export class FormulaBook {
  private typesetter?: Promise<Typeset>;
  private readonly formulas = new Map<string, Formula | null>();

  constructor(private readonly doc: PDFDocument) {}

  /** null when MathJax cannot parse `source`. */
  async get(source: string): Promise<Formula | null> {
    if (!this.formulas.has(source)) this.formulas.set(source, this.make(await this.loadTypesetter(), source));
    return this.formulas.get(source) ?? null;
  }

  private loadTypesetter(): Promise<Typeset> {
    this.typesetter ??= import('./typeset-latex').then((module) => module.typesetLatex);
    return this.typesetter;
  }

  private make(typeset: Typeset, source: string): Formula | null {
    let latex: LatexSvg;
    try {
      latex = typeset(source);
    } catch {
      return null;
    }
    const operators = formulaOperators(latex.tree);
    const { x, y, width, height } = latex.box;
    const { context } = this.doc;
    const form =
      operators && context.register(context.formXObject(operators, { BBox: [x, y, x + width, y + height] }));
    return { latex, form };
  }
}
