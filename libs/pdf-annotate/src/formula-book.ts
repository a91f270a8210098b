import type { PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import { FORMULA_FONT, formulaOperators } from './formula-operators';
import { MathFont } from './math-font';
import type { LatexSvg } from './typeset-latex';

type Typeset = (source: string) => LatexSvg;

/**
 * The document's LaTeX: each distinct source typeset once and written once as a form XObject (in units
 * of 1/1000 em, y down as in MathJax's SVG) that every placement reuses, its glyphs shown in the
 * document's formula font (MathFont). MathJax (heavy) is loaded on the first formula only.
 */
export class FormulaBook {
  private typesetter?: Promise<Typeset>;
  private readonly forms = new Map<string, PDFRef | null>();
  private readonly font: MathFont;

  constructor(private readonly doc: PDFDocument) {
    this.font = new MathFont(doc);
  }

  /**
   * null when MathJax cannot parse `source`, or typesets it with something the writer does not draw
   * (text in a script MathJax has no glyphs for): the caller then writes the source as text.
   */
  async get(source: string): Promise<PDFRef | null> {
    if (!this.forms.has(source)) this.forms.set(source, this.make(await this.loadTypesetter(), source));
    return this.forms.get(source) ?? null;
  }

  private loadTypesetter(): Promise<Typeset> {
    this.typesetter ??= import('./typeset-latex').then((module) => module.typesetLatex);
    return this.typesetter;
  }

  private make(typeset: Typeset, source: string): PDFRef | null {
    let latex: LatexSvg;
    try {
      latex = typeset(source);
    } catch {
      return null;
    }
    const drawn = formulaOperators(latex.tree, (path, char) => this.font.code(path, char));
    if (!drawn) return null;
    const { x, y, width, height } = latex.box;
    const { context } = this.doc;
    return context.register(
      context.formXObject(drawn.operators, {
        BBox: [x, y, x + width, y + height],
        ...(drawn.usesFont ? { Resources: { Font: { [FORMULA_FONT]: this.font.ref } } } : {}),
      }),
    );
  }

  /** Writes the formula font with every glyph the formulas used; call once all pages are painted. */
  finish(): void {
    this.font.finish();
  }
}
