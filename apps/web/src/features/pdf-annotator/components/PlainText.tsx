import type { TextAnnotation } from '@eps/pdf-annotate/model';
import classes from '../annotator.module.css';
import { FONT_STACKS } from '../lib/font-stacks';

/** A text in its family and size, its first baseline at (x, y); LaTeX that does not parse shows like this. */
export function PlainText({ text, selected }: { text: TextAnnotation; selected: boolean }) {
  return (
    <text
      x={text.x}
      y={text.y}
      fontFamily={FONT_STACKS[text.fontFamily]}
      fontSize={text.fontSize}
      data-text-id={text.id}
      className={selected ? classes.selectedText : classes.placedText}
    >
      {text.content}
    </text>
  );
}
