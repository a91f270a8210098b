import { parseContent, writeOperation } from './content-syntax';

const bytes = (text: string) => new TextEncoder().encode(text);
const latin1 = (data: Uint8Array) => Buffer.from(data).toString('latin1');

describe('parseContent', () => {
  it('reads operators with their operands and the bytes they came from', () => {
    const source = '% a comment\nq 1 0 0 1 72.5 -.5 cm /F1 12 Tf [(A)-120(B)] TJ Q';
    const ops = parseContent(bytes(source));
    expect(ops.map((op) => op.operator)).toEqual(['q', 'cm', 'Tf', 'TJ', 'Q']);
    expect(ops[1].operands).toEqual([1, 0, 0, 1, 72.5, -0.5].map((value) => ({ kind: 'number', value })));
    expect(ops[2].operands[0]).toEqual({ kind: 'name', value: 'F1' });
    expect(source.slice(ops[3].start, ops[3].end)).toBe('[(A)-120(B)] TJ');
  });

  it('decodes literal strings (escapes, octal, balanced parentheses) and hex strings', () => {
    const [literal, hex] = parseContent(bytes('(a\\(b\\)c (nested) \\101\\n) Tj <48 65 6C6c6F> Tj'));
    const string = (op: typeof literal) =>
      op.operands[0].kind === 'string' ? latin1(op.operands[0].bytes) : '';
    expect(string(literal)).toBe('a(b)c (nested) A\n');
    expect(string(hex)).toBe('Hello');
  });

  it('reads an inline image as one operation, whatever bytes its data holds', () => {
    const source = 'BI /W 2 /H 1 /BPC 8 /CS /G ID \x00Tj) EI\nQ (x) Tj';
    const ops = parseContent(bytes(source));
    expect(ops.map((op) => op.operator)).toEqual(['BI', 'Q', 'Tj']);
    expect(source.slice(ops[0].start, ops[0].end)).toBe('BI /W 2 /H 1 /BPC 8 /CS /G ID \x00Tj) EI');
  });

  it('reads a marked-content dictionary, and writes operations back as hex strings and names', () => {
    const [bdc] = parseContent(bytes('/Span <</ActualText (Jane Doe) /Lang (en)>> BDC'));
    const properties = bdc.operands[1];
    expect(properties.kind === 'dict' && [...properties.entries.keys()]).toEqual(['ActualText', 'Lang']);
    expect(
      writeOperation('TJ', [
        {
          kind: 'array',
          items: [
            { kind: 'string', bytes: bytes('Hi') },
            { kind: 'number', value: -250.5 },
          ],
        },
      ]),
    ).toBe('[<4869> -250.5] TJ');
  });
});
