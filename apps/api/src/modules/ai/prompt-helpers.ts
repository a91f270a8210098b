/**
 * Output budgets (max_tokens). Kept moderate so self-hosted models with small context windows accept
 * them; a tool that asks for more thought doubles the budget of a whole document.
 */
export const MAX_TOKENS = { document: 8192, thoroughDocument: 16384, part: 4096, short: 2048 };

/** A context field can be a whole document (up to 1 MB); the model sees its beginning only. */
const CONTEXT_PROMPT_MAX_CHARS = 30_000;

/** A labelled piece of the user's text, fenced with triple quotes so it cannot be mistaken for instructions. */
export function quoted(label: string, text: string): string {
  return `${label}:\n"""\n${text.trim()}\n"""`;
}

/** Like `quoted`, shortened to the model's share of a long text; absent when the text is blank. */
export function context(label: string, text: string): string | undefined {
  if (!text.trim()) return undefined;
  const shortened = text.length > CONTEXT_PROMPT_MAX_CHARS;
  const shown = shortened ? `${text.slice(0, CONTEXT_PROMPT_MAX_CHARS)}\n[… shortened]` : text;
  return quoted(label, shown);
}

/** The person's own instruction, or what the model does without one. */
export function requirementLine(requirement: string, fallback: string): string {
  return `Requirement: ${requirement.trim() || `none given (${fallback})`}`;
}

/** Joins the parts given as lines; empty and absent parts are left out. */
export function lines(...parts: Array<string | false | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join('\n');
}
