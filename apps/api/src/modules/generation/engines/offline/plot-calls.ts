/**
 * The matplotlib script as the plot rules see it: its plotting calls (object, kind, positional and
 * keyword arguments) and the edits they make (a call rewritten, a statement inserted before the
 * figure is saved, the figure size, the tidy prelude).
 */

const PLOT_CALL = /\b(plt|ax\w*)\.(plot|scatter|bar|barh|hist|step|stem)\(/g;
const KEPT_KEYWORDS: Record<string, Set<string>> = {
  plot: new Set([
    'label',
    'color',
    'alpha',
    'linewidth',
    'linestyle',
    'marker',
    'markersize',
    'lw',
    'ls',
    'zorder',
  ]),
  scatter: new Set(['label', 'color', 'c', 'alpha', 's', 'marker', 'zorder', 'edgecolor']),
  bar: new Set(['label', 'color', 'alpha', 'edgecolor', 'width', 'zorder']),
  hist: new Set(['label', 'color', 'alpha', 'edgecolor', 'bins', 'zorder']),
};

export interface Call {
  start: number;
  end: number;
  object: string;
  kind: string;
  positional: string[];
  keywords: [string, string][];
}

/** Index of the `)` closing the call whose `(` is at `open`; strings and brackets are skipped. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === '"' || ch === "'") {
      for (i++; i < code.length && code[i] !== ch; i++) if (code[i] === '\\') i++;
    } else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && --depth === 0) return i;
  }
  return -1;
}

function splitArguments(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const ch = args[i]!;
    if (ch === '"' || ch === "'") {
      for (i++; i < args.length && args[i] !== ch; i++) if (args[i] === '\\') i++;
    } else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) {
      out.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(args.slice(start).trim());
  return out.filter(Boolean);
}

export function findCalls(code: string): Call[] {
  const calls: Call[] = [];
  for (const m of code.matchAll(PLOT_CALL)) {
    const open = m.index + m[0].length - 1;
    const close = closingParen(code, open);
    if (close < 0) continue;
    const args = splitArguments(code.slice(open + 1, close));
    const keyword = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/;
    calls.push({
      start: m.index,
      end: close + 1,
      object: m[1]!,
      kind: m[2]!,
      positional: args.filter((a) => !keyword.test(a)),
      keywords: args.flatMap((a) => {
        const k = keyword.exec(a);
        return k ? [[k[1]!, k[2]!] as [string, string]] : [];
      }),
    });
  }
  return calls;
}

export const isString = (arg: string) => /^[rbuf]?['"]/.test(arg);

export function rewriteCall(call: Call, kind: string, extra: Record<string, string>): string {
  const data = call.positional.filter((a) => !isString(a));
  const keep = KEPT_KEYWORDS[kind] ?? new Set();
  const keywords = new Map(call.keywords.filter(([k]) => keep.has(k)));
  for (const [k, v] of Object.entries(extra)) if (keep.has(k)) keywords.set(k, v);
  let positional = data.slice(0, 2);
  if (kind === 'hist') positional = [data[data.length > 1 ? 1 : 0] ?? 'data'];
  else if (positional.length === 1) positional = [`range(len(${positional[0]}))`, positional[0]!];
  const format = call.positional.find(isString);
  if (kind === 'plot' && call.kind === 'plot' && format) {
    // An explicit line style replaces the format string's; its marker stays.
    const kept = 'linestyle' in extra ? format.replace(/--|-\.|-|:/g, '') : format;
    if (!/^[rbuf]?(''|"")$/.test(kept)) positional.push(kept);
  }
  if (kind === 'bar' && call.kind !== 'bar' && !keywords.has('width')) {
    // Bars as wide as the data's spacing, so closely spaced x values do not overlap.
    const x = positional[0]!;
    keywords.set('width', `0.8 * np.min(np.diff(np.unique(${x}))) if np.unique(${x}).size > 1 else 0.8`);
  }
  const args = [...positional, ...[...keywords].map(([k, v]) => `${k}=${v}`)];
  const object = call.object === 'plt' || call.object.startsWith('ax') ? call.object : 'plt';
  return `${object}.${kind}(${args.join(', ')})`;
}

/** A statement inserted before the script saves its figure (or at its end). */
export function insertStatement(code: string, statement: string): string {
  const save = /^.*\bsavefig\(.*$/m.exec(code);
  if (!save) return `${code.trimEnd()}\n${statement}\n`;
  return `${code.slice(0, save.index)}${statement}\n${code.slice(save.index)}`;
}

export function setFigureSize(code: string, size: string): string {
  if (/figsize\s*=\s*\([^)]*\)/.test(code))
    return code.replace(/figsize\s*=\s*\([^)]*\)/g, `figsize=${size}`);
  if (/plt\.(figure|subplots)\(\s*\)/.test(code))
    return code.replace(/plt\.(figure|subplots)\(\s*\)/, `plt.$1(figsize=${size})`);
  if (/plt\.(figure|subplots)\(/.test(code))
    return code.replace(/plt\.(figure|subplots)\(/, `plt.$1(figsize=${size}, `);
  const first = findCalls(code)[0];
  const lineStart = first ? code.lastIndexOf('\n', first.start) + 1 : code.length;
  return `${code.slice(0, lineStart)}plt.figure(figsize=${size})\n${code.slice(lineStart)}`;
}

const PRELUDE =
  "import matplotlib\nmatplotlib.use('Agg')\nimport matplotlib.pyplot as plt\nimport numpy as np\n";

export function tidy(code: string): string {
  let out = code
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!/^\s*import matplotlib\s*$/m.test(out))
    out = `${PRELUDE}${out.replace(/^\s*import (matplotlib\.pyplot as plt|numpy as np)\s*\n/gm, '')}`;
  return `${out}\n`;
}
