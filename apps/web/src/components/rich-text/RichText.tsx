import { Anchor, Code, List, Text, type TextProps } from '@mantine/core';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { Fragment, useMemo } from 'react';
import { parseInline, parseRichText, type Block, type Inline } from './parse-rich-text';
import classes from './rich-text.module.css';

/** KaTeX's own HTML (trust off: no \href, \url or raw HTML); a formula it cannot read shows as its source. */
function MathSpan({ tex, display }: { tex: string; display: boolean }) {
  const html = useMemo(
    () =>
      katex.renderToString(tex, {
        displayMode: display,
        throwOnError: false,
        trust: false,
        strict: 'ignore',
      }),
    [tex, display],
  );
  return display ? (
    <div className={classes.display} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <span dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function Inlines({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return (
          <strong key={i}>
            <Inlines nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <Inlines nodes={node.children} />
          </em>
        );
      case 'code':
        return <Code key={i}>{node.text}</Code>;
      case 'math':
        return <MathSpan key={i} tex={node.tex} display={node.display} />;
      case 'link':
        return (
          <Anchor key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            <Inlines nodes={node.children} />
          </Anchor>
        );
    }
  });
}

function BlockView({ block, textProps }: { block: Block; textProps: TextProps }) {
  if (block.kind === 'math') return <MathSpan tex={block.tex} display />;
  if (block.kind === 'list')
    return (
      <List type={block.ordered ? 'ordered' : 'unordered'} fz={textProps.size} mb="xs">
        {block.items.map((item, i) => (
          <List.Item key={i}>
            <Inlines nodes={item} />
          </List.Item>
        ))}
      </List>
    );
  return (
    <Text component="p" {...textProps} className={classes.paragraph}>
      <Inlines nodes={block.children} />
    </Text>
  );
}

export interface RichTextProps extends TextProps {
  /** Markdown with LaTeX between $…$, $$…$$, \(…\) or \[…\]. */
  children: string;
  /** One line inside other text (a radio label, a link): a span of inline content, no paragraphs. */
  inline?: boolean;
}

/**
 * Question text as students read it: Markdown and LaTeX (KaTeX), rendered as React elements so the
 * text cannot inject HTML. Reusable by every page that shows question content.
 */
export function RichText({ children, inline = false, ...textProps }: RichTextProps) {
  const blocks = useMemo(() => (inline ? [] : parseRichText(children)), [children, inline]);
  const inlines = useMemo(
    () => (inline ? parseInline(children.replace(/\s*\n\s*/g, ' ')) : []),
    [children, inline],
  );
  if (inline)
    return (
      <Text span {...textProps}>
        <Inlines nodes={inlines} />
      </Text>
    );
  return (
    <div className={classes.root}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} textProps={textProps} />
      ))}
    </div>
  );
}
