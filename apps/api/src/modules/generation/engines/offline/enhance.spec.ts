import { enhanceMaterial } from './enhance';
import { parseMaterial } from './material-parser';

const PASTED_FROM_PDF = [
  'PHYSICS REVISION NOTES',
  '',
  '',
  'Waves and Sound',
  'Physics Year 12 - Unit 3   ',
  '',
  'A wave transfers energy from one place to another without transferring',
  'matter.   The speed of a wave is the product of its frequency and its wave-',
  'length.',
  '',
  '• Transverse waves oscillate perpendicular to the direction of travel.',
  '• Longitudinal waves oscillate parallel to the direction',
  '  of travel, like sound.',
  '',
  '12',
  'Physics Year 12 - Unit 3',
  '\f',
  'Key Terms',
  'Amplitude – the maximum displacement from the rest position',
  'Wavelength – the distance between two adjacent crests',
  '',
  '',
  '',
  'Frequency (Hz),Period (s)',
  '1,1.0',
  '2,0.5',
  '4,0.25',
  '',
  '- 13 -',
  'Physics Year 12 - Unit 3',
  '2. Superposition',
  'When two waves meet, their displacements add.',
].join('\r\n');

const EXPECTED = `# PHYSICS REVISION NOTES

## Waves and Sound

A wave transfers energy from one place to another without transferring matter. The speed of a wave is the product of its frequency and its wavelength.

- Transverse waves oscillate perpendicular to the direction of travel.
- Longitudinal waves oscillate parallel to the direction of travel, like sound.

## Key Terms

Amplitude – the maximum displacement from the rest position

Wavelength – the distance between two adjacent crests

| Frequency (Hz) | Period (s) |
| --- | --- |
| 1 | 1.0 |
| 2 | 0.5 |
| 4 | 0.25 |

## Superposition

When two waves meet, their displacements add.
`;

describe('enhanceMaterial', () => {
  it('removes page numbers and running headers, joins wrapped lines, normalises bullets and marks headings', () => {
    expect(enhanceMaterial(PASTED_FROM_PDF)).toBe(EXPECTED);
  });

  it('is deterministic and stable: enhancing enhanced text changes nothing', () => {
    const once = enhanceMaterial(PASTED_FROM_PDF);
    expect(enhanceMaterial(PASTED_FROM_PDF)).toBe(once);
    expect(enhanceMaterial(once)).toBe(once);
  });

  it('keeps headings, equations and numbered lists the generator will read the same way', () => {
    const text =
      'Introduction\n\nThe period is\nT = 2 pi sqrt(m/k)\n\n1) first\n2) second\n\n$$a = -\\omega^2 x$$';
    const enhanced = enhanceMaterial(text);
    expect(enhanced).toBe(
      '# Introduction\n\nThe period is\n\nT = 2 pi sqrt(m/k)\n\n1. first\n2. second\n\n$$a = -\\omega^2 x$$\n',
    );
    expect(parseMaterial(enhanced).map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'equation',
      'list',
      'equation',
    ]);
  });

  it('keeps a line that repeats in the text but is not a running header', () => {
    const text =
      'Remember the units.\n\nForce is in newtons.\n\nRemember the units.\n\nEnergy is in joules.\n\nRemember the units.';
    expect(enhanceMaterial(text).match(/Remember the units\./g)).toHaveLength(3);
  });

  it('returns plain text: no LaTeX escaping, special characters as typed', () => {
    expect(enhanceMaterial('Profit & loss: 50% of $10 in C#')).toBe('Profit & loss: 50% of $10 in C#\n');
  });
});
