/**
 * The offline engine's document model. Every text field holds inline LaTeX that is already safe (made
 * by latex-text from material, or read back from a generated document), so transforms never escape
 * twice and writers never escape at all.
 */

export interface ListItem {
  text: string;
  children?: ListBlock;
}

export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  items: ListItem[];
}

export interface Table {
  kind: 'table';
  header: string[];
  rows: string[][];
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | ListBlock
  /** Sanitized display math; `align` when it has `&` or `\\` at its top level. */
  | { kind: 'equation'; math: string; align: boolean }
  | { kind: 'definition'; term: string; text: string }
  | Table
  /** `body` is LaTeX for the box: text lines and display math. */
  | { kind: 'example'; title: string; body: string }
  /** `title` is plain text made by plotTitle (safe as the block's title); writers typeset it with textToLatex. */
  | { kind: 'plot'; title: string; code: string }
  /** A summary of the section titled `section`, made of its own key sentences. */
  | { kind: 'keyPoints'; section: string; items: string[] }
  /** LaTeX kept as it was (an environment the regenerate rules do not restructure). */
  | { kind: 'raw'; latex: string };

export interface Subsection {
  title: string;
  blocks: Block[];
}

export interface Section {
  title: string;
  blocks: Block[];
  subsections: Subsection[];
}

export interface Outline {
  title: string;
  /** Blocks before the first section heading. */
  intro: Block[];
  sections: Section[];
}

/** Every block list of an outline, in document order. */
export function blockLists(outline: Outline): Block[][] {
  const lists = [outline.intro];
  for (const section of outline.sections) {
    lists.push(section.blocks);
    for (const sub of section.subsections) lists.push(sub.blocks);
  }
  return lists;
}
