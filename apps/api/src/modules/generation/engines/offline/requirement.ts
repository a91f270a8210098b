/**
 * What a formatting or regeneration requirement asks for, as far as rules can tell: "bullet points",
 * "concise", "numbered", "more detail", "paragraphs", "add an example", "table of contents". A request
 * preceded by "no", "not", "without" or "avoid" counts as not made.
 */

export interface Intent {
  bullets: boolean;
  numbered: boolean;
  concise: boolean;
  expand: boolean;
  paragraphs: boolean;
  example: boolean;
  contents: boolean;
}

const PATTERNS: Record<keyof Intent, RegExp> = {
  bullets: /\b(bullet(ed)?|bullet points?|key points|itemi[sz]e|list form|as a list)\b/g,
  numbered: /\b(numbered|enumerat\w*|steps?|step-by-step|ordered list)\b/g,
  concise:
    /\b(short(er)?|concise(ly)?|brief(er|ly)?|summar(y|ise|ize)|condense|trim|simpler|simplify|less detail|fewer)\b/g,
  expand:
    /\b(more detail(ed)?|expand\w*|elaborate|longer|in depth|more depth|more information|extend|add more)\b/g,
  paragraphs: /\b(paragraphs?|prose|full sentences|continuous text)\b/g,
  example: /\b(examples?|worked|illustrat\w*)\b/g,
  contents: /\b(table of contents|contents page|toc)\b/g,
};

const NEGATION = /\b(no|not|without|avoid|don't|do not|never|instead of|rather than)\b[^.,;]{0,20}$/;

function asked(text: string, pattern: RegExp): boolean {
  for (const m of text.matchAll(pattern)) {
    if (!NEGATION.test(text.slice(Math.max(0, m.index - 30), m.index))) return true;
  }
  return false;
}

export function readRequirement(requirement: string): Intent {
  const text = requirement.toLowerCase().slice(0, 2000);
  return Object.fromEntries(
    Object.entries(PATTERNS).map(([key, pattern]) => [key, asked(text, pattern)]),
  ) as unknown as Intent;
}
