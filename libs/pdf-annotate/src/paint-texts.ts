import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from '@cantoo/pdf-lib';
import type { Formula } from './formula-book';
import { TEXT_LINE_HEIGHT, type TextAnnotation } from './model';
import { hundredths, type UprightCanvas } from './upright-canvas';

const BLACK = rgb(0, 0, 0);

/** Lines as typed; a tab would leave WinAnsi (and force the fallback font) for what is only a wide space. */
const linesOf = (content: string): string[] => content.replace(/\t/g, '    ').split(/\r\n|\r|\n/);

async function paintPlainText(canvas: UprightCanvas, text: TextAnnotation): Promise<void> {
  const lines = linesOf(text.content);
  const font = await canvas.fonts.fontFor(text.fontFamily, lines.join(''));
  lines.forEach((line, index) => {
    if (!line) return;
    const baseline = text.y + index * TEXT_LINE_HEIGHT * text.fontSize;
    const at = { x: hundredths(text.x), y: canvas.fromTop(baseline) };
    canvas.page.drawText(line, { ...at, size: text.fontSize, font, color: BLACK });
  });
}

/** The formula's baseline starts at (x, y); one em of the formula (1000 viewBox units) is the label's fontSize. */
function paintFormula(
  { page, fromTop }: UprightCanvas,
  text: TextAnnotation,
  { latex, form }: Formula,
): void {
  const scale = text.fontSize / 1000;
  if (form) {
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(scale, 0, 0, -scale, hundredths(text.x), fromTop(text.y)),
      drawObject(page.node.newXObject('Fm', form)),
      popGraphicsState(),
    );
    return;
  }
  const { svg, box } = latex;
  page.drawSvg(svg, {
    x: text.x + box.x * scale,
    y: fromTop(text.y + box.y * scale),
    width: box.width * scale,
    height: box.height * scale,
  });
}

/** LaTeX that MathJax cannot parse is drawn as its source text, so a typo never fails the save. */
export async function paintTexts(canvas: UprightCanvas, texts: TextAnnotation[]): Promise<void> {
  for (const text of texts) {
    const formula = text.isLatex ? await canvas.formulas.get(text.content) : null;
    if (formula) paintFormula(canvas, text, formula);
    else await paintPlainText(canvas, text);
  }
}
