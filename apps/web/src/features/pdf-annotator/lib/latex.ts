import katex from 'katex';
import 'katex/dist/katex.min.css';

export type LatexResult = { html: string; error?: undefined } | { html?: undefined; error: string };

/** Typesets inline LaTeX with KaTeX; a syntax error comes back as KaTeX's message instead of throwing. */
export function renderLatex(source: string): LatexResult {
  try {
    return { html: katex.renderToString(source, { throwOnError: true }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
