import { FEEDBACK_MAX_STUDENTS } from '@eps/contracts';
import { AppError } from '../../common/app-error';
import { readClassCsv } from './class-answers-csv';

function failure(csv: string): AppError {
  try {
    readClassCsv(csv);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the CSV to be refused');
}

describe('readClassCsv', () => {
  it('reads name and answer by their headings, in any order, ignoring other columns', () => {
    const csv = 'id,Answer,Student Name\n1,"Light, water and CO2",Ana Lima\r\n2,"He said ""no""",Ben\n';
    expect(readClassCsv(csv)).toEqual([
      { name: 'Ana Lima', answer: 'Light, water and CO2' },
      { name: 'Ben', answer: 'He said "no"' },
    ]);
  });

  it('takes semicolon and tab separated sheets, a byte-order mark and answers over several lines', () => {
    expect(readClassCsv('\uFEFFname;answer\nAna;"one\ntwo"\n')).toEqual([
      { name: 'Ana', answer: 'one\ntwo' },
    ]);
    expect(readClassCsv('name\tanswer\nAna\tit grows\n')).toEqual([{ name: 'Ana', answer: 'it grows' }]);
  });

  it('skips blank rows but reports each half-empty row by its spreadsheet line', () => {
    const err = failure('name,answer\nAna,"multi\nline"\n,,\n,an answer\nCara,\nDev,ok\n');
    expect(err.status).toBe(400);
    expect(err.code).toBe('FEEDBACK_CSV_ROWS');
    expect(err.details).toEqual([
      { path: 'csv.line5', message: 'Line 5: the name is empty.' },
      {
        path: 'csv.line6',
        message: 'Line 6: Cara\'s answer is empty (write "no answer" if the student left it blank).',
      },
    ]);
    expect(err.message).toMatch(/^2 rows need fixing/);
  });

  it('names the missing column and the headings it found', () => {
    const err = failure('student,mark\nAna,3\n');
    expect(err.code).toBe('FEEDBACK_CSV_COLUMNS');
    expect(err.message).toContain('no answer column');
    expect(err.message).toContain('"student", "mark"');
  });

  it('refuses a header with no students, too many students, binary files and an unclosed quote', () => {
    expect(failure('name,answer\n').code).toBe('FEEDBACK_CSV_EMPTY');
    const big = ['name,answer', ...Array.from({ length: FEEDBACK_MAX_STUDENTS + 1 }, (_, i) => `S${i},a`)];
    expect(failure(big.join('\n')).message).toContain(`${FEEDBACK_MAX_STUDENTS + 1} students`);
    expect(failure('%PDF-1.7\n%âãÏÓ').code).toBe('FEEDBACK_NOT_CSV');
    expect(failure('name,answer\u0000\u0001').code).toBe('FEEDBACK_NOT_CSV');
    expect(failure('   ').code).toBe('FEEDBACK_NOT_CSV');
    expect(failure('name,answer\nAna,"never closed\n').details).toEqual([
      { path: 'csv.line2', message: 'Line 2: a quoted field is never closed (a " without its closing ").' },
    ]);
  });
});
