/**
 * A regeneration requirement as a list of requested operations. The text is cut into clauses (at
 * "then", "and", "also", "plus", "but", commas, semicolons and sentence ends; quoted text is never
 * cut), and each clause is read against a grammar of rules, one per operation the engine knows. What a
 * clause says beyond the rules it matched is kept as `leftover`, so the engine can say plainly which
 * part of the request it did not understand instead of passing over it.
 */

export interface Rule<Op extends string> {
  op: Op;
  /** Matched against the lower-cased clause (quoted text blanked); must have the `g` flag. */
  pattern: RegExp;
  /** The rest of the clause (or its quoted text) is the request's value: "title: Energy over time". */
  takesValue?: boolean;
}

export interface Request<Op extends string> {
  op: Op;
  /** The matched words as the user wrote them. */
  words: string;
  /** "no grid", "without a legend", "remove the title". */
  negated: boolean;
  /** Quoted text of the clause, or what follows the matched words ("title: Energy" → "Energy"). */
  value: string;
  /** A count the clause gives ("two examples" → 2, "a second example" → 1). */
  count: number;
}

export interface Clause<Op extends string> {
  text: string;
  requests: Request<Op>[];
  /** Words of the clause no rule accounted for (fillers such as "please", "make it" left out). */
  leftover: string;
}

const SPLIT = /\s*(?:[;,]|\.(?!\d)|!|\?|\n|\b(?:and then|then|and also|also|and|plus|but|as well as)\b)\s*/i;
/** "…", “…”, ‘…’ and '…' (a single quote inside a word, as in "Einstein's", is an apostrophe). */
const QUOTED = /"([^"\n]{1,120})"|“([^”\n]{1,120})”|‘([^’\n]{1,120})’|(?<!\p{L})'([^'\n]{1,120})'(?!\p{L})/gu;
const quotedText = (m: RegExpMatchArray) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim();
const NEGATION =
  /\b(no|not|without|remove|drop|hide|delete|turn off|get rid of|don'?t|do not|never)\b[\w\s-]{0,14}$/;

/** Words that carry no request of their own. */
const FILLER = new Set(
  `a an the it its this that these those them please make made use using add include including
  show put give with in on of to for as be is are should could would can i want like need some
  more very really so just only also instead now then one each all both my your into onto
  no not without remove drop hide delete turn off don't dont do never get rid second third another two three four five`.split(
    /\s+/,
  ),
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  another: 1,
  second: 1,
  third: 1,
};

/** Splits a requirement into clauses; quoted text stays whole even when it holds "and" or commas. */
export function splitClauses(requirement: string): string[] {
  const quotes: string[] = [];
  const masked = requirement.slice(0, 2000).replace(QUOTED, (m) => `\uE000${quotes.push(m) - 1}\uE000`);
  return masked
    .split(SPLIT)
    .map((c) => c.replace(/\uE000(\d+)\uE000/g, (_, i: string) => quotes[Number(i)]!).trim())
    .filter((c) => /[a-z0-9]/i.test(c));
}

function countBefore(text: string): number {
  const word = /\b(\d+|one|two|three|four|five|another|second|third)\s+(?:\S+\s+){0,3}$/.exec(text);
  if (!word) return 1;
  return Number(word[1]) > 0 ? Math.min(5, Number(word[1])) : (NUMBER_WORDS[word[1]!] ?? 1);
}

/** The text a value-taking request names: its quoted text, else the words after it up to the clause end. */
function valueAfter(clause: string, end: number): string {
  const quoted = new RegExp(QUOTED.source, 'u').exec(clause);
  if (quoted) return quotedText(quoted);
  return clause
    .slice(end)
    .replace(/^\s*(?:to|:|=|as|of|reading|saying|that says|be)?\s*/i, '')
    .trim();
}

/** Reads one clause against the rules; overlapping matches go to the rule listed first. */
export function readClause<Op extends string>(
  text: string,
  rules: Rule<Op>[],
  filler: Set<string> = new Set(),
): Clause<Op> {
  const quotes = [...text.matchAll(QUOTED)];
  const lower = text.toLowerCase().replace(QUOTED, (m) => ' '.repeat(m.length));
  const taken: boolean[] = new Array<boolean>(text.length).fill(false);
  const found: { at: number; request: Request<Op> }[] = [];
  for (const rule of rules) {
    for (const m of lower.matchAll(rule.pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!m[0].trim() || taken.slice(start, end).some(Boolean)) continue;
      taken.fill(true, start, end);
      if (rule.takesValue) {
        // The value is the quoted text, or else everything after the matched words.
        if (quotes.length) for (const q of quotes) taken.fill(true, q.index, q.index + q[0].length);
        else taken.fill(true, end);
      }
      const before = lower.slice(Math.max(0, start - 30), start);
      found.push({
        at: start,
        request: {
          op: rule.op,
          words: text.slice(start, end),
          negated: NEGATION.test(before),
          value: rule.takesValue ? valueAfter(text, end) : '',
          count: countBefore(before),
        },
      });
    }
  }
  const rest = [...text].map((ch, i) => (taken[i] ? ' ' : ch)).join('');
  const leftover = rest
    .split(/[^\p{L}\p{N}.^'-]+/u)
    .filter((w) => w && !FILLER.has(w.toLowerCase()) && !filler.has(w.toLowerCase()) && !/^[-.']+$/.test(w));
  return {
    text,
    requests: found.sort((a, b) => a.at - b.at).map((f) => f.request),
    leftover: leftover.join(' '),
  };
}

export function readRequirementClauses<Op extends string>(
  requirement: string,
  rules: Rule<Op>[],
  filler?: Set<string>,
): Clause<Op>[] {
  return splitClauses(requirement).map((clause) => readClause(clause, rules, filler));
}

/** What the editor says about the words of a clause no rule understood. */
export function notUnderstood(leftover: string, partly: boolean): string {
  const what = `"${leftover}"`;
  if (/\d/.test(leftover))
    return `${partly ? 'also asked for' : 'asked for'} ${what}: the offline engine cannot take values from the request, only from the material`;
  return `${partly ? 'the rest of the request' : 'this request'} (${what}) is beyond the offline engine's rules`;
}
