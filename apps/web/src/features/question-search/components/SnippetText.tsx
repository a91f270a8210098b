import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { parseSnippet } from '../lib/snippet';
import classes from '../question-search.module.css';

/**
 * LaTeX typeset by KaTeX into its own element (KaTeX builds the DOM; with `trust` off it makes no links or
 * raw HTML). LaTeX KaTeX cannot read stays as its source text.
 */
function MathSpan({ latex, source, marked }: { latex: string; source: string; marked: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    try {
      katex.render(latex, element, { throwOnError: true, trust: false, displayMode: false });
    } catch {
      element.textContent = source;
    }
  }, [latex, source]);
  return <span ref={ref} className={marked ? classes.markedMath : undefined} />;
}

/** A result's snippet: matched words highlighted, maths typeset. */
export function SnippetText({ snippet }: { snippet: string }) {
  const pieces = useMemo(() => parseSnippet(snippet), [snippet]);
  return (
    <>
      {pieces.map((piece, i) =>
        piece.kind === 'math' ? (
          <MathSpan key={i} latex={piece.latex} source={piece.source} marked={piece.marked} />
        ) : piece.marked ? (
          <mark key={i}>{piece.text}</mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
