import { PDFName, type PDFDocument, type PDFFont, type PDFRef } from '@cantoo/pdf-lib';
import type { FontBook } from './fonts';
import { FORMULA_FONT, formulaOperators, type SvgNode, type TextShow } from './formula-operators';
import { MathFont } from './math-font';
import type { FontFamily } from './model';
import type { LatexSvg } from './typeset-latex';

type Typeset = (source: string) => LatexSvg;

const textNodes = (node: SvgNode): SvgNode[] =>
  node.tag === 'text' ? [node] : node.children.flatMap(textNodes);

/** The annotator's family for MathJax's generic font-family of a <text> (serif unless it says otherwise). */
const familyOf = ({ attributes }: SvgNode): FontFamily => {
  const family = attributes['font-family'] ?? '';
  if (family.includes('monospace')) return 'Courier New';
  return family.includes('sans-serif') ? 'Arial' : 'Times New Roman';
};

/**
 * The document's LaTeX: each distinct source typeset once and written once as a form XObject (in units
 * of 1/1000 em, y down as in MathJax's SVG) that every placement reuses, its glyphs shown in the
 * document's formula font (MathFont) and any characters MathJax has no glyph for (\text{café}) in the
 * annotator's text fonts. MathJax (heavy) is loaded on the first formula only.
 */
export class FormulaBook {
  private typesetter?: Promise<Typeset>;
  private readonly forms = new Map<string, Promise<PDFRef | null>>();
  private readonly mathFont: MathFont;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: FontBook,
  ) {
    this.mathFont = new MathFont(doc);
  }

  /**
   * null when MathJax cannot parse `source`, or typesets it with something the writer does not draw: the
   * caller then writes the source as text.
   */
  get(source: string): Promise<PDFRef | null> {
    let form = this.forms.get(source);
    if (!form) {
      form = this.make(source);
      this.forms.set(source, form);
    }
    return form;
  }

  /** Writes the formula font with every glyph the formulas used; call once all pages are painted. */
  finish(): void {
    this.mathFont.finish();
  }

  private async make(source: string): Promise<PDFRef | null> {
    this.typesetter ??= import('./typeset-latex').then((module) => module.typesetLatex);
    const typeset = await this.typesetter;
    let latex: LatexSvg;
    try {
      latex = typeset(source);
    } catch {
      return null;
    }
    const { textShow, textFonts } = await this.textFontsOf(latex.tree);
    const drawn = formulaOperators(latex.tree, {
      glyphCode: (path, char) => this.mathFont.code(path, char),
      textShow,
    });
    if (!drawn) return null;
    const fonts = { ...textFonts, ...(drawn.usesFont ? { [FORMULA_FONT]: this.mathFont.ref } : {}) };
    const { x, y, width, height } = latex.box;
    const { context } = this.doc;
    return context.register(
      context.formXObject(drawn.operators, {
        BBox: [x, y, x + width, y + height],
        ...(Object.keys(fonts).length ? { Resources: { Font: fonts } } : {}),
      }),
    );
  }

  /** The fonts for the formula's <text> elements, named T1, T2... in its resources. */
  private async textFontsOf(
    tree: SvgNode,
  ): Promise<{ textShow: TextShow; textFonts: Record<string, PDFRef> }> {
    const chosen = new Map<SvgNode, { name: string; font: PDFFont }>();
    const textFonts: Record<string, PDFRef> = {};
    for (const node of textNodes(tree)) {
      const font = await this.fonts.fontFor(familyOf(node), node.text ?? '');
      const name =
        Object.entries(textFonts).find(([, ref]) => ref === font.ref)?.[0] ??
        `T${Object.keys(textFonts).length + 1}`;
      textFonts[name] = font.ref;
      chosen.set(node, { name, font });
    }
    const textShow: TextShow = (node) => {
      const entry = chosen.get(node);
      return entry ? { font: PDFName.of(entry.name), text: entry.font.encodeText(node.text ?? '') } : null;
    };
    return { textShow, textFonts };
  }
}
