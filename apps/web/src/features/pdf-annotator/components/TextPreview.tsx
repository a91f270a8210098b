import { Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { TextOptions } from '../lib/annotator-model';
import classes from '../annotator.module.css';
import { FONT_STACKS } from '../lib/font-stacks';
import { renderLatex } from '../lib/latex';

/** 'LaTeX Preview' (typeset by KaTeX, or KaTeX's error) or 'Text Preview' in the chosen font. */
export function TextPreview({ text }: { text: TextOptions }) {
  const latex = useMemo(
    () => (text.isLatex ? renderLatex(text.content) : null),
    [text.isLatex, text.content],
  );
  const title = text.isLatex ? 'LaTeX Preview' : 'Text Preview';
  return (
    <Box component="section" aria-label={title}>
      <Text size="sm" fw={500} mb={4}>
        {title}
      </Text>
      <div className={classes.preview} style={{ fontSize: text.fontSize }}>
        {!text.content.trim() ? (
          <Text size="sm" c="dimmed">
            Type above to see how it will look.
          </Text>
        ) : latex?.error !== undefined ? (
          <Text size="sm" c="red.8" role="alert">
            LaTeX Error: {latex.error}
          </Text>
        ) : latex?.html !== undefined ? (
          <span className={classes.latexBox} dangerouslySetInnerHTML={{ __html: latex.html }} />
        ) : (
          <span style={{ fontFamily: FONT_STACKS[text.fontFamily], whiteSpace: 'pre' }}>{text.content}</span>
        )}
      </div>
    </Box>
  );
}
