import type { QuestionSearchService } from '../questions/question-search.service';
import { FormulasService } from './formulas.service';

/** search(q, limit) is what the chat tutor's retrieval calls: no database, the best formulas first. */
describe('FormulasService.search', () => {
  const service = new FormulasService({} as QuestionSearchService);

  it('answers at most `limit` formulas, best first, with their data and score', () => {
    const found = service.search('half life', 2);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ id: 'half-life', name: 'Half-life', matchedBy: ['words'] });
    expect(found[0].score).toBeGreaterThanOrEqual(found[1].score);
  });

  it('answers nothing for a query that matches no formula', () => {
    expect(service.search('qqqq zzzz')).toEqual([]);
  });
});
