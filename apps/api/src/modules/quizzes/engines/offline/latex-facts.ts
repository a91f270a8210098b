/**
 * What a document says, read out of its LaTeX (or plain notes): sentences by section, display formulas,
 * figure captions, definitions and the terms it stresses.
 */
export interface DocumentFacts {
  sentences: Array<{ text: string; section: string }>;
  formulas: Array<{ latex: string; section: string }>;
  captions: Array<{ text: string; section: string }>;
  /** origin: the sentence it was read from (or the term, for a description list item). */
  definitions: Array<{ term: string; definition: string; section: string; origin: string }>;
  /** Bold or defined terms, then the section titles' words: the blanks and distractors of cloze items. */
  terms: string[];
}

const SECTION = '\u0001';
const DROPPED_ENVIRONMENTS =
  /\\begin\{(pythonplot|verbatim|lstlisting|tikzpicture|minted|tabular)\}[\s\S]*?\\end\{\1\}/g;
const DISPLAY_MATH =
  /\\begin\{(equation|align|gather|multline)\*?\}([\s\S]*?)\\end\{\1\*?\}|\\\[([\s\S]*?)\\\]|\$\$([\s\S]*?)\$\$/g;
const BRACED = '((?:[^{}]|\\{(?:[^{}]|\\{[^{}]*\\})*\\})*)';

function body(latex: string): string {
  const match = /\\begin\{document\}([\s\S]*?)(\\end\{document\}|$)/.exec(latex);
  return (match ? match[1] : latex).replace(/(^|[^\\])%.*$/gm, '$1');
}

function plain(text: string): string {
  return text
    .replace(/\\(label|ref|cite|includegraphics|vspace|hspace|url)\*?(\[[^\]]*\])?\{[^}]*\}/g, ' ')
    .replace(new RegExp(`\\\\(?:textbf|emph|textit|underline|text|mathrm|textrm)\\{${BRACED}\\}`, 'g'), '$1')
    .replace(/\\(begin|end)\{[^}]*\}(\[[^\]]*\])?/g, '\n')
    .replace(/\\item(\[[^\]]*\])?/g, '\n')
    .replace(/\\(maketitle|tableofcontents|newpage|centering|noindent|par|small|large|Large|hline)\b/g, ' ')
    .replace(/~/g, ' ')
    .replace(/\\[,;!]/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

/** Sentences of 6–40 words with no LaTeX left outside $…$ (those read badly as questions). */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\s*[-*•])|(?<=[.!?])\s+(?=[A-Z$])/)
    .map((s) =>
      s
        .replace(/^\s*[-*•#]+\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => {
      const outsideMath = s.replace(/\$[^$]*\$/g, '');
      const n = s.split(' ').length;
      return n >= 6 && n <= 40 && !/[\\{}]/.test(outsideMath) && /[.!?]$/.test(s);
    });
}

const DEFINITION =
  /^(?:An?\s+|The\s+)?([A-Za-z][A-Za-z'’-]*(?:\s+[A-Za-z][A-Za-z'’-]*){0,3})\s+(?:is|are|refers to|means|is defined as)\s+((?:an?|the|any|one)\s+.{8,})\.$/;
const DESCRIPTION_ITEM = /\\item\[([^\]]{2,40})\]\s*([^\n\\]{8,300})/g;

export function readFacts(source: string): DocumentFacts {
  const facts: DocumentFacts = { sentences: [], formulas: [], captions: [], definitions: [], terms: [] };
  const terms = new Set<string>();
  let text = body(source).replace(DROPPED_ENVIRONMENTS, ' ');
  for (const m of text.matchAll(/\\textbf\{([^{}$\\]{3,40})\}/g)) terms.add(m[1].trim());
  text = text.replace(DESCRIPTION_ITEM, (_m, term: string, definition: string) => {
    facts.definitions.push({
      term: term.trim(),
      definition: definition.trim(),
      section: '',
      origin: term.trim(),
    });
    return ' ';
  });
  text = text
    .replace(/\\(?:section|subsection|subsubsection|frametitle|title)\*?\{([^}]*)\}/g, `\n\n${SECTION}$1\n\n`)
    .replace(/^#{1,6}\s+(.+)$/gm, `\n\n${SECTION}$1\n\n`);

  let section = '';
  for (const chunk of text.split(/\n\n+/)) {
    if (chunk.trim().startsWith(SECTION)) {
      section = chunk.trim().slice(1).trim();
      continue;
    }
    const withoutMath = chunk.replace(
      DISPLAY_MATH,
      (_m, _env, env: string, bracket: string, dollars: string) => {
        for (const line of (env ?? bracket ?? dollars ?? '').split(/\\\\/))
          if (line.trim())
            facts.formulas.push({
              latex: line
                .replace(/&/g, '')
                .replace(/\\nonumber|\\label\{[^}]*\}/g, '')
                .trim(),
              section,
            });
        return ' ';
      },
    );
    const captionsRemoved = withoutMath.replace(
      new RegExp(`\\\\caption\\{${BRACED}\\}`, 'g'),
      (_m, caption: string) => {
        facts.captions.push({ text: plain(caption).replace(/\s+/g, ' ').trim(), section });
        return ' ';
      },
    );
    for (const sentence of sentencesOf(plain(captionsRemoved))) {
      facts.sentences.push({ text: sentence, section });
      const def = DEFINITION.exec(sentence);
      if (def && !/^(it|this|that|there|these|those|he|she|they|which)$/i.test(def[1]))
        facts.definitions.push({ term: def[1], definition: def[2], section, origin: sentence });
    }
  }
  for (const d of facts.definitions) terms.add(d.term);
  facts.terms = [...terms];
  return facts;
}
