/** Spec section 2: a bank question's label shows the first 80 characters of its prompt. */
export const PROMPT_LABEL_CHARS = 80;

// A block that ends without a sentence's closing punctuation is a heading ("Question 3", "Introduction");
// one that ends in a colon is a sentence leading into a quotation or list ("He concludes:"), unless it is
// a bare label ("Sources:").
const ENDS_AS_SENTENCE = /[.?!…]["”’')\]]*$/;
const LEADS_IN = /^\S+(?: \S+){3,}:$/;
// A field label: a few words, a colon, then a capital or a digit ("Suggested time: 40 minutes.",
// "Directions: The prompt …"). Inside a sentence a colon runs on in lower case ("across time: what …").
const FIELD = /^[A-Z][\w’'()-]*(?: [\w’'()-]+){0,5}:\s+["“]?[A-Z0-9]/;

const isHeading = (line: string) => !ENDS_AS_SENTENCE.test(line) && !LEADS_IN.test(line);

/**
 * A prompt's blocks (separated by blank lines), with the headings and fields that open a block on lines
 * of their own ("Question 3" over "Suggested time: 40 minutes." over the passage) taken apart from it.
 */
function promptBlocks(prompt: string): string[] {
  return prompt.split(/\n\s*\n/).flatMap((block) => {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const apart: string[] = [];
    while (
      lines.length > 1 &&
      (isHeading(lines[0]) || FIELD.test(lines[0])) &&
      /^["“(]?[A-Z0-9]/.test(lines[1])
    )
      apart.push(lines.shift()!);
    return lines.length ? [...apart, lines.join(' ')] : apart;
  });
}

/**
 * The prompt's text from its first real sentence on, on one line: headings and labelled exam directions
 * before it are left out, and its blocks and lines are joined by a space. (An <input> drops line breaks
 * instead of showing them as spaces, which glued "Question 3" to "Suggested time".)
 */
export function promptFromFirstSentence(prompt: string): string {
  const blocks = promptBlocks(prompt);
  const first = blocks.findIndex((block) => !isHeading(block) && !FIELD.test(block));
  return blocks.slice(Math.max(first, 0)).join(' ').replace(/\s+/g, ' ').trim();
}

/** The first PROMPT_LABEL_CHARS characters of the prompt's text from its first real sentence, cut at a word. */
export function promptLabel(prompt: string): string {
  const text = promptFromFirstSentence(prompt);
  if (text.length <= PROMPT_LABEL_CHARS) return text;
  const cut = text.slice(0, PROMPT_LABEL_CHARS - 1);
  const atWord = cut.lastIndexOf(' ') > PROMPT_LABEL_CHARS / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:]+$/, '')}…`;
}
