import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TextAnnotation } from '@eps/pdf-annotate/model';
import classes from '../annotator.module.css';
import { PlainText } from './PlainText';
import { renderLatex } from '../lib/latex';

/** A zero-height inline block after the formula: its top edge sits on the formula's baseline. */
const BASELINE_PROBE = '<span data-baseline style="display:inline-block;width:0;height:0"></span>';

interface Measured {
  baseline: number;
  width: number;
  height: number;
}

/**
 * A LaTeX text typeset by KaTeX inside the page's SVG, its baseline starting at the text's (x, y) like
 * the saved PDF's. The formula is measured once laid out (in page units: the SVG's zoom does not apply
 * to layout), then its box is moved up by the baseline's depth.
 */
export function LatexLabel({ text, selected }: { text: TextAnnotation; selected: boolean }) {
  const rendered = useMemo(() => renderLatex(text.content), [text.content]);
  // The saved PDF writes LaTeX that does not parse as its source text; the page shows the same.
  if (rendered.error !== undefined) return <PlainText text={text} selected={selected} />;
  return <Formula text={text} html={rendered.html} selected={selected} />;
}

function Formula({ text, html, selected }: { text: TextAnnotation; html: string; selected: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current!;
    const probe = box.querySelector<HTMLElement>('[data-baseline]');
    setMeasured({
      baseline: probe?.offsetTop ?? text.fontSize,
      width: box.offsetWidth,
      height: box.offsetHeight,
    });
  }, [html, text.fontSize]);

  // Until measured, the box is roomy so the formula lays out at its natural width.
  const { baseline, width, height } = measured ?? {
    baseline: text.fontSize,
    width: 2000,
    height: text.fontSize * 4,
  };
  return (
    <foreignObject
      x={text.x}
      y={text.y - baseline}
      width={Math.max(1, width)}
      height={Math.max(1, height)}
      data-text-id={text.id}
      className={classes.latexLabel}
    >
      <div
        ref={boxRef}
        className={selected ? `${classes.latexBox} ${classes.selectedLatex}` : classes.latexBox}
        style={{ fontSize: text.fontSize }}
        dangerouslySetInnerHTML={{ __html: html + BASELINE_PROBE }}
      />
    </foreignObject>
  );
}
