import type { EssayBankItem, EssayBankResponse } from '@eps/contracts';

const item = (id: string, year: string, number: number, question: string): EssayBankItem => ({
  id,
  year,
  number,
  taskType: id.split('-').slice(2).join('-'),
  title: `Practice ${id}`,
  question,
  rubric: `Row A (0-1)\nRow B (0-4)\nRow C (0-1) for ${id}`,
  rubricTotal: 6,
});

/** A small bank for the specs, with its years out of order as a server could send them. */
export const BANK: EssayBankResponse = {
  subjects: [
    {
      id: 'lang',
      name: 'AP English Language and Composition',
      years: [
        { year: '2019', questions: [item('lang-2019-argument', '2019', 1, 'Argue about 2019.')] },
        {
          year: '2021',
          questions: [
            item('lang-2021-argument', '2021', 2, 'Argue '.repeat(20)),
            item('lang-2021-rhetorical-analysis', '2021', 1, 'Read the passage.\nThen analyse it.'),
          ],
        },
        { year: '2020', questions: [item('lang-2020-argument', '2020', 1, 'Argue about 2020.')] },
      ],
    },
    {
      id: 'psych',
      name: 'AP Psychology',
      years: [{ year: '2025', questions: [item('psych-2025-aaq', '2025', 1, 'Describe the study.')] }],
    },
  ],
};
