import type { LatexError } from '@eps/contracts';

const MAX_ERRORS = 10;
const MAX_MESSAGE = 240;

/** `./main.tex:12: Undefined control sequence.` (pdflatex -file-line-error, max_print_line=1000). */
const FILE_LINE_ERROR = /^([^\s:]*\.[A-Za-z0-9]{1,8}):(\d+): (.*)$/;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE - 1)}…` : flat;
}

/** The `l.12 \foo` context line TeX prints after an error, shortened to the offending token's end. */
function contextAfter(lines: string[], from: number): string {
  for (let i = from + 1; i < Math.min(lines.length, from + 12); i++) {
    const m = /^l\.\d+ (.*)$/.exec(lines[i]!);
    if (m) return m[1]!.trim().slice(-60);
  }
  return '';
}

/**
 * A `! ` error (a LaTeX error, a file not found) has no file:line prefix itself; when TeX stops right
 * after it, the next `./main.tex:5: Emergency stop.` says where. Only a line of main.tex counts.
 */
function mainLineAfter(lines: string[], from: number): number | null {
  for (let i = from + 1; i < Math.min(lines.length, from + 12); i++) {
    if (lines[i]!.startsWith('! ')) return null;
    const m = FILE_LINE_ERROR.exec(lines[i]!);
    if (m) return isMainFile(m[1]!) ? Number(m[2]) : null;
  }
  return null;
}

/** Follow-on lines TeX prints after the real error; they name no cause of their own. */
const AFTERMATH = /^(==> Fatal error occurred|Emergency stop|Fatal error occurred)/;

function isMainFile(file: string): boolean {
  return file === 'main.tex' || file === './main.tex' || file === '/work/main.tex';
}

/**
 * The errors of a pdflatex log, first one first, each with its line in main.tex when TeX says so. An
 * error inside a package names that file instead of pretending a line of the user's document.
 */
export function parseLatexLog(log: string): LatexError[] {
  const lines = log.split(/\r?\n/);
  const errors: LatexError[] = [];
  for (let i = 0; i < lines.length && errors.length < MAX_ERRORS; i++) {
    const line = lines[i]!;
    const fileLine = FILE_LINE_ERROR.exec(line);
    if (fileLine) {
      const [, file, lineNo, message] = fileLine;
      if (AFTERMATH.test(message!.trim())) continue;
      const context = contextAfter(lines, i);
      const text = context && !message!.includes(context) ? `${message} ${context}` : message!;
      if (isMainFile(file!)) errors.push({ line: Number(lineNo), message: clip(text) });
      else errors.push({ line: null, message: clip(`${file!.split('/').pop()} line ${lineNo}: ${text}`) });
      continue;
    }
    if (line.startsWith('! ') && !AFTERMATH.test(line.slice(2).trim()))
      errors.push({ line: mainLineAfter(lines, i), message: clip(line.slice(2)) });
    else if (line.startsWith('*** (job aborted'))
      errors.push({ line: null, message: clip(line.replace(/^\*+ /, '')) });
  }
  if (errors.length === 0 && ranOutOfInput(lines)) errors.push({ line: null, message: ENDED_WITHOUT_END });
  return dedupe(errors);
}

const ENDED_WITHOUT_END =
  'The file ended before \\end{document}: TeX ran out of input. Is the document only a comment, or are ' +
  '\\begin{document} and \\end{document} missing?';

/**
 * An emergency stop with TeX waiting at its top-level prompt (`<*>`) and no error before it: the input
 * ended while TeX wanted more. With -halt-on-error TeX prints no "no legal \end found" line for it.
 */
function ranOutOfInput(lines: string[]): boolean {
  const stop = lines.findIndex((l) => /^(\S+:\d+: |! )Emergency stop\.$/.test(l));
  return stop >= 0 && lines.slice(stop + 1, stop + 3).some((l) => l.startsWith('<*>'));
}

function dedupe(errors: LatexError[]): LatexError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.line}|${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `Output written on main.pdf (3 pages, 41234 bytes).` */
export function pageCountOf(log: string): number {
  const m = /Output written on [^(]*\((\d+) pages?/.exec(log);
  return m ? Number(m[1]) : 0;
}

/** latexmk announces each pdflatex run as `Run number N of rule 'pdflatex'`. */
export function passNumberOf(line: string): number | null {
  const m = /^Run number (\d+) of rule '(?:pdf)?latex'/.exec(line.trim());
  return m ? Number(m[1]) : null;
}
