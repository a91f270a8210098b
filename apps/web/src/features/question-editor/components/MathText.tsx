import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import classes from './math-text.module.css';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text with $…$ (inline) and $$…$$ (display) maths as HTML: the text between is escaped, and each
 * formula is typeset by KaTeX, which never runs commands that load or link anything (trust is off).
 * A formula KaTeX cannot read shows in red with its source, so the author sees what to fix.
 */
export function mathToHtml(source: string): string {
  return source
    .split(/(\$\$[\s\S]+?\$\$|\$[^$\n]+?\$)/)
    .map((segment) => {
      const display = segment.startsWith('$$') && segment.endsWith('$$') && segment.length > 4;
      const inline = !display && /^\$[^$]+\$$/.test(segment);
      if (!display && !inline) return escapeHtml(segment);
      const tex = display ? segment.slice(2, -2) : segment.slice(1, -1);
      return katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false });
    })
    .join('');
}

/** A Markdown-ish text with maths, as a reader sees it (line breaks kept). */
export function MathText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => mathToHtml(text), [text]);
  return (
    <div
      className={className ? `${classes.text} ${className}` : classes.text}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
