import type { RegeneratePlotRequest } from '@eps/contracts';
import type { Regenerated } from '../generation-engine';
import { insertStatement, tidy } from './plot-calls';
import { applyPlotRequest, PLOT_FILLER, PLOT_RULES, STYLE_OPS } from './plot-requests';
import { notUnderstood, readRequirementClauses } from './requirement-clauses';

/**
 * Regenerate-plot by rules: the requirement is read clause by clause into requests (plot-requests:
 * chart type, markers only, best-fit line, line style and width, colour, log scale, axis labels,
 * title, grid, legend, size), each applied to the script in turn, and each clause answers what was
 * done for it and what could not be. An empty requirement tidies the script (imports, grid, tight
 * layout). The answer is Python code only.
 */

/** The tidy-up an empty requirement asks for; it always changes something, as the user asked for a new version. */
function tidyLayout(code: string): string {
  let out = code;
  if (!/\.grid\(/.test(out)) out = insertStatement(out, 'plt.grid(True, alpha=0.3)');
  if (!/tight_layout\(/.test(out)) out = insertStatement(out, 'plt.tight_layout()');
  if (out === code && !/minorticks_on\(/.test(out)) out = insertStatement(out, 'plt.minorticks_on()');
  return tidy(out);
}

/** The answer and, clause by clause, what was done and what could not be. */
export function regeneratePlotCode(request: RegeneratePlotRequest): Regenerated {
  const original = tidy(request.originalCode);
  const clauses = readRequirementClauses(request.requirement, PLOT_RULES, PLOT_FILLER);
  if (!clauses.length) return { text: tidyLayout(original), outcomes: [] };
  const outcomes = clauses.map((c) => ({ request: c.text, done: [] as string[], notDone: [] as string[] }));
  const steps = clauses.flatMap((clause, i) => clause.requests.map((request) => ({ request, i })));
  const ordered = [
    ...steps.filter((s) => STYLE_OPS.has(s.request.op)),
    ...steps.filter((s) => !STYLE_OPS.has(s.request.op)),
  ];
  let code = original;
  for (const { request: wish, i } of ordered) {
    const applied = applyPlotRequest(code, wish, request.plotTitle);
    code = applied.code;
    if ('done' in applied.outcome) outcomes[i]!.done.push(applied.outcome.done);
    else outcomes[i]!.notDone.push(applied.outcome.notDone);
  }
  clauses.forEach((clause, i) => {
    if (clause.leftover)
      outcomes[i]!.notDone.push(notUnderstood(clause.leftover, clause.requests.length > 0));
  });
  return { text: tidy(code), outcomes };
}
