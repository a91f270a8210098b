/** One line as the recogniser read it, with its confidence from 0 to 100. */
export interface RecognisedLine {
  text: string;
  confidence: number;
}

/** A page as paragraphs of lines, in reading order. */
export type RecognisedPage = RecognisedLine[][];

/**
 * Lines read with less confidence are dropped. Tesseract "reads" noise, photos and drawings as strings
 * of short letter groups at 0–40; printed text, even small or in a photo, scores well above 60.
 */
export const MIN_LINE_CONFIDENCE = 50;

/** The page's text: confident lines only, one per line, paragraphs separated by a blank line. */
export function readableText(page: RecognisedPage): string {
  return page
    .map((paragraph) =>
      paragraph
        .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
        .map((line) => line.text.trim())
        .filter((text) => text !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
