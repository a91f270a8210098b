import { checkQuantities, checkSentences, latexToPrinted, quantitiesIn } from './fact-check';

/** The corpus tests' reader must see through every way LaTeX writes a number, and only through those. */
describe('quantitiesIn(latexToPrinted(…)) reads numbers back from LaTeX', () => {
  const values = (latex: string) => quantitiesIn(latexToPrinted(latex)).map((q) => [q.value, q.unit]);

  it.each([
    ['$10^{14}$~Hz', 1e14, 'Hz'],
    ['$6.63\\times 10^{-34}$\\,J\\,s', 6.63e-34, 'Js'],
    ['\\num{6.63e-34}', 6.63e-34, ''],
    ['\\SI{6.63e-34}{\\joule\\second}', 6.63e-34, 'Js'],
    ['\\SI{9.81}{\\metre\\per\\second\\squared}', 9.81, 'ms^-2'],
    ['\\qty{-57}{\\kilo\\joule\\per\\mole}', -57, 'kJmol^-1'],
    ['9.81 m/s$^{2}$', 9.81, 'ms^-2'],
    ['9.81 m\\,s\\textsuperscript{-2}', 9.81, 'ms^-2'],
    ['$-5$~°C', -5, '°C'],
    ['2.5\\% ', 2.5, '%'],
  ])('%s', (latex, value, unit) => {
    expect(values(latex)).toEqual([[value, unit]]);
  });

  it('does not read a caret printed as text as an exponent', () => {
    expect(checkQuantities('Frequency (10^14 Hz)', 'Frequency (10\\textasciicircum{}14 Hz)').missing).toEqual(
      ['10^14 Hz'],
    );
    expect(checkQuantities('Frequency (10^14 Hz)', 'Frequency (1014 Hz)').missing).toEqual(['10^14 Hz']);
  });

  it('finds a sentence whatever the line breaks and markup, and misses a cut one', () => {
    const material = 'Electrons are emitted from the surface. One photon is absorbed by one electron.';
    expect(
      checkSentences(material, '\\item Electrons are emitted\nfrom the \\emph{surface}.').missing,
    ).toEqual(['One photon is absorbed by one electron.']);
    expect(checkSentences(material, 'Electrons are emitted from the\\ldots{}').kept).toBe(0);
  });
});
