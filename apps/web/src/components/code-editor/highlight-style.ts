import { defaultHighlightStyle, HighlightStyle } from '@codemirror/language';

/** CodeMirror's default token colours under 4.5:1 on the editor's active-line tint, and their darker stand-ins. */
const DARKER: Readonly<Record<string, string>> = { '#e40': '#c30', '#085': '#074', '#f00': '#c00' };

/**
 * CodeMirror's default highlight style with its three lightest colours darkened, so every token keeps
 * 4.5:1 (WCAG AA) on the editor's white and on its active-line tint.
 */
export const readableHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && DARKER[spec.color] ? { ...spec, color: DARKER[spec.color] } : spec,
  ),
);
