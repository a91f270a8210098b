import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkMath from 'remark-math';
import type { Element, ElementContent } from 'hast';
import { useMemo, type ReactNode } from 'react';
import { normaliseMathDelimiters } from '@eps/contracts';
import 'katex/dist/katex.min.css';
import { CITATION_MARKER_PROPERTY, rehypeCitationMarkers } from '../lib/citation-markers';
import classes from '../chatbox.module.css';
import { CopyTextButton } from './CopyTextButton';

/**
 * The sanitiser runs before KaTeX and the highlighter (their output is ours, not the model's), so it
 * only has to keep remark-math's markers on the code elements that carry maths.
 */
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

interface ChatMarkdownProps {
  markdown: string;
  /** The numbers of the reply's citations: `[n]` for one of them becomes a marker. */
  citationNumbers?: ReadonlySet<number>;
  /** Renders the marker of citation n (a button to its chip). */
  renderMarker?: (n: number) => ReactNode;
}

const NO_CITATIONS: ReadonlySet<number> = new Set();

/**
 * A chat message's Markdown: maths in any of the four delimiters (normalised first, so a formula looks
 * the same while it streams and once saved), highlighted code blocks with a copy button, citation markers.
 */
export function ChatMarkdown({ markdown, citationNumbers = NO_CITATIONS, renderMarker }: ChatMarkdownProps) {
  const rehypePlugins = useMemo<Options['rehypePlugins']>(
    () => [
      [rehypeSanitize, schema],
      [rehypeCitationMarkers, { numbers: citationNumbers }],
      rehypeKatex,
      [rehypeHighlight, { detect: false }],
    ],
    [citationNumbers],
  );
  const components = useMemo<Components>(
    () => ({
      pre: ({ node, children }) => (
        <div className={classes.codeBlock}>
          <pre>{children}</pre>
          <div className={classes.codeCopy}>
            <CopyTextButton text={node ? textOf(node) : ''} label="Copy code" />
          </div>
        </div>
      ),
      cite: ({ node, children }) => {
        const n = Number(node?.properties?.[CITATION_MARKER_PROPERTY]);
        return renderMarker && Number.isInteger(n) ? renderMarker(n) : <span>{children}</span>;
      },
      a: ({ href, children }) => (
        <a href={href} target="_blank" rel="noreferrer noopener">
          {children}
        </a>
      ),
    }),
    [renderMarker],
  );

  return (
    <div className={classes.markdown}>
      <Markdown remarkPlugins={[remarkMath]} rehypePlugins={rehypePlugins} components={components}>
        {normaliseMathDelimiters(markdown)}
      </Markdown>
    </div>
  );
}

/** The plain text of a code block, as the user would type it (highlighting only adds spans). */
function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
