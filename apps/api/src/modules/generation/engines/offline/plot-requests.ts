import { plotTitle, pyLabel, pyString } from './plot-finder';
import { findCalls, insertStatement, isString, rewriteCall, setFigureSize, type Call } from './plot-calls';
import type { Request, Rule } from './requirement-clauses';

/**
 * The operations a plot requirement can ask of the offline engine, the words that ask for each, and
 * how each edits the matplotlib script. Every edit answers what it did, or why it could not do it, so
 * the editor can say so; an edit that finds the script already as asked says that instead.
 */

export type PlotOp =
  | 'markersOnly'
  | 'bestFit'
  | 'histogram'
  | 'bar'
  | 'scatter'
  | 'lineChart'
  | 'lineStyle'
  | 'lineWidth'
  | 'markers'
  | 'colour'
  | 'logScale'
  | 'xlabel'
  | 'ylabel'
  | 'title'
  | 'grid'
  | 'legend'
  | 'larger'
  | 'smaller';

const SHAPES = 'circles?|round|squares?|triangles?|triangular|diamonds?|stars?|crosses|cross|plus|x';
const COLOURS =
  'red|blue|green|orange|purple|black|gr[ae]y|brown|pink|cyan|magenta|navy|teal|olive|gold|yellow';
const AXIS = (a: 'x' | 'y') =>
  `${a}[- ]?(?:axis[- ]?)?(?:label|title)|label (?:for |on |of )?the ${a}[- ]?axis|${a}[- ]?axis|${a === 'x' ? 'horizontal' : 'vertical'} axis(?: label)?`;

