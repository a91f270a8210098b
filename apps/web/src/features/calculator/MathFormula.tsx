import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';

/**
 * One LaTeX formula typeset by KaTeX (trust off, so it never loads or links anything). KaTeX's MathML
 * copy is what screen readers read; a formula KaTeX cannot read shows its source in red.
 */
export function MathFormula({ latex, display = false }: { latex: string; display?: boolean }) {
  const html = useMemo(
    () =>
      katex.renderToString(latex, {
        displayMode: display,
        throwOnError: false,
        trust: false,
        output: 'htmlAndMathml',
      }),
    [latex, display],
  );
  return <span data-latex={latex} dangerouslySetInnerHTML={{ __html: html }} />;
}
