import fc from 'fast-check';
import { latexToPrinted, quantitiesIn } from '../../../../testing/fact-check';
import { latexToPlain, textToLatex } from './latex-text';
import { mathtextLabel } from './scientific-text';

describe('textToLatex typesets numbers with the meaning they were typed with', () => {
  it.each([
    ['Frequency f (10^14 Hz)', 'Frequency f ($10^{14}$ Hz)'],
    ['h = 6.63 × 10^-34 J s', 'h = $6.63\\times 10^{-34}$ J s'],
    ['6.63e-34 J', '$6.63\\times 10^{-34}$ J'],
    ['c = 3x10^8 m/s', 'c = $3\\times 10^{8}$ m/s'],
    ['5 * 10**3', '$5\\times 10^{3}$'],
    ['1.2 × 10⁻³ m', '$1.2\\times 10^{-3}$ m'],
    ['10^{-34}', '$10^{-34}$'],
    ['10⁻³⁴ J', '$10^{-34}$ J'],
    ['g = 9.81 m/s^2', 'g = 9.81 m/s$^{2}$'],
    ['9.81 m s^-2', '9.81 m s$^{-2}$'],
    ['9.81 m/s²', '9.81 m/s$^{2}$'],
    ['mol^2 dm^-6', 'mol$^{2}$ dm$^{-6}$'],
    ['H_2O and H₂O', '$H_{2}$O and $H_{2}$O'],
    ['x_1 + v_max', '$x_{1}$ + $v_{\\mathrm{max}}$'],
    ['u_{n+1} = a r^(n-1)', '$u_{n+1}$ = a r$^{n-1}$'],
    ['−5 °C ± 0.5 °C', '$-5$ °C ± 0.5 °C'],
    ['growth of -10.4%', 'growth of $-10.4$\\%'],
    ['3 µm and 4.7 kΩ', '3 µm and 4.7 k$\\Omega$'],
    ['CO2', 'CO2'],
  ])('%s', (text, latex) => {
    expect(textToLatex(text)).toBe(latex);
  });

  it.each([
    '1760-1840',
    'COVID-19',
    'A-level',
    'x-1',
    'file_name',
    'costs 5 and 10',
    'see https://example.org/a_b?x=10^2 or mail a_b@school.org',
  ])('leaves hyphens, words and dollars that are not numbers alone: %s', (text) => {
    expect(latexToPlain(textToLatex(text))).toBe(text);
    expect(textToLatex(text)).not.toMatch(/(^|[^\\])\$[^$]/);
  });

  it('escapes a typed dollar', () => {
    expect(textToLatex('costs $5 and $10')).toBe('costs \\$5 and \\$10');
  });

  it('writes matplotlib mathtext for plot labels and escapes a typed dollar', () => {
    expect(mathtextLabel('Frequency f (10^14 Hz)')).toBe('Frequency f ($10^{14}$ Hz)');
    expect(mathtextLabel('Cost ($) per m^2')).toBe('Cost (\\$) per m$^{2}$');
  });
});

/** Numbers as teachers type them: a sign, a mantissa, one of the exponent forms, a unit. */
const typedQuantity = fc
  .record({
    sign: fc.constantFrom('', '-', '−'),
    whole: fc.integer({ min: 1, max: 999 }),
    decimals: fc.constantFrom('', '.5', '.25', '.063'),
    exponent: fc.integer({ min: -40, max: 40 }),
    form: fc.constantFrom('× 10^', 'x10^', '*10^', ' × 10^{', 'e', 'none'),
    unit: fc.constantFrom(
      '',
      'J s',
      'm/s^2',
      'm s^-2',
      'm/s²',
      'mol dm^-3',
      'Hz',
      '°C',
      'µm',
      'kΩ',
      '%',
      'kJ mol^-1',
    ),
  })
  .map(({ sign, whole, decimals, exponent, form, unit }) => {
    const mantissa = `${sign}${whole}${decimals}`;
    const number =
      form === 'none'
        ? mantissa
        : form === 'e'
          ? `${mantissa}e${exponent}`
          : form.endsWith('{')
            ? `${mantissa}${form}${exponent}}`
            : `${mantissa} ${form}${exponent}`.replace('  ', ' ');
    // A bare count is not a quantity (no exponent, sign or unit): give it a unit.
    const shown = form === 'none' && !sign && !unit ? 'm' : unit;
    return `${number}${shown && shown !== '%' ? ' ' : ''}${shown}`;
  });

describe('round trip of random numbers with units through textToLatex', () => {
  it('every typed quantity reads back from the LaTeX with the same value and unit', () => {
    fc.assert(
      fc.property(typedQuantity, fc.constantFrom('The value was ', 'Measured: ', '('), (quantity, before) => {
        const material = `${before}${quantity} in the test.`;
        const wanted = quantitiesIn(material);
        expect(wanted).toHaveLength(1);
        const found = quantitiesIn(latexToPrinted(textToLatex(material)));
        expect(found.map((q) => [q.value, q.unit])).toEqual(wanted.map((q) => [q.value, q.unit]));
      }),
      { numRuns: 500 },
    );
  });
});