/** Listed most specific first: a span one rule matched is not read again by a later one. */
export const PLOT_RULES: Rule<PlotOp>[] = [
  {
    op: 'bestFit',
    pattern:
      /\b(?:(?:straight|linear|quadratic)[- ])?(?:(?:line|curve) of best[- ]fit|best[- ]?fit(?: (?:straight )?(?:line|curve))?|trend ?line|(?:linear |quadratic |polynomial )?regression(?: line)?|(?:linear|quadratic|parabolic|straight[- ]line|least[- ]squares) fit|fit(?:ted)? (?:a |the )?(?:straight |linear |quadratic )?(?:line|curve))\b/g,
  },
  {
    op: 'markersOnly',
    pattern:
      /\b(?:(?:markers?|points|dots|symbols) only|only (?:the )?(?:markers?|points|dots)|just (?:the )?(?:markers?|points|dots)|(?:no|without)(?: a| the| any)?(?: connecting| joining)? lines?(?! of best)|unconnected(?: points| markers)?|(?:don'?t|do not) (?:connect|join) the (?:points|markers|dots))\b/g,
  },
  { op: 'histogram', pattern: /\bhist(?:ogram)?s?\b/g },
  // "Error bars" are no bar chart.
  { op: 'bar', pattern: /(?<!error[- ])\bbar(?:s| (?:chart|graph|plot)s?)?\b/g },
  { op: 'scatter', pattern: /\bscatter(?: ?plot| chart| graph)?\b/g },
  {
    op: 'lineChart',
    pattern: /\bline (?:chart|graph|plot)\b|\b(?:join|connect) the (?:points|dots|markers)\b/g,
  },
  { op: 'lineStyle', pattern: /\b(?:dashed|dotted|dash[- ]dot(?:ted)?|solid)(?: lines?)?\b/g },
  { op: 'lineWidth', pattern: /\b(?:thick(?:er)?|thin(?:ner)?|bold)(?: lines?)?\b/g },
  {
    op: 'markers',
    pattern: new RegExp(
      `\\b(?:(?:${SHAPES})[- ](?:shaped )?)?markers?\\b|\\b(?:circles|squares|triangles|diamonds|stars|crosses)\\b`,
      'g',
    ),
  },
  { op: 'colour', pattern: new RegExp(`\\b(?:${COLOURS})\\b`, 'g') },
  {
    op: 'logScale',
    pattern:
      /\b(?:log[- ]log|semi[- ]?log(?:arithmic)?|log(?:arithmic)?)(?: scales?| axes| axis)?(?:(?: on| for| in)? (?:the )?(?:x|y|both)\b(?:[- ]?ax[ie]s)?)?|\b(?:x|y)[- ]?ax[ie]s (?:on |in )?(?:a )?log(?:arithmic)?(?: scale)?\b/g,
  },
  { op: 'xlabel', pattern: new RegExp(`\\b(?:${AXIS('x')})\\b`, 'g'), takesValue: true },
  { op: 'ylabel', pattern: new RegExp(`\\b(?:${AXIS('y')})\\b`, 'g'), takesValue: true },
  { op: 'title', pattern: /\b(?:(?:plot|graph|chart|figure) )?title\b/g, takesValue: true },
  { op: 'grid', pattern: /\bgrid(?: ?lines)?\b/g },
  { op: 'legend', pattern: /\blegend\b/g },
  { op: 'larger', pattern: /\b(?:larger|bigger|big|wider|enlarge)\b/g },
  { op: 'smaller', pattern: /\b(?:smaller|compact|narrower)\b/g },
];

/** Words a plot requirement uses that ask for nothing by themselves. */
export const PLOT_FILLER = new Set(
  'plot graph chart figure line lines data curve axis axes straight properly nicely clear clearly style draw drawn'.split(
    ' ',
  ),
);

export type Outcome = { done: string } | { notDone: string };
const done = (text: string): Outcome => ({ done: text });
const notDone = (text: string): Outcome => ({ notDone: text });

const DATA_KINDS = new Set(['plot', 'scatter', 'step', 'stem']);
const CHART_NAMES: Record<string, string> = {
  bar: 'a bar chart',
  scatter: 'a scatter plot',
  hist: 'a histogram',
  plot: 'a line chart',
};
const MARKER_CODES: [RegExp, string][] = [
  [/square/, 's'],
  [/triang/, '^'],
  [/diamond/, 'D'],
  [/star/, '*'],
  [/cross|\bx\b/, 'x'],
  [/plus/, '+'],
];

/** Rewrites every plotting call (the fit line drawn by an earlier request left alone). */
function eachCall(code: string, rewrite: (call: Call) => string | null): string {
  let out = code;
  for (const call of findCalls(code).reverse()) {
    if (call.keywords.some(([k, v]) => k === 'label' && /best fit/i.test(v))) continue;
    const replaced = rewrite(call);
    if (replaced !== null) out = out.slice(0, call.start) + replaced + out.slice(call.end);
  }
  return out;
}

const restyle = (code: string, extra: Record<string, string>) =>
  eachCall(code, (call) => (DATA_KINDS.has(call.kind) ? rewriteCall(call, call.kind, extra) : null));

/** The plain line of the clause's format string gone, a marker kept or given. */
function markersOnly(code: string): string {
  return eachCall(code, (call) => {
    if (call.kind !== 'plot' && call.kind !== 'step') return null;
    const format = call.positional.find(isString);
    const hasMarker =
      (format && /[.,ov^<>sp*hHxXDd|_+1-4]/.test(format.replace(/--|-\.|-|:|^[rbuf]?['"]|['"]$/g, ''))) ||
      call.keywords.some(([k]) => k === 'marker');
    return rewriteCall(call, 'plot', { linestyle: "'none'", ...(hasMarker ? {} : { marker: "'o'" }) });
  });
}

/** A least-squares polynomial of the first call's own x and y data, drawn over the data's range. */
function bestFit(code: string, words: string): Outcome & { code?: string } {
  if (/np\.polyfit\(/.test(code)) return done('a best-fit line was already drawn; left as it was');
  const call = findCalls(code).find((c) => DATA_KINDS.has(c.kind) || c.kind === 'bar');
  const data = call?.positional.filter((a) => !isString(a)) ?? [];
  if (!call || data.length < 2)
    return notDone('no best-fit line: the plot has no x and y data to fit (a histogram or one series)');
  const degree = /quadratic|parabolic/i.test(words) ? 2 : 1;
  const [x, y] = data as [string, string];
  const lineEnd = code.indexOf('\n', call.end);
  const at = lineEnd < 0 ? code.length : lineEnd + 1;
  const label = degree === 1 ? 'Best fit (linear)' : 'Best fit (quadratic)';
  const fit = [
    `fit_x = np.linspace(np.min(${x}), np.max(${x}), 100)`,
    `fit_coefficients = np.polyfit(np.asarray(${x}, dtype=float), np.asarray(${y}, dtype=float), ${degree})`,
    `${call.object}.plot(fit_x, np.polyval(fit_coefficients, fit_x), '-', label=${pyLabel(label)})`,
  ].join('\n');
  return {
    ...done(
      `added a ${degree === 1 ? 'straight' : 'quadratic'} best-fit line (least-squares fit of the data)`,
    ),
    code: `${code.slice(0, at)}${fit}\n${code.slice(at)}`,
  };
}

/** Sets (or replaces) one `plt.<name>(…)` statement. */
function setStatement(code: string, name: string, argument: string): string {
  const statement = `plt.${name}(${argument})`;
  const existing = new RegExp(`^(\\s*)(?:plt|ax\\w*)\\.(?:set_)?${name}\\(.*\\)$`, 'm');
  // A function, not a string: the statement's mathtext (`$10^{14}$`) must not read as `$1` groups.
  return existing.test(code)
    ? code.replace(existing, (_line, indent: string) => `${indent}${statement}`)
    : insertStatement(code, statement);
}

const removeStatements = (code: string, name: string) =>
  code.replace(new RegExp(`^.*\\.(?:set_)?${name}\\(.*\\n?`, 'gm'), '');

/** Applies one request to the script; `fallbackTitle` is the plot's own title. */
export function applyPlotRequest(
  code: string,
  request: Request<PlotOp>,
  fallbackTitle: string,
): { code: string; outcome: Outcome } {
  const words = request.words.toLowerCase();
  const result = (next: string, did: string, already: string) => ({
    code: next,
    outcome: next === code ? done(`${already}; left as it was`) : done(did),
  });
  switch (request.op) {
    case 'histogram':
    case 'bar':
    case 'scatter':
    case 'lineChart': {
      const kind = { histogram: 'hist', bar: 'bar', scatter: 'scatter', lineChart: 'plot' }[request.op];
      const next = eachCall(code, (call) => rewriteCall(call, kind, {}));
      return result(next, `drew it as ${CHART_NAMES[kind]}`, `it was already ${CHART_NAMES[kind]}`);
    }
    case 'markersOnly':
      return result(
        markersOnly(code),
        'markers only, without a connecting line',
        'it already had markers only',
      );
    case 'bestFit': {
      const fit = bestFit(code, words);
      return { code: fit.code ?? code, outcome: 'done' in fit ? done(fit.done) : notDone(fit.notDone) };
    }
    case 'lineStyle': {
      const style = /dash[- ]dot/.test(words)
        ? "'-.'"
        : /dash/.test(words)
          ? "'--'"
          : /dot/.test(words)
            ? "':'"
            : "'-'";
      return result(restyle(code, { linestyle: style }), `${words} lines`, `the lines were already ${words}`);
    }
    case 'lineWidth': {
      const width = /thin/.test(words) ? '1' : '3';
      return result(restyle(code, { linewidth: width }), `${words} lines`, `the lines were already ${words}`);
    }
    case 'markers': {
      const marker = MARKER_CODES.find(([pattern]) => pattern.test(words))?.[1] ?? 'o';
      return result(restyle(code, { marker: `'${marker}'` }), `added ${words}`, `it already had ${words}`);
    }
    case 'colour': {
      const colour = words.replace('grey', 'gray');
      return result(
        restyle(code, { color: pyString(colour) }),
        `coloured ${colour}`,
        `it was already ${colour}`,
      );
    }
    case 'logScale': {
      const axes = /log[- ]log|both/.test(words)
        ? ['x', 'y']
        : /\bx\b|\bx[- ]?ax/.test(words)
          ? ['x']
          : ['y'];
      let next = code;
      for (const axis of axes) next = setStatement(next, `${axis}scale`, "'log'");
      return result(
        next,
        `log scale on ${axes.join(' and ')}`,
        `${axes.join(' and ')} already on a log scale`,
      );
    }
    case 'xlabel':
    case 'ylabel':
    case 'title': {
      const name = request.op === 'title' ? 'title' : `${request.op[0]} axis label`;
      if (request.negated)
        return result(removeStatements(code, request.op), `removed the ${name}`, `there was no ${name}`);
      // The user's own words, signs and exponents kept ("10^14 Hz" typeset as mathtext, like the labels
      // a first generation writes).
      const text =
        request.value.replace(/[.;]+$/, '').trim() ||
        (request.op === 'title' ? plotTitle(fallbackTitle) : '');
      if (!text) return { code, outcome: notDone(`no ${name} text given (put it in quotes: ${name} "…")`) };
      return result(
        setStatement(code, request.op, pyLabel(text)),
        `${name} "${text}"`,
        `the ${name} was already "${text}"`,
      );
    }
    case 'grid':
    case 'legend': {
      const has = new RegExp(`\\.${request.op}\\(`).test(code);
      if (request.negated)
        return result(
          removeStatements(code, request.op),
          `removed the ${request.op}`,
          `there was no ${request.op}`,
        );
      const statement = request.op === 'grid' ? 'plt.grid(True, alpha=0.3)' : 'plt.legend()';
      return result(
        has ? code : insertStatement(code, statement),
        `added a ${request.op}`,
        `it already had a ${request.op}`,
      );
    }
    case 'larger':
    case 'smaller': {
      const size = request.op === 'larger' ? '(10, 6)' : '(5, 3.5)';
      return result(
        setFigureSize(code, size),
        `${request.op} figure, ${size.replace(', ', ' × ')} inches`,
        `the figure was already ${size}`,
      );
    }
  }
}

/** Requests that restyle the data's own calls go first, so they never restyle an added fit line. */
export const STYLE_OPS = new Set<PlotOp>([
  'histogram',
  'bar',
  'scatter',
  'lineChart',
  'markersOnly',
  'lineStyle',
  'lineWidth',
  'markers',
  'colour',
]);
