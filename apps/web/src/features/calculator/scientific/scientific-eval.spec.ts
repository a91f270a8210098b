import { evaluateScientific } from './scientific-eval';

const shown = (input: string, unit: 'rad' | 'deg' = 'rad', ans: number | null = null) => {
  const result = evaluateScientific(input, unit, ans);
  if (!result.ok) throw new Error(`expected a value for ${input}, got: ${result.error}`);
  return result;
};
const refused = (input: string, unit: 'rad' | 'deg' = 'rad') => {
  const result = evaluateScientific(input, unit, null);
  if (result.ok) throw new Error(`expected ${input} to be refused, got ${result.display}`);
  return result.error;
};

describe('evaluateScientific', () => {
  it('gives exact fractions beside the decimal, and none for irrationals or whole numbers', () => {
    expect(shown('1/3 + 1/6')).toMatchObject({ display: '0.5', fraction: '1/2', value: 0.5 });
    expect(shown('0.1 + 0.2')).toMatchObject({ display: '0.3', fraction: '3/10' });
    expect(shown('2^-3')).toMatchObject({ fraction: '1/8' });
    expect(shown('sqrt(2)')).toMatchObject({ display: '1.41421356237', fraction: null });
    expect(shown('6/3')).toMatchObject({ display: '2', fraction: null });
  });

  it('reads the keypad symbols and trigonometry in degrees or radians', () => {
    expect(shown('sin(30)', 'deg').display).toBe('0.5');
    expect(shown('cos(90)', 'deg').display).toBe('0');
    expect(shown('sin(π)', 'rad').display).toBe('0');
    expect(shown('asin(1)', 'deg').display).toBe('90');
    expect(shown('2×3÷4−1').display).toBe('0.5');
    expect(shown('√(16)').display).toBe('4');
    // A unit on the angle wins over the mode.
    expect(shown('sin(90 deg)', 'rad').display).toBe('1');
  });

  it('calls undefined values undefined instead of printing floating-point noise', () => {
    expect(refused('tan(90)', 'deg')).toBe('tan(90°) is undefined.');
    expect(refused('tan(pi/2)', 'rad')).toMatch(/^tan\(.*\) is undefined\.$/);
    expect(refused('1/0')).toMatch(/undefined/);
    expect(refused('0/0')).toMatch(/undefined/);
  });

  it('converts units and works with complex numbers', () => {
    expect(shown('5 km to m').display).toBe('5000 m');
    expect(shown('2 hour + 30 minute to minute').display).toBe('150 minute');
    expect(shown('sqrt(-4)').display).toBe('2i');
  });

  it('uses the previous answer as ans', () => {
    expect(shown('ans * 2', 'rad', 21).display).toBe('42');
  });

  it('says what is wrong with input it cannot read', () => {
    expect(refused('2 +')).toBe('The expression is not finished (a bracket or a number is missing).');
    expect(refused('(2 + 3')).toBe('A bracket is not closed.');
    expect(refused('2 * banana')).toBe('"banana" is not a number, constant or unit the calculator knows.');
    expect(refused('5 km to s')).toMatch(/units cannot be converted/);
    expect(refused('3 h + 30 min')).toMatch(/^A function name is used as a value/);
    expect(refused('   ')).toMatch(/^Type an expression/);
  });
});
