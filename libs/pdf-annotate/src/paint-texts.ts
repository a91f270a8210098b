import {
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingGrayscaleColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { TEXT_LINE_HEIGHT, type TextAnnotation } from './model';
import { resourceName } from './page-resources';
import { tenths, type UprightCanvas } from './upright-canvas';

/** Lines as typed; a tab would leave WinAnsi (and force the fallback font) for what is only a wide space. */
const linesOf = (content: string): string[] => content.replace(/\t/g, '    ').split(/\r\n|\r|\n/);

/** Black text, each line from its own baseline, the font under a short resource name of the page. */
async function paintPlainText(
  { page, fonts, fromTop, draw }: UprightCanvas,
  text: TextAnnotation,
): Promise<void> {
  const lines = linesOf(text.content);
  const font = await fonts.fontFor(text.fontFamily, lines.join(''));
  const fontName = resourceName(page, 'Font', 'F', font.ref);
  draw(beginText(), setFillingGrayscaleColor(0), setFontAndSize(fontName, text.fontSize));
  lines.forEach((line, index) => {
    if (!line) return;
    const baseline = text.y + index * TEXT_LINE_HEIGHT * text.fontSize;
    draw(setTextMatrix(1, 0, 0, 1, tenths(text.x), fromTop(baseline)), showText(font.encodeText(line)));
  });
  draw(endText());
}

/** The formula's baseline starts at (x, y); one em of the formula (1000 form units) is the label's fontSize. */
function paintFormula({ page, fromTop, draw }: UprightCanvas, text: TextAnnotation, form: PDFRef): void {
  const scale = text.fontSize / 1000;
  draw(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, -scale, tenths(text.x), fromTop(text.y)),
    drawObject(resourceName(page, 'XObject', 'Fm', form)),
    popGraphicsState(),
  );
}

/** LaTeX that MathJax cannot parse is drawn as its source text, so a typo never fails the save. */
export async function paintTexts(canvas: UprightCanvas, texts: TextAnnotation[]): Promise<void> {
  for (const text of texts) {
    const formula = text.isLatex ? await canvas.formulas.get(text.content) : null;
    if (formula) paintFormula(canvas, text, formula);
    else await paintPlainText(canvas, text);
  }
}
