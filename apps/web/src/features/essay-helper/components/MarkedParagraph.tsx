import { Box, Collapse, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { segmentParagraph, type Mark } from '../lib/essay-text';
import classes from '../essay-helper.module.css';

export type MarkKind = 'essential' | 'grammar' | 'style';

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

function Tip({ title, body, children }: { title: string; body: ReactNode; children: ReactNode }) {
  return (
    <Tooltip
      multiline
      w={280}
      withArrow
      events={TOOLTIP_EVENTS}
      label={
        <>
          <Text span display="block" size="sm" fw={700}>
            {title}
          </Text>
          <Text span display="block" size="sm">
            {body}
          </Text>
        </>
      }
    >
      {children}
    </Tooltip>
  );
}

/** Plain text with every word that has a definition underlined (green, dotted) and explained on hover. */
function DefinedWords({ text, definitions }: { text: string; definitions: ReadonlyMap<string, string> }) {
  if (definitions.size === 0) return <>{text}</>;
  return (
    <>
      {text.split(/(\s+)/).map((token, i) => {
        const definition = definitions.get(token.toLowerCase().replace(/[.,;:!?'")\]]$/, ''));
        if (!definition) return token;
        return (
          <Tip key={i} title={token.replace(/[.,;:!?'")\]]$/, '')} body={definition}>
            <span className={classes.defined} tabIndex={0}>
              {token}
            </span>
          </Tip>
        );
      })}
    </>
  );
}

export interface MarkedParagraphProps {
  text: string;
  marks: Mark<MarkKind>[];
  definitions?: ReadonlyMap<string, string>;
}

/** One essay paragraph with its marked passages (each with a hover/focus tooltip). */
export function MarkedParagraph({ text, marks, definitions = new Map() }: MarkedParagraphProps) {
  return (
    <Text component="div" role="paragraph" className={classes.paragraph}>
      {segmentParagraph(text, marks).map((segment, i) =>
        segment.mark ? (
          <Tip key={i} title={segment.mark.title} body={segment.mark.body}>
            <mark className={classes[segment.mark.kind]} tabIndex={0} data-kind={segment.mark.kind}>
              <DefinedWords text={segment.text} definitions={definitions} />
            </mark>
          </Tip>
        ) : (
          <DefinedWords key={i} text={segment.text} definitions={definitions} />
        ),
      )}
    </Text>
  );
}

/** A collapsible 'Paragraph N Analysis' with its labelled fields. */
export function ParagraphAnalysis({
  number,
  fields,
}: {
  number: number;
  fields: { label: string; value: ReactNode }[];
}) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Box className={classes.analysis}>
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className={classes.analysisToggle}
      >
        <Chevron size={16} aria-hidden />
        <Text size="sm" fw={600} span>
          Paragraph {number} Analysis
        </Text>
      </UnstyledButton>
      <Collapse expanded={open} keepMountedMode="display-none">
        <Box pt={4} pl="md">
          {fields.map((f) => (
            <Text size="sm" key={f.label}>
              <b>{f.label}:</b> {f.value}
            </Text>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
