import { emptyRow, rowsFromScheme, schemeFromRows } from './own-scheme';

const row = (point: string, extra: Partial<ReturnType<typeof emptyRow>> = {}) => ({
  ...emptyRow(),
  point,
  ...extra,
});

describe('schemeFromRows', () => {
  it('sends the filled rows with alternatives and rejected answers split at ";"', () => {
    expect(
      schemeFromRows([
        row(' water evaporates ', { marks: 2, alternatives: 'vaporises; boils off ;', reject: 'melts' }),
        emptyRow(),
      ]),
    ).toEqual({
      markScheme: [
        { point: 'water evaporates', marks: 2, alternatives: ['vaporises', 'boils off'], reject: ['melts'] },
      ],
    });
  });

  it('names the row that has alternatives but no point', () => {
    expect(schemeFromRows([row('a'), row('', { alternatives: 'b' })])).toEqual({
      problem: 'Marking point 2 needs its point.',
    });
  });

  it('asks for a point when every row is blank', () => {
    expect(schemeFromRows([emptyRow()])).toEqual({
      problem: 'Write at least one marking point, or switch to a reference answer.',
    });
  });

  it('round-trips a graded answer’s scheme through the rows', () => {
    const scheme = [{ point: 'salt left', marks: 1, alternatives: ['residue'], reject: ['salt evaporates'] }];
    const rows = rowsFromScheme(scheme.map((p) => ({ ...p, partLabel: null })));
    expect(schemeFromRows(rows)).toEqual({ markScheme: scheme });
  });
});
