import type { FormulaSearchItem } from '@eps/contracts';
import type { FormulasService } from '../../formulas/formulas.service';
import type { ChatSource } from '../engines/chat-engine';
import type { ChatSourceProvider } from './chat-sources';

/**
 * Below this a formula matched only a stray word of the message (BM25 over names and keywords gives
 * small scores to one common word); the tutor should not quote such a formula as relevant.
 */
const MIN_SCORE = 1;

function toSource(formula: FormulaSearchItem): ChatSource {
  const symbols = formula.symbols
    .map((s) => `$${s.symbol}$ ${s.meaning}${s.unit ? ` (${s.unit})` : ''}`)
    .join('; ');
  return {
    key: `formula:${formula.id}`,
    kind: 'formula',
    sourceId: formula.id,
    locator: null,
    title: formula.name,
    text: `$${formula.latex}$, where ${symbols}. ${formula.conditions}`,
    href: `/formula-search?id=${encodeURIComponent(formula.id)}`,
  };
}

/** The formula data (modules/formulas) as a place the chat tutor searches and cites. */
export function formulaSources(formulas: FormulasService): ChatSourceProvider {
  return {
    kind: 'formula',
    search: (query, limit) =>
      Promise.resolve(
        formulas
          .search(query, limit)
          .filter((f) => f.score >= MIN_SCORE)
          .map(toSource),
      ),
  };
}
